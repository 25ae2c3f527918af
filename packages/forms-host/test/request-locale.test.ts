// @vitest-environment node
import { requestLocale } from '../src/http/requestLocale';

const LOCALES = ['en-US', 'fr'];

describe('requestLocale', () => {
  it('takes a declared Content-Language first', () => {
    expect(
      requestLocale(
        new Headers({ 'content-language': 'fr-CA', referer: 'https://x.test/en-US/contact' }),
        LOCALES,
      ),
    ).toBe('fr');
  });

  it('else reads the locale of the page the form was on', () => {
    expect(requestLocale(new Headers({ referer: 'https://x.test/fr/carrieres' }), LOCALES)).toBe('fr');
    expect(requestLocale(new Headers({ referer: 'https://x.test/en-US/careers' }), LOCALES)).toBe('en-US');
  });

  it('is unknown otherwise', () => {
    expect(requestLocale(new Headers({ referer: 'https://x.test/' }), LOCALES)).toBeNull();
    expect(requestLocale(new Headers({ referer: 'not a url' }), LOCALES)).toBeNull();
    expect(requestLocale(new Headers({ 'content-language': 'de' }), LOCALES)).toBeNull();
    expect(requestLocale(new Headers(), LOCALES)).toBeNull();
  });
});
