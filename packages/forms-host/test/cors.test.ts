// @vitest-environment node
import { originAllowed, ownHosts, preflight } from '../src/http/origin';

const url = 'http://forms.example.test/propulso/geo';
const allowed = ['https://www.example.test'];

const options = (origin?: string) =>
  new Request(url, {
    method: 'OPTIONS',
    headers: { ...(origin ? { Origin: origin } : {}), 'Access-Control-Request-Method': 'POST' },
  });

const hosts = ['forms.example.test'];

describe('originAllowed', () => {
  it('allows calls without Origin, the host itself and the configured origins only', () => {
    expect(originAllowed(null, hosts, allowed)).toBe(true);
    expect(originAllowed('http://forms.example.test', hosts, allowed)).toBe(true);
    // The host's own pages, served over TLS by a proxy in front.
    expect(originAllowed('https://forms.example.test', hosts, allowed)).toBe(true);
    expect(originAllowed('https://www.example.test', hosts, allowed)).toBe(true);
    expect(originAllowed('https://evil.example', hosts, allowed)).toBe(false);
    expect(originAllowed('https://forms.example.test.evil.example', hosts, allowed)).toBe(false);
    expect(originAllowed('null', hosts, allowed)).toBe(false);
    // A configured origin is one scheme only.
    expect(originAllowed('http://www.example.test', hosts, allowed)).toBe(false);
  });
});

describe('ownHosts', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/propulso/geo', { method: 'POST', headers });

  it('is the name the visitor used, not the one the server listens on', () => {
    expect(ownHosts(request({ host: '127.0.0.1:3000' }), 0)).toEqual(['127.0.0.1:3000']);
    expect(ownHosts(request({ host: 'WWW.Example.test' }), 0)).toEqual(['www.example.test']);
    expect(ownHosts(request({ host: '[::1]:3000' }), 0)).toEqual(['[::1]:3000']);
  });

  it('believes X-Forwarded-Host only behind a trusted proxy, and never a malformed host', () => {
    const proxied = request({ host: '10.0.0.5:3000', 'x-forwarded-host': 'www.example.test' });
    expect(ownHosts(proxied, 0)).toEqual(['10.0.0.5:3000']);
    expect(ownHosts(proxied, 1)).toEqual(['10.0.0.5:3000', 'www.example.test']);
    expect(ownHosts(request({ host: 'evil.example/path@x' }), 0)).toEqual(['localhost:3000']);
  });
});

describe('preflight', () => {
  it('grants an allowed origin a JSON POST', () => {
    const response = preflight(options('https://www.example.test'), allowed, ['POST']);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.example.test');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('refuses any other origin with no CORS header', () => {
    const response = preflight(options('https://evil.example'), allowed, ['POST']);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
