// @vitest-environment node
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { contactBody, post } from '../support/payloads';
import { serverPerFile } from '../support/server';

const server = serverPerFile(8);

// Unique, and short enough for every field (a phone takes 30 characters).
const marker = (field: string) => `marker-${field}-${randomBytes(4).toString('hex')}`;

/** Runs `sql` on the server's database from another connection, as an operator would. */
function exec(sql: string): void {
  const db = new Database(path.join(server.dataDir, 'leads.sqlite'));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

describe('the log', () => {
  it('is one JSON object a line; a failed save carries its request id and none of what was typed', async () => {
    const sent = contactBody({
      name: marker('name'),
      company_name: marker('company'),
      email: `${marker('email')}@example.test`,
      phone: marker('phone'),
      role: marker('role'),
    });
    // The database refuses the row with an error quoting every value: the log must not.
    exec(`CREATE TRIGGER refuse_markers BEFORE INSERT ON contact_requests BEGIN
            SELECT RAISE(ABORT, 'refused ' || NEW.name || NEW.company_name || NEW.email || NEW.phone || NEW.role);
          END;`);
    const before = server.output().length;
    const requestId = `test-${process.pid}.1`;
    const response = await post(`${server.url}/propulso/geo`, sent, { 'X-Request-Id': requestId });
    exec('DROP TRIGGER refuse_markers');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ errors: { body: ['not_stored'] } });
    expect(response.headers.get('X-Request-Id')).toBe(requestId);

    const output = server.output();
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const records = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    for (const record of records) {
      expect(record).toMatchObject({ level: expect.any(String), msg: expect.any(String) });
      expect(new Date(record.time as string).toISOString()).toBe(record.time);
    }
    const failures = output
      .slice(before)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failures).toEqual([
      expect.objectContaining({
        level: 'error',
        name: 'forms-host',
        msg: 'could not store a request',
        reqId: requestId,
        // The class as it comes back from the store's thread.
        err: { type: expect.stringMatching(/^\w+$/), code: 'SQLITE_CONSTRAINT_TRIGGER' },
      }),
    ]);
    for (const value of Object.values(sent))
      if (value.startsWith('marker-')) expect(output).not.toContain(value);
    expect(output).not.toMatch(/marker-|refused|\n\s+at /);
  });

  it('gives a request that brings no id a new one, in its answer', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
