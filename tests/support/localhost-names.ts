import dns from 'node:dns';

// Browsers resolve every `*.localhost` name to this machine (the team's host in tests is
// team.localhost); Node asks the system's resolver, which here knows `localhost` alone. The
// tests' own requests (fetch, Playwright's request) resolve such names as the browser does.

const LOOPBACK = '127.0.0.1';
const local = (hostname: unknown) => typeof hostname === 'string' && /\.localhost\.?$/i.test(hostname);

const lookup = dns.lookup;
dns.lookup = ((hostname: string, ...rest: unknown[]) =>
  (lookup as (...args: unknown[]) => void)(
    local(hostname) ? LOOPBACK : hostname,
    ...rest,
  )) as typeof dns.lookup;

const promised = dns.promises.lookup;
dns.promises.lookup = ((hostname: string, ...rest: unknown[]) =>
  (promised as (...args: unknown[]) => unknown)(
    local(hostname) ? LOOPBACK : hostname,
    ...rest,
  )) as typeof dns.promises.lookup;
