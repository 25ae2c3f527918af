// @vitest-environment node
import path from 'node:path';
import { parseServerEnv } from '@/lib/server/env';

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
