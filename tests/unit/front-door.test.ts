// @vitest-environment node
import { isFormsRequest, originFormTarget, refusal } from '@/lib/security/frontDoor';

describe('originFormTarget', () => {
  it('keeps an ordinary path and query', () => {
    expect(originFormTarget('/fr/contact?x=1')).toBe('/fr/contact?x=1');
    expect(originFormTarget('/')).toBe('/');
  });

  it('answers an absolute-form target for this site, by its path alone', () => {
    expect(originFormTarget('http://evil.example/')).toBe('/');
    expect(originFormTarget('https://evil.example/propulso/geo?a=b')).toBe('/propulso/geo?a=b');
  });

  it('resolves dot segments, escaped or not, and reads a backslash as a slash', () => {
    expect(originFormTarget('/x/../propulso/career')).toBe('/propulso/career');
    expect(originFormTarget('/en-US/../propulso/geo')).toBe('/propulso/geo');
    expect(originFormTarget('/propulso/./geo')).toBe('/propulso/geo');
    expect(originFormTarget('/_next/../optin/subscribe/post-json?c=cb')).toBe(
      '/optin/subscribe/post-json?c=cb',
    );
    expect(originFormTarget('/x/%2e%2E/propulso/geo')).toBe('/propulso/geo');
    expect(originFormTarget('/x\\..\\propulso\\geo')).toBe('/propulso/geo');
  });

  it('keeps a path that starts with two slashes a path, not a host', () => {
    expect(originFormTarget('//evil.example/x')).toBe('//evil.example/x');
  });

  it('names no path for *, another scheme or garbage', () => {
    expect(originFormTarget('*')).toBeNull();
    expect(originFormTarget('ftp://evil.example/')).toBeNull();
    expect(originFormTarget('evil.example')).toBeNull();
    expect(originFormTarget('')).toBeNull();
  });
});

describe('refusal', () => {
  it('refuses a target that names no path with 400', () => {
    expect(refusal('GET', '*')?.status).toBe(400);
    expect(refusal('OPTIONS', 'ftp://x/')?.status).toBe(400);
    expect(refusal('GET', 'http://evil.example/')).toBeNull();
  });
});

describe('isFormsRequest', () => {
  it("counts every spelling of the forms host's routes", () => {
    for (const target of [
      '/propulso/geo',
      '/propulso/career',
      '/optin/subscribe/post-json?c=cb',
      '//propulso/geo',
      '/PROPULSO/geo',
      '/%70ropulso/geo',
      '/propulso%2fgeo',
      '/propulso',
    ])
      expect(isFormsRequest(target), target).toBe(true);
  });

  it('leaves pages and assets out', () => {
    for (const target of ['/', '/fr/contact', '/propulsor', '/en-US/propulso/geo', '/_next/static/x.js'])
      expect(isFormsRequest(target), target).toBe(false);
  });
});

describe('refusal of repeated slashes', () => {
  it('redirects to the path with single slashes, on this site, with the security headers', () => {
    const answer = refusal('GET', '//evil.example/en-US?x=//y&z=?');
    expect(answer?.status).toBe(308);
    expect(answer?.headers.Location).toBe('/evil.example/en-US?x=//y&z=?');
    expect(answer?.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(refusal('POST', '/propulso//geo')?.headers.Location).toBe('/propulso/geo');
  });
});
