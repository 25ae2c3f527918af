// @vitest-environment node
import { contactBody, post } from '../support/payloads';
import { count, newDataDir, startServer, testPort, type FormsServer } from '../support/server';

let server: FormsServer;
beforeAll(async () => {
  server = await startServer({
    port: testPort(1),
    dataDir: newDataDir(),
    env: { FORMS_RATE_LIMIT_PER_MINUTE: '1', FORMS_RATE_LIMIT_BURST: '3' },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('429 past the per-address rate limit', () => {
  it('lets a burst through, then refuses with Retry-After, whatever x-forwarded-for claims', async () => {
    const geo = `${server.url}/propulso/geo`;
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post(geo, contactBody({ name: `Burst ${i}` }))).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refused = await post(geo, contactBody({ name: 'One too many' }));
    expect(refused.status).toBe(429);
    // One a minute: the next one comes within 60 s.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // No trusted proxy: an address written by the client itself changes nothing.
    const spoofed = await post(geo, contactBody({ name: 'Spoofed' }), { 'X-Forwarded-For': '198.51.100.23' });
    expect(spoofed.status).toBe(429);
    expect(count(server.dataDir, 'contact_requests')).toBe(3);

    // One bucket for the forms: the other form is limited too.
    expect((await post(`${server.url}/propulso/career`, {})).status).toBe(429);
    // The opt-in, which any page may load as a script, has a bucket of its own: it spends
    // nothing of the forms' and they nothing of its.
    const optin = (i: number) =>
      fetch(`${server.url}/optin/subscribe/post-json?EMAIL=a${i}%40example.test&c=cb`);
    const optins = [];
    for (let i = 0; i < 4; i += 1) optins.push(await optin(i));
    expect(optins.map((response) => response.status)).toEqual([200, 200, 200, 429]);
    expect(optins[3]!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(count(server.dataDir, 'subscriptions')).toBe(3);
  });
});

describe('the limit survives a restart', () => {
  it('is still 429 after a stop (SIGTERM) and after a crash (SIGKILL) on the same data folder', async () => {
    await server.stop();
    // One per 10 minutes: no window ends while the server restarts twice.
    const options = {
      port: testPort(1),
      dataDir: newDataDir(),
      env: { FORMS_RATE_LIMIT_PER_MINUTE: '0.1', FORMS_RATE_LIMIT_BURST: '1' },
    };
    server = await startServer(options);
    const geo = () => `${server.url}/propulso/geo`;
    expect((await post(geo(), contactBody({ name: 'Before restarts' }))).status).toBe(201);
    expect((await post(geo(), contactBody({ name: 'Refused' }))).status).toBe(429);

    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      await server.stop(signal);
      server = await startServer(options);
      const refused = await post(geo(), contactBody({ name: `After ${signal}` }));
      expect(refused.status, server.output()).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
    expect(count(options.dataDir, 'contact_requests')).toBe(1);
  });
});
