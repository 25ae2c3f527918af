import ipaddr from 'ipaddr.js';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PEER_ADDRESS_HEADER, sealedPeer } from './peerAddress';

/**
 * Shared bucket of requests whose address is unknown or not an IP address (no peer
 * header recorded, a malformed X-Forwarded-For entry): junk never gets a bucket of its own.
 */
export const UNKNOWN_ADDRESS = 'unknown';

/** The address parsed, IPv4-mapped IPv6 as IPv4; null if it is not an IP address. */
function parseAddress(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = value.trim();
  // Strict forms only: ipaddr.js would also read "1.2.3" or "0x7f.1" as IPv4.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return null;
  return ipaddr.process(text);
}

const normalize = (value: string | null) => (value && parseAddress(value)?.toString()) || UNKNOWN_ADDRESS;

/**
 * The client's address. With no trusted proxy it is the TCP peer; behind `trustedProxies`
 * reverse proxies it is the entry they appended to `x-forwarded-for`, counted from the
 * right, so addresses a client writes into the header itself are never believed.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  // Only the value server.ts sealed: a client's own header is no address.
  const peer = sealedPeer(headers.get(PEER_ADDRESS_HEADER));
  if (trustedProxies === 0) return normalize(peer);
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const entry = forwarded[forwarded.length - trustedProxies] ?? forwarded[0];
  return entry ? normalize(entry) : normalize(peer);
}

/**
 * What requests are grouped by: an IPv4 address as is, an IPv6 address by its /64 network
 * (one subscriber's usual allocation, whose addresses a client can rotate through freely).
 */
export function addressKey(address: string): string {
  const ip = parseAddress(address);
  if (!ip) return UNKNOWN_ADDRESS;
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/64`).toString()}/64`;
}

/** The group of the request's client (addressKey of clientAddress): what limits count by. */
export const clientGroup = (headers: Headers, trustedProxies: number) =>
  addressKey(clientAddress(headers, trustedProxies));

/**
 * Keyed hash (HMAC-SHA-256) of the address's group: enough to group requests, useless to
 * find a person without the salt. Rows stored before it was keyed this way keep their
 * older hash, so they just do not group with newer rows of the same client.
 */
export function hashAddress(address: string, salt: string): string {
  return createHmac('sha256', salt).update(addressKey(address)).digest('hex');
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
