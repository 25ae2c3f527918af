// @vitest-environment node
import { contactBody, post } from '../support/payloads';
import { startReceiver } from '../support/receivers';
import Database from 'better-sqlite3';
import path from 'node:path';
import { newDataDir, startServer, testPort, type FormsServer } from '../support/server';

// GET /metrics behind METRICS_TOKEN, moving with posts, refusals and deliveries.
const TOKEN = 'a-metrics-token-of-some-length';
let server: FormsServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startServer({
    port: testPort(52),
    dataDir: newDataDir(),
    env: {
      METRICS_TOKEN: TOKEN,
      FORMS_RATE_LIMIT_PER_MINUTE: '1',
      FORMS_RATE_LIMIT_BURST: '3',
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 3).toString('base64')}`,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

const scrape = async (token = TOKEN) => {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
};
/** A sample's value in Prometheus text, 0 when absent. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

describe('metrics', () => {
  it('answer only the token: 401 without it or with another', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await scrape('not-the-token-at-all-no')).status).toBe(401);
    expect((await scrape()).status).toBe(200);
  });

  it('move with leads stored, refusals by the limiter and bad input, and deliveries', async () => {
    const before = (await scrape()).text;
    expect((await post(`${server.url}/propulso/geo`, contactBody())).status).toBe(201);
    expect((await post(`${server.url}/propulso/geo`, contactBody({ activity: 'nope' }))).status).toBe(400);
    // A filled honeypot is thanked like a lead but stores nothing: not counted.
    expect((await post(`${server.url}/propulso/geo`, contactBody({ website_url: 'x' }))).status).toBe(201);
    expect((await post(`${server.url}/propulso/geo`, contactBody())).status).toBe(429);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);

    const after = (await scrape()).text;
    const moved = (line: string) => sample(after, line) - sample(before, line);
    expect(moved('forms_leads_received_total{kind="contact"}')).toBe(1);
    expect(moved('forms_requests_refused_total{reason="invalid"}')).toBe(1);
    expect(moved('forms_requests_refused_total{reason="rate_limited"}')).toBe(1);
    expect(moved('outbox_deliveries_total{channel="webhook",outcome="delivered"}')).toBe(1);
    expect(sample(after, 'outbox_pending')).toBe(0);
    expect(sample(after, 'outbox_oldest_pending_seconds')).toBe(0);
    expect(after).toMatch(/^forms_request_duration_seconds_count\{route="contact"\} [1-9]/m);
    // Due a business day later: not overdue yet; once its time has passed (set by hand), it is.
    expect(sample(after, 'leads_overdue')).toBe(0);
    const db = new Database(path.join(server.dataDir, 'leads.sqlite'));
    db.prepare("UPDATE lead_work SET due_at = '2026-01-01T00:00:00.000Z'").run();
    db.close();
    expect(sample((await scrape()).text, 'leads_overdue')).toBe(1);
    // Counts and durations only: nothing a visitor typed.
    // The phone as typed: a bare 514 can be the digits of a duration's sum.
    expect(after).not.toMatch(/Ana|Tremblay|example\.test|514 555/);
  });
});
