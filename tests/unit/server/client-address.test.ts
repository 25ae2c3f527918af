// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addressSalt, clientAddress, hashAddress, UNKNOWN_ADDRESS } from '@/lib/server/client-address';
import { PEER_ADDRESS_HEADER } from '@/lib/server/peer-address';

const headers = (peer: string | null, forwarded?: string) =>
  new Headers({
    ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}),
    ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
  });

describe('clientAddress', () => {
  it('is the TCP peer when no proxy is trusted, whatever x-forwarded-for claims', () => {
    expect(clientAddress(headers('203.0.113.7', '198.51.100.1'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers(null, '198.51.100.1'), 0)).toBe(UNKNOWN_ADDRESS);
  });

  it('counts trusted proxies from the right of x-forwarded-for', () => {
    // The client wrote "1.1.1.1" itself; our one proxy appended the address it saw.
    expect(clientAddress(headers('10.0.0.2', '1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers('10.0.0.3', '1.1.1.1, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientAddress(headers('10.0.0.2'), 1)).toBe('10.0.0.2');
  });
});

describe('address hashing', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salt-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('never stores the address itself, and depends on the salt', () => {
    const hash = hashAddress('203.0.113.7', 'salt-one-0123456789');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203.0.113.7');
    expect(hashAddress('203.0.113.7', 'salt-two-0123456789')).not.toBe(hash);
  });

  it('generates a salt once and keeps it in the data folder, owner-only', () => {
    const first = addressSalt(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(addressSalt(dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'address-salt')).mode & 0o077).toBe(0);
    expect(fs.readdirSync(dir)).toEqual(['address-salt']);
  });

  it('prefers a configured salt', () => {
    expect(addressSalt(dir, 'configured-salt-value')).toBe('configured-salt-value');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
