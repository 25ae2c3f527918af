// @vitest-environment node
import { pdfBytes } from '../support/pdf';
import { careerBody, contactBody, post } from '../support/payloads';
import { newDataDir, readDatabase, startServer, testPort, type FormsServer } from '../support/server';

// Every post admitted at once: these tests are about what the store keeps, not about shedding load.
const generous = {
  FORMS_RATE_LIMIT_PER_MINUTE: '100000',
  FORMS_RATE_LIMIT_BURST: '100000',
  FORMS_MAX_IN_FLIGHT: '1000',
};
const dataDir = newDataDir();
let server: FormsServer | undefined;
afterAll(async () => {
  await server?.stop();
});

const cvs = new Map<string, Buffer>();

describe('no lead lost', () => {
  it('stores 200 concurrent posts, each exactly once', async () => {
    server = await startServer({ port: testPort(2), dataDir, env: generous });
    const url = server.url;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        if (i % 4 !== 0) return post(`${url}/propulso/geo`, contactBody({ name: `Concurrent ${i}` }));
        const cv = pdfBytes(20_000 + i);
        cvs.set(`Concurrent ${i}`, cv);
        return post(`${url}/propulso/career`, careerBody(cv, { name: `Concurrent ${i}` }));
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(200);

    const names = readDatabase(dataDir, (db) =>
      db.prepare('SELECT name FROM contact_requests UNION ALL SELECT name FROM applications').pluck().all(),
    ) as string[];
    expect(names.sort()).toEqual(Array.from({ length: 200 }, (_, i) => `Concurrent ${i}`).sort());
  });

  it('keeps every acknowledged row and CV when the server is killed and started again', async () => {
    // SIGKILL: no shutdown code runs; what was acknowledged must already be on disk.
    await server?.stop('SIGKILL');
    server = await startServer({ port: testPort(2), dataDir, env: generous });

    const stored = readDatabase(dataDir, (db) => ({
      contacts: db.prepare('SELECT count(*) FROM contact_requests').pluck().get(),
      cvs: db
        .prepare(
          'SELECT a.name, c.bytes FROM applications a JOIN application_cvs c ON c.application_id = a.id',
        )
        .all() as { name: string; bytes: Buffer }[],
    }));
    expect(stored.contacts).toBe(150);
    expect(stored.cvs).toHaveLength(50);
    for (const { name, bytes } of stored.cvs) expect(bytes.equals(cvs.get(name)!), name).toBe(true);

    expect((await post(`${server.url}/propulso/geo`, contactBody({ name: 'After restart' }))).status).toBe(
      201,
    );
  });
});
