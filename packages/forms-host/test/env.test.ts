// @vitest-environment node
import path from 'node:path';
import { parseServerEnv } from '../src/env';

describe('parseServerEnv', () => {
  it('defaults to ./data, the site origin only, 5 a minute with bursts of 10, no proxy', () => {
    const env = parseServerEnv({ FORMS_ALLOWED_ORIGINS: '' });
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.FORMS_ALLOWED_ORIGINS).toEqual(['http://localhost:3000']);
    expect(env.FORMS_RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(env.FORMS_RATE_LIMIT_BURST).toBe(10);
    expect(env.FORMS_TRUST_PROXY).toBe(0);
    expect(env.FORMS_IP_SALT).toBeUndefined();
  });

  it('reads a comma list of origins, reduced to their origin', () => {
    const env = parseServerEnv({ FORMS_ALLOWED_ORIGINS: 'https://a.example/, https://b.example:8443/path' });
    expect(env.FORMS_ALLOWED_ORIGINS).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('fails naming every malformed variable', () => {
    expect(() =>
      parseServerEnv({
        FORMS_ALLOWED_ORIGINS: 'a.example',
        FORMS_RATE_LIMIT_PER_MINUTE: 'many',
        FORMS_RATE_LIMIT_BURST: '1.5',
        FORMS_TRUST_PROXY: '-1',
        FORMS_IP_SALT: 'short',
      }),
    ).toThrow(
      /FORMS_ALLOWED_ORIGINS[\s\S]*FORMS_RATE_LIMIT_PER_MINUTE[\s\S]*FORMS_RATE_LIMIT_BURST[\s\S]*FORMS_TRUST_PROXY[\s\S]*FORMS_IP_SALT/,
    );
  });

  it('takes a PostgreSQL URL, which needs a salt shared by every instance, and never repeats it', () => {
    const url = 'postgres://forms:p4ss@db.internal:5432/leads';
    const salt = 'a-salt-of-sixteen-chars';
    expect(parseServerEnv({ DATABASE_URL: url, FORMS_IP_SALT: salt }).DATABASE_URL).toBe(url);
    expect(parseServerEnv({ DATABASE_URL: 'postgresql://db/leads', FORMS_IP_SALT: salt }).DATABASE_URL).toBe(
      'postgresql://db/leads',
    );
    expect(parseServerEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => parseServerEnv({ DATABASE_URL: url })).toThrow(/FORMS_IP_SALT: must be set/);
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://u:p4ss@db/leads', FORMS_IP_SALT: salt })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    try {
      parseServerEnv({ DATABASE_URL: 'https://u:p4ss@db/leads', FORMS_IP_SALT: salt });
    } catch (error) {
      expect((error as Error).message).not.toContain('p4ss');
    }
  });
});

describe('parseServerEnv: lead notifications', () => {
  const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
  const email = {
    SMTP_URL: 'smtps://leads%40example.com:p%3Ass@smtp.example.com:465',
    LEADS_NOTIFY_TO: 'team@example.com, sales@example.com',
    LEADS_NOTIFY_FROM: 'site@example.com',
  };
  const webhook = { LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads', LEADS_WEBHOOK_SECRET: secret };
  const problems = (env: Record<string, string>) => {
    try {
      parseServerEnv(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('is off by default, keeping leads 180 days and claiming a delivery for 60 s', () => {
    const env = parseServerEnv({ SMTP_URL: '', LEADS_WEBHOOK_URL: ' ' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.LEADS_WEBHOOK_URL).toBeUndefined();
    expect(env.LEADS_RETENTION_DAYS).toBe(180);
    expect(env.LEADS_DELIVERY_TIMEOUT_SECONDS).toBe(60);
  });

  it('reads both channels', () => {
    const env = parseServerEnv({
      ...email,
      ...webhook,
      LEADS_RETENTION_DAYS: '30',
      LEADS_DELIVERY_TIMEOUT_SECONDS: '90',
    });
    expect(env.SMTP_URL).toBe(email.SMTP_URL);
    expect(env.LEADS_NOTIFY_TO).toEqual(['team@example.com', 'sales@example.com']);
    expect(env.LEADS_NOTIFY_FROM).toBe('site@example.com');
    expect(env.LEADS_WEBHOOK_URL).toBe(webhook.LEADS_WEBHOOK_URL);
    expect(env.LEADS_WEBHOOK_SECRET).toBe(secret);
    expect(env.LEADS_RETENTION_DAYS).toBe(30);
    expect(env.LEADS_DELIVERY_TIMEOUT_SECONDS).toBe(90);
  });

  it('names each malformed value, and never quotes one', () => {
    const message = problems({
      SMTP_URL: 'http://leads:hunter2@smtp.example.com',
      LEADS_NOTIFY_TO: 'team@example.com, not-an-address',
      LEADS_NOTIFY_FROM: 'Site',
      LEADS_WEBHOOK_URL: 'hooks.example.com/leads',
      LEADS_WEBHOOK_SECRET: 'whsec_hunter2!',
      LEADS_RETENTION_DAYS: '1.5',
      LEADS_DELIVERY_TIMEOUT_SECONDS: '0',
    });
    for (const name of [
      'SMTP_URL:',
      'LEADS_NOTIFY_TO.1:',
      'LEADS_NOTIFY_FROM:',
      'LEADS_WEBHOOK_URL:',
      'LEADS_WEBHOOK_SECRET:',
      'LEADS_RETENTION_DAYS:',
      'LEADS_DELIVERY_TIMEOUT_SECONDS:',
    ]) {
      expect(message).toContain(`\n  ${name}`);
    }
    expect(message).not.toMatch(/hunter2|not-an-address/);
  });

  it.each([
    ['smtp://', 'no host'],
    ['smtp://host.example/path', 'a path'],
    ['smtp://host.example?tls.rejectUnauthorized=false', 'an unknown option'],
    ['smtp://host.example?requireTLS=maybe', 'a bad option value'],
    ['smtp://user:p%ZZ@host.example', 'a bad escape'],
  ])('refuses an SMTP_URL with %s (%s)', (value) => {
    expect(problems({ ...email, SMTP_URL: value })).toMatch(/^ {2}SMTP_URL: /m);
  });

  it.each([
    ['smtp://host.example', 'plain SMTP'],
    ['smtp://host.example:587?requireTLS=false', 'a relay without TLS'],
    ['smtps://user@host.example', 'a user without a password'],
  ])('accepts %s (%s)', (value) => {
    expect(parseServerEnv({ ...email, SMTP_URL: value }).SMTP_URL).toBe(value);
  });

  it('requires the recipients and the sender with SMTP_URL, and the other way round', () => {
    const message = problems({ SMTP_URL: email.SMTP_URL });
    expect(message).toContain('LEADS_NOTIFY_TO: required when SMTP_URL is set');
    expect(message).toContain('LEADS_NOTIFY_FROM: required when SMTP_URL is set');
    expect(
      problems({ LEADS_NOTIFY_TO: email.LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM: email.LEADS_NOTIFY_FROM }),
    ).toContain('SMTP_URL: required when LEADS_NOTIFY_TO and LEADS_NOTIFY_FROM are set');
    expect(problems({ ...email, LEADS_NOTIFY_TO: ' , ' })).toMatch(/LEADS_NOTIFY_TO: must list at least one/);
  });

  it('requires the secret with the webhook URL, and the other way round', () => {
    expect(problems({ LEADS_WEBHOOK_URL: webhook.LEADS_WEBHOOK_URL })).toContain(
      'LEADS_WEBHOOK_SECRET: required when LEADS_WEBHOOK_URL is set',
    );
    expect(problems({ LEADS_WEBHOOK_SECRET: secret })).toContain(
      'LEADS_WEBHOOK_URL: required when LEADS_WEBHOOK_SECRET is set',
    );
  });

  it('names a missing companion even when another variable is malformed', () => {
    const message = problems({ FORMS_TRUST_PROXY: '-1', LEADS_WEBHOOK_URL: webhook.LEADS_WEBHOOK_URL });
    expect(message).toContain('FORMS_TRUST_PROXY:');
    expect(message).toContain('LEADS_WEBHOOK_SECRET: required');
  });

  it.each([
    ['whsec_', 'nothing after the prefix'],
    [Buffer.alloc(32).toString('base64'), 'no prefix'],
    ['whsec_abc*def', 'not base64'],
    ['whsec_QUJD', 'too short'],
    [`whsec_${Buffer.alloc(32).toString('base64').slice(0, -1)}`, 'a broken padding'],
    [`whsec_${Buffer.alloc(16).toString('base64')}`, 'a 16-byte key'],
  ])('refuses the webhook secret %s (%s)', (value) => {
    expect(problems({ ...webhook, LEADS_WEBHOOK_SECRET: value })).toMatch(/^ {2}LEADS_WEBHOOK_SECRET: must/m);
  });

  it('accepts a 24-byte secret, the smallest Standard Webhooks recommends', () => {
    const value = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
    expect(parseServerEnv({ ...webhook, LEADS_WEBHOOK_SECRET: value }).LEADS_WEBHOOK_SECRET).toBe(value);
  });

  it.each([
    'http://localhost:3700/hook',
    'http://127.0.0.1/hook',
    'http://[::1]:8080/',
    'HTTP://LOCALHOST/x',
  ])('allows http:// to the loopback host %s', (url) => {
    expect(problems({ ...webhook, LEADS_WEBHOOK_URL: url })).toBe('');
  });

  it.each([
    'http://hooks.example.com/leads',
    'http://10.0.0.5/hook',
    'http://127.0.0.2/hook',
    'ftp://localhost/x',
  ])('refuses %s', (url) => {
    expect(problems({ ...webhook, LEADS_WEBHOOK_URL: url })).toMatch(/^ {2}LEADS_WEBHOOK_URL: must be/m);
  });
});

describe('parseServerEnv: the team and its clock', () => {
  it('defaults to one business day for a call back, five for a reply, in Montréal, Québec holidays', () => {
    const env = parseServerEnv({}, 'https://www.example.com/fr');
    expect(env.TEAM_ORIGIN).toBe('https://team.example.com');
    expect(env.LEADS_TIMEZONE).toBe('America/Toronto');
    expect(env.LEADS_CALLBACK_WITHIN).toEqual({ days: 1, minutes: 0 });
    expect(env.LEADS_REPLY_WITHIN).toEqual({ days: 5, minutes: 0 });
    expect(env.LEADS_BUSINESS_HOURS).toEqual({ days: new Set([1, 2, 3, 4, 5]), open: 540, close: 1020 });
    expect(env.LEADS_HOLIDAYS).toEqual({ kind: 'qc' });
  });

  it("gives the team a host of its own beside the site's, on one machine too", () => {
    expect(parseServerEnv({}).TEAM_ORIGIN).toBe('http://team.localhost:3000');
    expect(parseServerEnv({}, 'http://127.0.0.1:4000').TEAM_ORIGIN).toBe('http://team.localhost:4000');
    expect(parseServerEnv({}, 'http://[::1]:4000').TEAM_ORIGIN).toBe('http://team.localhost:4000');
    expect(parseServerEnv({}, 'https://polyfence.ca').TEAM_ORIGIN).toBe('https://team.polyfence.ca');
    expect(
      parseServerEnv({ TEAM_ORIGIN: 'https://equipe.polyfence.ca/' }, 'https://polyfence.ca').TEAM_ORIGIN,
    ).toBe('https://equipe.polyfence.ca');
  });

  it("refuses the site's own host for the team, naming the fix", () => {
    for (const team of ['https://www.example.com', 'http://www.example.com', 'https://WWW.example.com/leads'])
      expect(() => parseServerEnv({ TEAM_ORIGIN: team }, 'https://www.example.com')).toThrow(
        /TEAM_ORIGIN: must be a host of its own, not the site's \(https:\/\/www\.example\.com\): set it to e\.g\. https:\/\/team\.example\.com/,
      );
    // Another port is no host of its own: cookies go to every port of a host name.
    expect(() => parseServerEnv({ TEAM_ORIGIN: 'http://localhost:3001' })).toThrow(
      /TEAM_ORIGIN: must be a host of its own/,
    );
  });

  it('names every malformed clock setting at once', () => {
    expect(() =>
      parseServerEnv({
        TEAM_ORIGIN: 'team.example.com',
        LEADS_TIMEZONE: 'Mars/Olympus',
        LEADS_CALLBACK_WITHIN: '1 day',
        LEADS_BUSINESS_HOURS: 'weekdays 9-5',
        LEADS_HOLIDAYS: 'christmas',
      }),
    ).toThrow(
      /TEAM_ORIGIN[\s\S]*LEADS_TIMEZONE: must be an IANA[\s\S]*LEADS_CALLBACK_WITHIN: must be an ISO 8601 duration[\s\S]*LEADS_BUSINESS_HOURS: must be days and hours[\s\S]*LEADS_HOLIDAYS: must be qc/,
    );
  });
});
