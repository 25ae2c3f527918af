// @vitest-environment node
import path from 'node:path';
import { contactBody, post } from '../support/payloads';
import { startSmtpServer } from '../support/receivers';
import { newDataDir, readDatabase, startServer, testPort, tsx, type FormsServer } from '../support/server';

// A notification that cannot be built (a bug, not a mail server's bad day) is said once at
// error level, counted apart in /metrics, and kept for a fixed version to deliver.
const TOKEN = 'a-metrics-token-of-some-length';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: FormsServer;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = newDataDir();
  server = await startServer({
    port: testPort(58),
    dataDir,
    command: (port) => ({
      args: [
        tsx,
        '--conditions=react-server',
        path.join(__dirname, '../support/serve.ts'),
        String(port),
        '--notification-bug',
      ],
      env: {},
    }),
    env: {
      METRICS_TOKEN: TOKEN,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: 'team@example.com',
      LEADS_NOTIFY_FROM: 'site@example.com',
      LEADS_ACKNOWLEDGE: 'off',
      LEADS_RETRY_FIRST_DELAY_SECONDS: '0.2',
      FORMS_PROOF_OF_WORK: 'off',
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const attempts = () =>
  readDatabase(dataDir, (db) =>
    db.prepare("SELECT status, attempts FROM outbox WHERE channel = 'email'").get(),
  ) as { status: string; attempts: number } | undefined;

describe('a notification that fails on a programming error', () => {
  it('is logged once at error level (class, channel, kind, no value), counted in /metrics, and kept pending', async () => {
    expect((await post(`${server.url}/propulso/geo`, contactBody())).status).toBe(201);
    await expect
      .poll(() => attempts()?.attempts ?? 0, { timeout: 20_000, interval: 200 })
      .toBeGreaterThanOrEqual(3);
    expect(attempts()?.status).toBe('pending');
    expect(smtp.messages).toHaveLength(0);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const reports = lines.filter((line) => String(line.msg).includes('programming error'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      level: 'error',
      error: 'TypeError',
      channel: 'email',
      leadKind: 'contact',
    });
    // Nothing the visitor typed, in that line or any other.
    expect(server.output()).not.toMatch(/Ana|Tremblay|ana@example|Boulangerie/);

    const metrics = await (
      await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    const line = metrics
      .split('\n')
      .find((l) => l.startsWith('outbox_programming_errors_total{channel="email"} '));
    expect(Number(line?.split(' ').pop())).toBeGreaterThanOrEqual(3);
  });
});
