import { ACCEPT_LANGUAGE_MAX_TAGS, boundedAcceptLanguage } from '@/i18n/acceptLanguage';

const tags = (count: number) => Array.from({ length: count }, (_, i) => `x-t${i}`);

describe('boundedAcceptLanguage', () => {
  it("keeps a browser's header whole", () => {
    const header = 'fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7,es;q=0.6';
    expect(boundedAcceptLanguage(header)).toBe(header);
  });

  it('reads no more than the first 10 tags', () => {
    const header = [...tags(20), 'fr'].join(',');
    const bounded = boundedAcceptLanguage(header);
    expect(bounded.split(',')).toEqual(tags(ACCEPT_LANGUAGE_MAX_TAGS));
  });

  it('reads no more than 256 characters, dropping a tag cut in the middle', () => {
    const header = ['fr;q=0.1', `${'a'.repeat(300)}`].join(',');
    expect(boundedAcceptLanguage(header)).toBe('fr;q=0.1');
    expect(boundedAcceptLanguage('x'.repeat(13_500))).toBe('');
  });

  it('bounds a 13.5 KB header of 900 distinct tags to what a browser sends', () => {
    const header = Array.from({ length: 900 }, (_, i) => `en-CA-x-t${String(i).padStart(3, '0')};q=0.5`).join(
      ',',
    );
    expect(header.length).toBeGreaterThan(13_000);
    const bounded = boundedAcceptLanguage(header);
    expect(bounded.length).toBeLessThanOrEqual(256);
    expect(bounded.split(',').length).toBeLessThanOrEqual(ACCEPT_LANGUAGE_MAX_TAGS);
  });
});
