import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Header carrying the TCP peer's address to route handlers. A Web `Request` has no socket, so
 * the production server (server.ts) sets it from the socket, overwriting any value a client
 * sent, and seals it with this process's own token: a value without it (a client's own, under
 * a server that does not set the header) is not believed.
 */
export const PEER_ADDRESS_HEADER = 'x-forms-host-peer';

// On globalThis: server.ts and each of Next's route bundles load this module apart.
const shared = globalThis as { __formsPeerToken?: Buffer };
const token = () => (shared.__formsPeerToken ??= randomBytes(24));

/** The header's value for a socket's address: the address, then this process's token. */
export const peerHeaderValue = (address: string) => `${address} ${token().toString('base64url')}`;

/** The address a header value carries, if this process sealed it; else null. */
export function sealedPeer(value: string | null): string | null {
  if (!value) return null;
  const space = value.lastIndexOf(' ');
  if (space < 0) return null;
  const given = Buffer.from(value.slice(space + 1), 'base64url');
  const own = token();
  return given.length === own.length && timingSafeEqual(given, own) ? value.slice(0, space) : null;
}
