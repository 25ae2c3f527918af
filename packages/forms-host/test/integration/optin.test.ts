// @vitest-environment node
import { count, readDatabase, serverPerFile } from '../support/server';

const server = serverPerFile(3);

const subscribe = (query: string, init?: RequestInit) =>
  fetch(`${server.url}/optin/subscribe/post-json?u=local&id=local&${query}`, init);

describe('JSONP opt-in', () => {
  it('calls the callback as JavaScript and stores the address with its source', async () => {
    const response = await subscribe('EMAIL=lea%40example.test&SIGNUP=homepage&c=__jsonp_abc_1', {
      headers: { Referer: `${server.url}/fr` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('/**/__jsonp_abc_1({"result":"success","msg":"subscribed"});\n');
    expect(
      readDatabase(server.dataDir, (db) =>
        db.prepare('SELECT email, signup_source, locale FROM subscriptions').all(),
      ),
    ).toEqual([{ email: 'lea@example.test', signup_source: 'homepage', locale: 'fr' }]);
  });

  it('answers a repeat the same way and keeps one row', async () => {
    const again = await subscribe('EMAIL=LEA%40example.test&SIGNUP=website&c=cb2');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('/**/cb2({"result":"success","msg":"subscribed"});\n');
    expect(count(server.dataDir, 'subscriptions')).toBe(1);
  });

  it('refuses a callback that is not a plain identifier, never echoing it', async () => {
    for (const c of ['alert(1)//', '<script>', 'a.b', '1abc', 'x'.repeat(65), '']) {
      const response = await subscribe(`EMAIL=x%40example.test&c=${encodeURIComponent(c)}`);
      expect(response.status, c).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).not.toContain(c || '\u0000');
    }
    expect((await subscribe('EMAIL=x%40example.test')).status).toBe(400);
  });

  it('refuses an invalid address without calling the callback', async () => {
    const response = await subscribe('EMAIL=not-an-email&c=cb');
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('cb(');
    expect(count(server.dataDir, 'subscriptions')).toBe(1);
  });

  it('answers 405 to methods that are not GET, a HEAD included (it must not subscribe)', async () => {
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE']) {
      const response = await subscribe('EMAIL=head%40example.test&c=cb', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, OPTIONS');
    }
    expect(count(server.dataDir, 'subscriptions')).toBe(1);
  });
});
