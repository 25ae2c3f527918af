// @vitest-environment node
import { requestLocale } from '@/lib/server/requestLocale';

describe('requestLocale', () => {
  it('takes a declared Content-Language first', () => {
    expect(
      requestLocale(new Headers({ 'content-language': 'fr-CA', referer: 'https://x.test/en-US/contact' })),
    ).toBe('fr');
  });

  it('else reads the locale of the page the form was on', () => {
    expect(requestLocale(new Headers({ referer: 'https://x.test/fr/carrieres' }))).toBe('fr');
    expect(requestLocale(new Headers({ referer: 'https://x.test/en-US/careers' }))).toBe('en-US');
  });

  it('is unknown otherwise', () => {
    expect(requestLocale(new Headers({ referer: 'https://x.test/' }))).toBeNull();
    expect(requestLocale(new Headers({ referer: 'not a url' }))).toBeNull();
    expect(requestLocale(new Headers({ 'content-language': 'de' }))).toBeNull();
    expect(requestLocale(new Headers())).toBeNull();
  });
});
