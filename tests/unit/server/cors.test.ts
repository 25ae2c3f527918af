// @vitest-environment node
import { originAllowed, preflight } from '@/lib/server/cors';

const url = 'http://forms.example.test/propulso/geo';
const allowed = ['https://www.example.test'];

const options = (origin?: string) =>
  new Request(url, {
    method: 'OPTIONS',
    headers: { ...(origin ? { Origin: origin } : {}), 'Access-Control-Request-Method': 'POST' },
  });

describe('originAllowed', () => {
  it('allows calls without Origin, the host itself and the configured origins only', () => {
    expect(originAllowed(null, url, allowed)).toBe(true);
    expect(originAllowed('http://forms.example.test', url, allowed)).toBe(true);
    expect(originAllowed('https://www.example.test', url, allowed)).toBe(true);
    expect(originAllowed('https://evil.example', url, allowed)).toBe(false);
    expect(originAllowed('null', url, allowed)).toBe(false);
    // Same host, other scheme: another origin.
    expect(originAllowed('http://www.example.test', url, allowed)).toBe(false);
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
