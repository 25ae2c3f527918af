// SMTP_URL's meaning: the mail server it names, and a description of it for the log. Checked
// when the server starts (lib/server/env.ts) and read again by the email channel. No channel
// library here: the environment module imports this one and stays light.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A host on this machine (URL.hostname spelling): traffic to it never crosses a network. */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname.toLowerCase());

export interface SmtpTarget {
  host: string;
  /** Unset: 465 for smtps, 587 for smtp (Nodemailer's defaults). */
  port?: number;
  /** TLS from the first byte (smtps://, port 465). */
  secure: boolean;
  /** smtp:// must upgrade with STARTTLS before it sends anything. */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
}

const SMTP_URL_SHAPE =
  'must be smtp://user:password@host:port or smtps://… (percent-encode @ : / in the user name and password)';

/**
 * The mail server of an SMTP_URL. smtp:// to another machine requires STARTTLS, since the message
 * and the password would otherwise cross the network in clear; `?requireTLS=false` allows a relay
 * without TLS on a private network. Throws an error that never quotes the URL (it holds a password).
 */
export function parseSmtpUrl(value: string): SmtpTarget {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(SMTP_URL_SHAPE);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname || url.hash) {
    throw new Error(SMTP_URL_SHAPE);
  }
  if (url.pathname !== '' && url.pathname !== '/') throw new Error(SMTP_URL_SHAPE);
  const options = [...url.searchParams.keys()];
  const requireTLS = url.searchParams.get('requireTLS');
  if (
    options.some((key) => key !== 'requireTLS') ||
    (requireTLS !== null && !/^(true|false)$/.test(requireTLS))
  ) {
    throw new Error('accepts one option only: ?requireTLS=true or ?requireTLS=false');
  }
  const secure = url.protocol === 'smtps:';
  let auth: SmtpTarget['auth'];
  try {
    auth = url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined;
  } catch {
    throw new Error(SMTP_URL_SHAPE);
  }
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure,
    requireTLS: !secure && (requireTLS === null ? !isLoopbackHost(url.hostname) : requireTLS === 'true'),
    auth,
  };
}

/** Where an SMTP_URL sends, for a log: never its user name or password. */
export function describeSmtpUrl(value: string): string {
  const { host, port, secure } = parseSmtpUrl(value);
  return `${secure ? 'smtps' : 'smtp'}://${host}:${port ?? (secure ? 465 : 587)}`;
}
