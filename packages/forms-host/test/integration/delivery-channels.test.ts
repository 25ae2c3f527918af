// @vitest-environment node
// The two notification channels against real peers on loopback: an SMTP server (smtp-server, the
// messages read back with mailparser) and a plain HTTP receiver. No Next server is needed.
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import { NOTIFICATION } from '../support/labels';
import { configuredChannels } from '../../src/outbox/channels';
import { emailChannel } from '../../src/outbox/email';
import type { LeadNotice } from '../../src/outbox/notice';
import { webhookChannel } from '../../src/outbox/webhook';
import { parseServerEnv } from '../../src/env';

const portOf = (server: { address(): string | AddressInfo | null }) => (server.address() as AddressInfo).port;

/** A port nothing listens on: bound once by the system, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const CV_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0, 1, 2, 253, 254, 255]),
  Buffer.from('\n%%EOF\n'),
]);

const contact: LeadNotice = {
  kind: 'contact',
  id: '6f1c2a9e-3b7d-4c52-9a0e-1d2f3a4b5c6d',
  receivedAt: '2026-11-23T17:40:12.345Z',
  locale: 'fr',
  fields: {
    name: 'Ana Tremblay',
    company_name: 'Boulangerie Côté',
    email: 'ana@example.test',
    phone: '+1 514 555 0100',
    activity: 'retail',
    role: 'Owner',
  },
};

const career: LeadNotice = {
  kind: 'career',
  id: '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e',
  receivedAt: '2026-11-23T18:01:00.000Z',
  locale: 'en-US',
  fields: { name: 'Sam Roy', email: 'sam@example.test', phone: '514-555-0199', job: 'full-stack-developer' },
  cv: {
    filename: '../Sam Roy\r\n<CV>.pdf',
    type: 'application/pdf',
    size: CV_BYTES.length,
    sha256: createHash('sha256').update(CV_BYTES).digest('hex'),
    kept: true,
    bytes: CV_BYTES,
  },
};

const optin: LeadNotice = {
  kind: 'optin',
  id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  receivedAt: '2026-11-23T18:05:00.000Z',
  locale: null,
  fields: { EMAIL: 'lea@example.test', SIGNUP: 'homepage' },
};

describe('email channel', () => {
  interface Received {
    mail: ParsedMail;
    raw: string;
    rcptTo: string[];
    user?: string;
    pass?: string;
  }
  const received: Received[] = [];
  let smtp: SMTPServer;
  let smtpUrl: string;
  // Percent-encoded in the URL: the channel must decode them before it logs in.
  const user = 'leads@example.test';
  const pass = 'p:ss/w@rd';

  beforeAll(async () => {
    let login: { user?: string; pass?: string } = {};
    smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        login = { user: auth.username ?? undefined, pass: auth.password ?? undefined };
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then((mail) => {
            received.push({
              mail,
              raw: raw.toString('latin1'),
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
              ...login,
            });
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${portOf(smtp.server)}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  const replyTo = (mail: ParsedMail) => mail.replyTo?.value.map((a) => a.address);
  const channel = (locale = 'en-US') =>
    emailChannel({
      smtpUrl,
      from: 'site@example.test',
      to: ['team@example.test', 'sales@example.test'],
      notification: NOTIFICATION,
      locale,
      timeZone: 'America/Toronto',
    });

  it('sends a contact request to every recipient, replying to the visitor, with its fields', async () => {
    await channel().send(contact, 'delivery-1');
    expect(received).toHaveLength(1);
    const [{ mail, rcptTo, ...login }] = received as [Received];
    expect(login).toMatchObject({ user, pass });
    expect(rcptTo).toEqual(['team@example.test', 'sales@example.test']);
    expect(mail.from?.text).toBe('site@example.test');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value.map((a) => a.address)).toEqual([
      'team@example.test',
      'sales@example.test',
    ]);
    expect(replyTo(mail)).toEqual(['ana@example.test']);
    expect(mail.subject).toBe('New contact request: Ana Tremblay (Boulangerie Côté)');
    expect(mail.messageId).toBe('<delivery-1@example.test>');
    expect(mail.headers.get('x-lead-id')).toBe(contact.id);
    for (const value of [
      'Ana Tremblay',
      'Boulangerie Côté',
      'ana@example.test',
      '+1 514 555 0100',
      'Owner',
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    // The activity by its label, the time in the team's zone, the page's language by name.
    expect(mail.text).toContain('Activity: Retail');
    expect(mail.text).toContain('Received: Monday, November 23, 2026 at 12:40 PM EST');
    expect(mail.text).toContain('Page language: French');
    expect(mail.attachments).toHaveLength(0);
  });

  it('writes the whole message in the language of LEADS_NOTIFY_LOCALE, labels, options and times', async () => {
    await channel('fr').send(contact, 'delivery-fr');
    const { mail } = received[0]!;
    expect(mail.subject).toBe('Nouvelle demande d’appel : Ana Tremblay (Boulangerie Côté)');
    expect(mail.text).toMatch(/^Nouvelle demande d’appel\n/);
    expect(mail.text).toContain('Type d’activité : Commerce de détail');
    expect(mail.text).toContain('Reçu le : lundi 23\u00a0novembre 2026 à 12\u00a0h\u00a040 (HNE)');
    expect(mail.text).toContain('Page language : français');
    expect(mail.text).not.toMatch(/Retail|Activity|EST/);
    expect(mail.html).toContain('Commerce de détail');
  });

  it('escapes a hostile name in the HTML part', async () => {
    const name = '<img src=x onerror=alert(1)>';
    await channel().send(
      { ...contact, fields: { ...contact.fields, name, role: '"><script>x()</script>' } },
      'd-2',
    );
    const { mail } = received[0]!;
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(mail.html).not.toMatch(/<img|<script/i);
    expect(mail.text).toContain(name);
  });

  it('keeps a line break in a name or an email from adding a header', async () => {
    await channel().send(
      {
        ...contact,
        fields: {
          ...contact.fields,
          name: 'Ana\r\nBcc: victim@example.test\r\nX-Injected: 1',
          email: 'ana@example.test\r\nBcc: other@example.test',
        },
      },
      'd-3',
    );
    const { mail, raw, rcptTo } = received[0]!;
    expect(rcptTo).toEqual(['team@example.test', 'sales@example.test']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(raw).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail.subject).toBe(
      'New contact request: Ana Bcc: victim@example.test X-Injected: 1 (Boulangerie Côté)',
    );
    // Not one plain address: the team answers by hand rather than to a list the visitor chose.
    expect(mail.replyTo).toBeUndefined();
  });

  it('attaches an application’s CV byte for byte under a safe name', async () => {
    await channel().send(career, 'd-4');
    const { mail } = received[0]!;
    expect(mail.subject).toBe('New application: Sam Roy — Full-stack developer');
    expect(replyTo(mail)).toEqual(['sam@example.test']);
    expect(mail.text).toContain('Position: Full-stack developer');
    expect(mail.text).toMatch(/CV: Sam Roy CV\.pdf \(\d+ kB, attached\)/);
    expect(mail.attachments).toHaveLength(1);
    const [cv] = mail.attachments;
    expect(cv!.contentType).toBe('application/pdf');
    expect(cv!.filename).toBe('Sam Roy CV.pdf');
    expect(Buffer.compare(cv!.content, CV_BYTES)).toBe(0);
  });

  it('attaches nothing for a CV whose bytes were not kept (spam past its budget, let through), and says so', async () => {
    const notKept = { ...career, cv: { ...career.cv!, kept: false, bytes: undefined } };
    await channel().send(notKept, 'd-4b');
    await channel('fr').send(notKept, 'd-4c');
    const [en, fr] = received.map(({ mail }) => mail);
    for (const mail of [en!, fr!]) {
      expect(mail.attachments).toHaveLength(0);
      expect(mail.html).not.toContain('attached');
    }
    expect(en!.text).toMatch(
      /CV: Sam Roy CV\.pdf \(\d+ kB\), not kept: it arrived as spam when spam CVs had filled their space/,
    );
    expect(fr!.text).toMatch(
      /CV : Sam Roy CV\.pdf \(\d+\sko\), non conservé\u00a0: reçu comme pourriel alors que les CV des pourriels avaient rempli leur espace/,
    );
  });

  it('names a CV without a usable file name after the application', async () => {
    await channel().send({ ...career, cv: { ...career.cv!, filename: '.pdf' } }, 'd-5');
    expect(received[0]!.mail.attachments[0]!.filename).toBe(`cv-${career.id}.pdf`);
  });

  it('sends a newsletter sign-up, replying to the subscriber', async () => {
    await channel().send(optin, 'd-6');
    const { mail } = received[0]!;
    expect(mail.subject).toBe('New newsletter sign-up: lea@example.test');
    expect(replyTo(mail)).toEqual(['lea@example.test']);
    expect(mail.text).toContain('Source: homepage');
    expect(mail.text).toContain('Page language: —');
  });

  it('rejects, without personal values, when the mail server is down', async () => {
    const port = await closedPort();
    const down = emailChannel({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'site@example.test',
      to: ['t@example.test'],
      notification: NOTIFICATION,
      locale: 'en-US',
      timeZone: 'UTC',
    });
    const error = await down.send(contact, 'd-7').then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^email not sent: E[A-Z]+ on CONN$/);
    expect(error?.message).not.toContain('Ana');
  });

  it('rejects within its timeout when the mail server accepts but never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const hanging = emailChannel({
        smtpUrl: `smtp://127.0.0.1:${portOf(silent)}`,
        from: 'site@example.test',
        to: ['t@example.test'],
        timeoutMs: 1_000,
        notification: NOTIFICATION,
        locale: 'en-US',
        timeZone: 'UTC',
      });
      const started = Date.now();
      await expect(hanging.send(contact, 'd-8')).rejects.toThrow(/^email not sent/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });
});

describe('webhook channel', () => {
  const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
  interface Hit {
    headers: IncomingHttpHeaders;
    body: string;
  }
  const hits: Hit[] = [];
  let status = 204;
  let receiver: Server;
  let url: string;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        hits.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (status === 302) response.writeHead(302, { Location: '/elsewhere' }).end();
        else response.writeHead(status).end('Ana Tremblay was here');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${portOf(receiver)}/hooks/leads`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  beforeEach(() => {
    hits.length = 0;
    status = 204;
  });

  const headersOf = (hit: Hit) => hit.headers as Record<string, string>;

  it('posts a signed contact request in the documented shape', async () => {
    await webhookChannel({ url, secret }).send(contact, 'delivery-1');
    expect(hits).toHaveLength(1);
    const [hit] = hits as [Hit];
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['webhook-id']).toBe('delivery-1');
    expect(Math.abs(Number(hit.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(hit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(hit.body, headersOf(hit))).toEqual({
      type: 'lead.contact',
      timestamp: '2026-11-23T17:40:12.345Z',
      data: {
        id: contact.id,
        received_at: '2026-11-23T17:40:12.345Z',
        locale: 'fr',
        // The fields under their form names, option values untranslated.
        ...contact.fields,
      },
    });
  });

  it('describes an application’s CV without sending it', async () => {
    await webhookChannel({ url, secret }).send(career, 'delivery-2');
    const body = new Webhook(secret).verify(hits[0]!.body, headersOf(hits[0]!)) as {
      type: string;
      data: object;
    };
    expect(body.type).toBe('lead.career');
    expect(body.data).toEqual({
      id: career.id,
      received_at: career.receivedAt,
      locale: 'en-US',
      name: 'Sam Roy',
      email: 'sam@example.test',
      phone: '514-555-0199',
      job: 'full-stack-developer',
      cv: {
        filename: career.cv!.filename,
        type: 'application/pdf',
        size: CV_BYTES.length,
        sha256: career.cv!.sha256,
      },
    });
    expect(hits[0]!.body).not.toContain(CV_BYTES.toString('base64'));
  });

  it('posts a sign-up with a null locale', async () => {
    await webhookChannel({ url, secret }).send(optin, 'delivery-3');
    expect(JSON.parse(hits[0]!.body)).toEqual({
      type: 'lead.optin',
      timestamp: optin.receivedAt,
      data: {
        id: optin.id,
        received_at: optin.receivedAt,
        locale: null,
        EMAIL: 'lea@example.test',
        SIGNUP: 'homepage',
      },
    });
  });

  it('sends the same webhook-id and body on a retry of the same delivery', async () => {
    const channel = webhookChannel({ url, secret });
    await channel.send(contact, 'delivery-4');
    await channel.send(contact, 'delivery-4');
    expect(hits.map((hit) => hit.headers['webhook-id'])).toEqual(['delivery-4', 'delivery-4']);
    expect(hits[1]!.body).toBe(hits[0]!.body);
    for (const hit of hits) expect(() => new Webhook(secret).verify(hit.body, headersOf(hit))).not.toThrow();
  });

  it('fails verification with another secret', async () => {
    await webhookChannel({ url, secret }).send(contact, 'delivery-5');
    const other = `whsec_${Buffer.from('another secret of 24+ bytes!!').toString('base64')}`;
    expect(() => new Webhook(other).verify(hits[0]!.body, headersOf(hits[0]!))).toThrow();
  });

  it('rejects an answer other than 2xx with its status only', async () => {
    status = 500;
    await expect(webhookChannel({ url, secret }).send(contact, 'd')).rejects.toThrow(
      /^webhook not delivered: HTTP 500$/,
    );
    status = 302;
    await expect(webhookChannel({ url, secret }).send(contact, 'd')).rejects.toThrow(
      /^webhook not delivered: HTTP 302$/,
    );
    // The redirect was not followed.
    expect(hits.map((hit) => hit.body.length > 0)).toEqual([true, true]);
  });

  it('rejects when nothing listens', async () => {
    const port = await closedPort();
    await expect(
      webhookChannel({ url: `http://127.0.0.1:${port}/`, secret }).send(contact, 'd'),
    ).rejects.toThrow(/^webhook not delivered: ECONNREFUSED$/);
  });

  it('rejects within its timeout when the receiver never answers', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      await expect(
        webhookChannel({ url: `http://127.0.0.1:${portOf(silent)}/`, secret, timeoutMs: 500 }).send(
          contact,
          'd',
        ),
      ).rejects.toThrow(/^webhook not delivered: timed out after 0.5 s$/);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('configuredChannels', () => {
  it('builds the channels the environment turns on, which deliver', async () => {
    const hits: string[] = [];
    const receiver = createServer((request, response) => {
      hits.push(String(request.headers['webhook-id']));
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const env = parseServerEnv({
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${portOf(receiver)}/`,
        LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
      });
      const channels = configuredChannels(env, NOTIFICATION);
      expect(channels.map((c) => c.name)).toEqual(['webhook']);
      await channels[0]!.send(optin, 'delivery-9');
      expect(hits).toEqual(['delivery-9']);
    } finally {
      receiver.close();
    }
  });
});
