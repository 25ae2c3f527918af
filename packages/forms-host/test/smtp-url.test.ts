// @vitest-environment node
import { describeSmtpUrl, parseSmtpUrl } from '../src/mail/smtpUrl';

describe('parseSmtpUrl', () => {
  it('requires STARTTLS on smtp:// to another machine, not to this one nor on smtps://', () => {
    expect(parseSmtpUrl('smtp://smtp.example.com').requireTLS).toBe(true);
    expect(parseSmtpUrl('smtp://localhost:2525').requireTLS).toBe(false);
    expect(parseSmtpUrl('smtp://smtp.example.com?requireTLS=false').requireTLS).toBe(false);
    expect(parseSmtpUrl('smtps://u%40x:p%3As@smtp.example.com')).toEqual({
      host: 'smtp.example.com',
      port: undefined,
      secure: true,
      requireTLS: false,
      auth: { user: 'u@x', pass: 'p:s' },
    });
  });

  it('never quotes the URL in its error', () => {
    expect(() => parseSmtpUrl('http://u:hunter2@smtp.example.com')).toThrow(/^must be smtp:\/\//);
    expect(() => parseSmtpUrl('http://u:hunter2@smtp.example.com')).not.toThrow(/hunter2/);
  });
});

describe('describeSmtpUrl', () => {
  it('gives the scheme, host and port only', () => {
    expect(describeSmtpUrl('smtps://u:hunter2@smtp.example.com')).toBe('smtps://smtp.example.com:465');
  });
});
