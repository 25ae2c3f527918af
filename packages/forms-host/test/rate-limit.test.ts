// @vitest-environment node
import type Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FormsHost } from '../src/host';
import { clientHash } from '../src/host';
import { PEER_ADDRESS_HEADER, peerHeaderValue } from '../src/http/peerAddress';
import {
  openRateLimitDatabase,
  RATE_LIMIT_FILE,
  RateLimiter,
  type RateLimitOptions,
} from '../src/http/rateLimit';

let dir: string;
const open: Database.Database[] = [];
const limiter = (options: RateLimitOptions) => {
  const db = openRateLimitDatabase(dir);
  open.push(db);
  return { db, limiter: new RateLimiter(db, options) };
};
const takeMany = async (l: RateLimiter, key: string, n: number) => {
  const allowed = [];
  for (let i = 0; i < n; i += 1) allowed.push((await l.take(key)).allowed);
  return allowed;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-'));
  vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  for (const db of open.splice(0)) if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('RateLimiter', () => {
  it('lets a burst through, then refuses until the sustained window ends', async () => {
    const { limiter: l } = limiter({ perMinute: 1, burst: 3 });
    expect(await takeMany(l, 'a', 3)).toEqual([true, true, true]);
    expect(await l.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(45_000);
    expect(await l.take('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    vi.advanceTimersByTime(15_000);
    expect(await l.take('a')).toEqual({ allowed: true });
  });

  it('allows perMinute a minute, and the rest of the burst again once the rate has earned it', async () => {
    // 2 a minute, 3 at once: the extra one comes back every 90 s.
    const { limiter: l } = limiter({ perMinute: 2, burst: 3 });
    expect(await takeMany(l, 'a', 4)).toEqual([true, true, true, false]);
    vi.advanceTimersByTime(60_000);
    expect(await takeMany(l, 'a', 2)).toEqual([true, true]);
    expect(await l.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    vi.advanceTimersByTime(30_000);
    expect(await l.take('a')).toEqual({ allowed: true });
  });

  it('never lets more than the burst through at once, even below the per-minute rate', async () => {
    // 60 a minute but 10 at once: 10 every 10 s.
    const { limiter: l } = limiter({ perMinute: 60, burst: 10 });
    expect((await takeMany(l, 'a', 11)).filter(Boolean)).toHaveLength(10);
    expect(await l.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('spreads a rate under one a minute over a longer window', async () => {
    const { limiter: l } = limiter({ perMinute: 0.5, burst: 1 });
    expect(await takeMany(l, 'a', 2)).toEqual([true, false]);
    expect(await l.take('a')).toEqual({ allowed: false, retryAfterSeconds: 120 });
  });

  it('keeps one count per key', async () => {
    const { limiter: l } = limiter({ perMinute: 1, burst: 1 });
    expect(await takeMany(l, 'a', 2)).toEqual([true, false]);
    expect(await l.take('b')).toEqual({ allowed: true });
  });

  it('keeps its counts across a restart: a new connection and limiter on the same folder', async () => {
    const first = limiter({ perMinute: 1, burst: 2 });
    expect(await takeMany(first.limiter, 'a', 3)).toEqual([true, true, false]);
    first.db.close();
    vi.advanceTimersByTime(20_000);
    const { limiter: again } = limiter({ perMinute: 1, burst: 2 });
    expect(await again.take('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await again.take('b')).toEqual({ allowed: true });
  });

  it('keeps its counters in their own file, WAL without an fsync per commit, away from the leads', () => {
    const { db } = limiter({ perMinute: 1, burst: 1 });
    expect(db.name).toBe(path.join(dir, RATE_LIMIT_FILE));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
  });

  it('forgets expired counts, so the table stays bounded under address churn', async () => {
    const { db, limiter: l } = limiter({ perMinute: 1, burst: 2 });
    for (let i = 0; i < 50; i += 1) await l.take(`visitor-${i}`);
    const rows = () => db.prepare('SELECT count(*) FROM rate_limits').pluck().get();
    expect(rows()).toBe(50);
    // Their minute is over at 1 min; the background worker sweeps every 5 min.
    await l.sweep();
    expect(rows()).toBe(50);
    vi.advanceTimersByTime(4 * 60_000);
    await l.take('newcomer');
    await l.sweep();
    expect(rows()).toBe(1);
  });

  it('counts in memory when the store fails, instead of letting everything through', async () => {
    const { db, limiter: l } = limiter({ perMinute: 1, burst: 1 });
    expect(await l.take('a')).toEqual({ allowed: true });
    db.close();
    expect(await l.take('b')).toEqual({ allowed: true });
    expect(await l.take('b')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});

describe('one count per client', () => {
  // Behind one trusted proxy, which appends the address it saw.
  const host = { env: { FORMS_TRUST_PROXY: 1 }, salt: 'salt-0123456789abcdef' } as FormsHost;
  const from = (forwarded: string) =>
    clientHash(
      host,
      new Request('http://localhost/propulso/geo', {
        headers: { [PEER_ADDRESS_HEADER]: peerHeaderValue('10.0.0.2'), 'x-forwarded-for': forwarded },
      }),
    );

  it('shares one count between the addresses of an IPv6 /64, not between /64s', async () => {
    const { limiter: l } = limiter({ perMinute: 1, burst: 1 });
    expect(await l.take(from('2001:db8:1:2::1'))).toEqual({ allowed: true });
    expect((await l.take(from('2001:db8:1:2:dead:beef:0:9'))).allowed).toBe(false);
    expect(await l.take(from('2001:db8:1:3::1'))).toEqual({ allowed: true });
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const { limiter: l } = limiter({ perMinute: 1, burst: 1 });
    expect(await l.take(from('203.0.113.7'))).toEqual({ allowed: true });
    expect((await l.take(from('::ffff:203.0.113.7'))).allowed).toBe(false);
    expect(await l.take(from('203.0.113.8'))).toEqual({ allowed: true });
  });

  it('gives junk forwarded entries no count of their own: they share the unknown one', async () => {
    const { limiter: l } = limiter({ perMinute: 1, burst: 1 });
    expect(await l.take(from('junk-1'))).toEqual({ allowed: true });
    expect((await l.take(from('junk-2'))).allowed).toBe(false);
    expect((await l.take(from('203.0.113.7:5555'))).allowed).toBe(false);
  });
});
