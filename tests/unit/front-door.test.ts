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
  it('lets only GET and HEAD reach a build file, however its path is spelled', () => {
    for (const method of ['GET', 'HEAD']) expect(refusal(method, '/_next/static/chunks/a.js')).toBeNull();
    for (const [method, target] of [
      ['POST', '/_next/static/chunks/a.js'],
      ['PUT', '/_next/static/media/f.woff2'],
      ['DELETE', '/_next/x/../static/chunks/a.js'],
      ['OPTIONS', '/_next/%73tatic/../static/chunks/a.js?v=1'],
      ['PATCH', 'http://evil.example/_next/static/chunks/a.js'],
    ] as const) {
      const answer = refusal(method, target);
      expect(answer?.status, `${method} ${target}`).toBe(405);
      expect(answer?.headers.Allow).toBe('GET, HEAD');
    }
    // Pages and the forms host keep every method Next takes.
    expect(refusal('POST', '/propulso/geo')).toBeNull();
    expect(refusal('POST', '/_next/static-not/a.js')).toBeNull();
  });

  it('refuses a method Next does not know with 405, naming those it does', () => {
    const answer = refusal('TRACE', '/en-US');
    expect(answer?.status).toBe(405);
    expect(answer?.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

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
