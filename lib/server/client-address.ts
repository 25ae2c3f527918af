import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PEER_ADDRESS_HEADER } from './peer-address';

/** Shared bucket of requests whose address is unknown (e.g. no peer header recorded). */
export const UNKNOWN_ADDRESS = 'unknown';

const normalize = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The client's address. With no trusted proxy it is the TCP peer; behind `trustedProxies`
 * reverse proxies it is the entry they appended to `x-forwarded-for`, counted from the
 * right, so addresses a client writes into the header itself are never believed.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (trustedProxies === 0) return peer ? normalize(peer) : UNKNOWN_ADDRESS;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const entry = forwarded[forwarded.length - trustedProxies] ?? forwarded[0];
  return entry ? normalize(entry) : peer ? normalize(peer) : UNKNOWN_ADDRESS;
}

/** SHA-256 of the salted address: enough to group requests, useless to find a person. */
export function hashAddress(address: string, salt: string): string {
  return createHash('sha256').update(`${salt}\n${address}`).digest('hex');
}

export const SALT_FILE = 'address-salt';

/** The configured salt, else one generated on first start and kept in `dataDir`. */
export function addressSalt(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SALT_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Written aside then linked into place: a process starting at the same time never reads
  // a half-written salt, and if it linked first, its salt wins and is read back.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(draft);
  }
  return fs.readFileSync(file, 'utf8').trim();
}
