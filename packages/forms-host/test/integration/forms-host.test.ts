// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { CV_MAX_BYTES, HONEYPOT_FIELD } from '@polyfence/lead-contract';
import { hashAddress } from '../../src/http/clientAddress';
import { CAREER_BODY_LIMIT, CONTACT_BODY_LIMIT } from '../../src/http/limits';
import { pdfBytes } from '../support/pdf';
import { careerBody, contactBody, post } from '../support/payloads';
import { count, readDatabase, serverPerFile } from '../support/server';

const PARTNER = 'https://www.partner.test';
const server = serverPerFile(0, {
  FORMS_ALLOWED_ORIGINS: PARTNER,
  FORMS_RATE_LIMIT_PER_MINUTE: '100000',
  FORMS_RATE_LIMIT_BURST: '100000',
});
let geo: string;
let career: string;
beforeAll(() => {
  geo = `${server.url}/propulso/geo`;
  career = `${server.url}/propulso/career`;
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('201: a valid request is stored, then acknowledged with its id', () => {
  it('stores a contact request as sent, with the page locale and a hashed address', async () => {
    const response = await post(geo, contactBody({ name: 'Contact 201' }), {
      Referer: `${server.url}/fr/contact`,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(uuid);
    const row = readDatabase(server.dataDir, (db) =>
      db.prepare('SELECT * FROM contact_requests WHERE id = ?').get(id),
    ) as Record<string, string>;
    expect(row).toMatchObject({ ...contactBody({ name: 'Contact 201' }), locale: 'fr' });
    expect(Date.parse(row.received_at!)).toBeGreaterThan(Date.now() - 60_000);
    // The TCP peer (this test, on loopback), salted and hashed: never the address itself.
    const salt = fs.readFileSync(path.join(server.dataDir, 'address-salt'), 'utf8');
    expect([hashAddress('127.0.0.1', salt), hashAddress('::1', salt)]).toContain(row.client_hash);
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('stores an application with its CV byte for byte', async () => {
    const cv = pdfBytes(300_000);
    const response = await post(career, careerBody(cv, { name: 'Career 201' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = readDatabase(server.dataDir, (db) => ({
      row: db.prepare('SELECT name, job, cv_filename, cv_size FROM applications WHERE id = ?').get(id),
      bytes: db
        .prepare('SELECT bytes FROM application_cvs WHERE application_id = ?')
        .pluck()
        .get(id) as Buffer,
    }));
    expect(stored.row).toEqual({
      name: 'Career 201',
      job: 'full-stack-developer',
      cv_filename: 'CV Sam Roy.pdf',
      cv_size: 300_000,
    });
    expect(stored.bytes.equals(cv)).toBe(true);
  });

  it('takes a career body of exactly the limit: a 10 MB CV, base64, plus the fields', async () => {
    const body = JSON.stringify(careerBody(pdfBytes(CV_MAX_BYTES), { name: 'Largest CV' }));
    const padded = body.padEnd(CAREER_BODY_LIMIT, ' '); // JSON allows trailing spaces
    expect(Buffer.byteLength(padded)).toBe(CAREER_BODY_LIMIT);
    expect((await post(career, padded)).status).toBe(201);
  });
});

describe('400: a field-by-field error, nothing stored', () => {
  async function expect400(url: string, body: unknown, errors: Record<string, string[]>) {
    const table = url === geo ? 'contact_requests' : 'applications';
    const before = count(server.dataDir, table);
    const response = await post(url, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors });
    expect(count(server.dataDir, table)).toBe(before);
  }

  it('malformed JSON', async () => {
    await expect400(geo, '{"name": "Ana",', { body: ['invalid_json'] });
  });

  it('wrong types', async () => {
    await expect400(geo, contactBody({ name: 42, activity: ['retail'] }), {
      name: ['error_fields'],
      activity: ['error_fields'],
    });
    await expect400(geo, '["not", "an", "object"]', { body: ['expected_object'] });
  });

  it('missing fields, each named', async () => {
    await expect400(
      geo,
      { role: 'CEO' },
      {
        name: ['error_fields'],
        company_name: ['error_fields'],
        email: ['error_fields'],
        phone: ['error_fields'],
        activity: ['error_fields'],
      },
    );
    await expect400(
      career,
      {},
      {
        name: ['error_fields'],
        email: ['error_fields'],
        phone: ['error_fields'],
        job: ['error_fields'],
        files: ['error_fields'],
      },
    );
  });

  it('an unknown activity or job', async () => {
    await expect400(geo, contactBody({ activity: 'astronaut' }), { activity: ['error_fields'] });
    await expect400(career, careerBody(undefined, { job: 'astronaut' }), { job: ['error_fields'] });
  });

  it('a fake PDF: the right name, other bytes', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expect400(career, careerBody(png), { files: ['error_file_signature'] });
  });

  it('a CV named otherwise, or not base64', async () => {
    const body = careerBody();
    await expect400(
      career,
      { ...body, files: { ...body.files, filename: 'cv.exe' } },
      { files: ['error_file'] },
    );
    await expect400(
      career,
      { ...body, files: { ...body.files, content: `data:application/pdf;base64,${body.files.content}` } },
      {
        files: ['error_file_signature'],
      },
    );
  });
});

describe('413: one byte over the limit is refused unread', () => {
  it('a contact body one byte over', async () => {
    const body = JSON.stringify(contactBody()).padEnd(CONTACT_BODY_LIMIT + 1, ' ');
    const response = await post(geo, body);
    expect(response.status).toBe(413);
  });

  it('a career body one byte over: the 10 MB CV and its fields, plus one byte', async () => {
    const body = JSON.stringify(careerBody(pdfBytes(CV_MAX_BYTES))).padEnd(CAREER_BODY_LIMIT + 1, ' ');
    const before = count(server.dataDir, 'applications');
    expect((await post(career, body)).status).toBe(413);
    expect(count(server.dataDir, 'applications')).toBe(before);
  });

  it('a chunked body with no length, passing the limit', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > CAREER_BODY_LIMIT) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const before = count(server.dataDir, 'applications');
    const response = await fetch(career, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(count(server.dataDir, 'applications')).toBe(before);
  });
});

describe('415 and 405', () => {
  it('415 for a body that is not declared JSON in UTF-8', async () => {
    const body = JSON.stringify(contactBody());
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=iso-8859-1',
    ]) {
      const response = await post(geo, body, { 'Content-Type': type });
      expect(response.status, type).toBe(415);
    }
    expect((await post(geo, body, { 'Content-Type': 'application/json; charset=UTF-8' })).status).toBe(201);
  });

  it('405 with Allow for any other method', async () => {
    for (const url of [geo, career]) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
        const response = await fetch(url, { method });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      }
    }
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot like a success and keeps the request as spam, notifying nobody', async () => {
    const bot = await post(geo, contactBody({ [HONEYPOT_FIELD]: 'https://cheap-pills.example' }));
    const botCareer = await post(career, careerBody(undefined, { [HONEYPOT_FIELD]: 'x' }));
    for (const response of [bot, botCareer]) {
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(id).toMatch(uuid);
      // Kept, so that a person whose browser filled the trap can be let through.
      const work = readDatabase(server.dataDir, (db) =>
        db.prepare('SELECT status, spam_reasons FROM lead_work WHERE lead_id = ?').get(id),
      );
      expect(work).toEqual({ status: 'spam', spam_reasons: '["honeypot"]' });
      expect(
        readDatabase(server.dataDir, (db) => db.prepare('SELECT id FROM outbox WHERE lead_id = ?').all(id)),
      ).toEqual([]);
    }
  });

  it('stores a request whose honeypot came empty', async () => {
    const response = await post(geo, contactBody({ name: 'Human', [HONEYPOT_FIELD]: '' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(
      readDatabase(server.dataDir, (db) =>
        db.prepare('SELECT name FROM contact_requests WHERE id = ?').pluck().get(id),
      ),
    ).toBe('Human');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(geo, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('grants the preflight of an allowed origin', async () => {
    const response = await preflight(PARTNER);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });

  it('refuses the preflight of any other origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an allowed origin read its answer, refuses and stores nothing for another', async () => {
    const allowed = await post(geo, contactBody({ name: 'From partner' }), { Origin: PARTNER });
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);

    const before = count(server.dataDir, 'contact_requests');
    const refused = await post(geo, contactBody({ name: 'From evil' }), { Origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(count(server.dataDir, 'contact_requests')).toBe(before);
  });

  it("always allows the host's own origin", async () => {
    const response = await post(geo, contactBody({ name: 'Same origin' }), { Origin: server.url });
    expect(response.status).toBe(201);
  });
});
