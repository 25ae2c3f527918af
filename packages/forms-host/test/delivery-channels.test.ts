// @vitest-environment node
import { configuredChannels, describeChannels } from '../src/outbox/channels';
import { NOTIFICATION } from './support/labels';
import { parseServerEnv } from '../src/env';

const env = parseServerEnv({
  SMTP_URL: 'smtp://leads%40example.com:hunter2@smtp.example.com',
  LEADS_NOTIFY_TO: 'team@example.com,sales@example.com',
  LEADS_NOTIFY_FROM: 'site@example.com',
  LEADS_WEBHOOK_URL: 'https://hooks.example.com/catch/123/s3cr3t-path?token=abc',
  LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 5).toString('base64')}`,
});

describe('configuredChannels', () => {
  it('turns on the channels whose variables are set', () => {
    expect(configuredChannels(env, NOTIFICATION).map((c) => c.name)).toEqual(['email', 'webhook']);
    expect(configuredChannels(parseServerEnv({}), NOTIFICATION)).toEqual([]);
  });
});

describe('describeChannels', () => {
  it('says where notifications go without a password, an address, a secret or a hook path', () => {
    const line = describeChannels(env);
    expect(line).toBe(
      'lead notifications: email via smtp://smtp.example.com:587 to 2 recipients; webhook to https://hooks.example.com',
    );
    expect(line).not.toMatch(/hunter2|leads%40|team@|s3cr3t|token|whsec_/);
  });

  it('says when they are off', () => {
    expect(describeChannels(parseServerEnv({}))).toBe(
      'lead notifications: off (no SMTP_URL, no LEADS_WEBHOOK_URL)',
    );
  });
});
