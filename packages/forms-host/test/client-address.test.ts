// @vitest-environment node
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addressKey,
  addressSalt,
  clientAddress,
  hashAddress,
  UNKNOWN_ADDRESS,
} from '../src/http/clientAddress';
import { PEER_ADDRESS_HEADER, peerHeaderValue } from '../src/http/peerAddress';

const headers = (peer: string | null, forwarded?: string) =>
  new Headers({
    ...(peer ? { [PEER_ADDRESS_HEADER]: peerHeaderValue(peer) } : {}),
    ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
  });

describe('clientAddress', () => {
  it('is the TCP peer when no proxy is trusted, whatever x-forwarded-for claims', () => {
    expect(clientAddress(headers('203.0.113.7', '198.51.100.1'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers('::ffff:203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(headers(null, '198.51.100.1'), 0)).toBe(UNKNOWN_ADDRESS);
  });

  it('believes the peer header only as the production server sealed it, never a client’s own', () => {
    // Under a server that does not set it (`next start`), a client could name any address.
    for (const forged of ['198.51.100.9', '198.51.100.9 forged-token', `198.51.100.9 ${'A'.repeat(32)}`])
      expect(clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: forged }), 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: peerHeaderValue('198.51.100.9') }), 0)).toBe(
      '198.51.100.9',
    );
  });

  it('counts trusted proxies from the right of x-forwarded-for', () => {
    // The client wrote "1.1.1.1" itself; our one proxy appended the address it saw.
    expect(clientAddress(headers('10.0.0.2', '1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(headers('10.0.0.3', '1.1.1.1, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientAddress(headers('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('gives anything that is not an IP address the one unknown address, never its own', () => {
    for (const junk of ['unknown', 'hello', '1.2.3', '0x7f.0.0.1', '010.0.0.1', '203.0.113.7:443', '[::1]'])
      expect(clientAddress(headers('10.0.0.2', `${junk}, 10.0.0.9`), 2)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers('not-an-address'), 0)).toBe(UNKNOWN_ADDRESS);
  });

  it('writes IPv6 addresses one way, and IPv4-mapped ones as IPv4', () => {
    expect(clientAddress(headers('2001:0DB8:0000:0000:0000:0000:0000:0001'), 0)).toBe('2001:db8::1');
    expect(clientAddress(headers('10.0.0.2', '::ffff:203.0.113.7'), 1)).toBe('203.0.113.7');
  });
});

describe('addressKey', () => {
  it('groups IPv6 addresses by their /64 network and keeps IPv4 addresses whole', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('junk')).toBe(UNKNOWN_ADDRESS);
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

  it('is an HMAC of the address group keyed by the salt', () => {
    const salt = 'salt-one-0123456789';
    const hmac = createHmac('sha256', salt).update('2001:db8:1:2::/64').digest('hex');
    expect(hashAddress('2001:db8:1:2::5', salt)).toBe(hmac);
    expect(hashAddress('::ffff:203.0.113.7', salt)).toBe(hashAddress('203.0.113.7', salt));
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
