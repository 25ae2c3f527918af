import { decodeLeadSource, encodeLeadSource } from '../src/source';

const header = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('decodeLeadSource', () => {
  it('reads what the browser sends, unknown keys left out', () => {
    const source = {
      landing: '/fr?utm_source=x',
      referrer: 'https://news.example.org',
      cta: 'hero',
      utm_source: 'x',
    };
    expect(decodeLeadSource(encodeLeadSource(source as never))).toEqual(source);
    expect(decodeLeadSource(header({ cta: 'draw', secret: 'y' }))).toEqual({ cta: 'draw' });
  });

  it.each([
    ['a landing on another site', { landing: '//evil.example/x' }],
    ['a landing without its slash', { landing: 'https://evil.example/' }],
    ['a referrer with its path', { referrer: 'https://news.example.org/a?b' }],
    ['a referrer of another scheme', { referrer: 'javascript:alert(1)' }],
    ['an unknown call to action', { cta: 'footer' }],
    ['a control character', { utm_source: 'a\u0000b' }],
    ['a lone surrogate', { utm_campaign: 'spring\ud800' }],
    ['a lone surrogate in the landing', { landing: '/en-US?\udc00' }],
    ['a tag past its length', { utm_campaign: 'x'.repeat(129) }],
  ])('drops the whole source for %s (the lead itself is kept)', (_, source) => {
    expect(decodeLeadSource(header(source))).toBeUndefined();
  });

  it('ignores no header, a malformed one and an oversized one', () => {
    expect(decodeLeadSource(null)).toBeUndefined();
    expect(decodeLeadSource('%E0%A4%A')).toBeUndefined();
    expect(decodeLeadSource('{not json')).toBeUndefined();
    expect(decodeLeadSource(header({ landing: `/${'a'.repeat(5000)}` }))).toBeUndefined();
  });
});
