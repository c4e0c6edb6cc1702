import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ipBlockKey, ipCounterKey, resolveClientIp } from '../src/middleware/client-ip.ts';

/**
 * The client address a request resolves to, with TRUST_PROXY=`trustProxy`, arriving from
 * `socketAddress` (as @hono/node-server hands the socket to the app) with `forwardedFor`.
 */
async function clientIp(trustProxy: number, socketAddress: string | undefined, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(resolveClientIp(c, trustProxy)));
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const socket = { remoteAddress: socketAddress, remotePort: 50_000, remoteFamily: 'IPv4' };
  return (await app.request('/', { headers }, { incoming: { socket } })).text();
}

describe('the client address', () => {
  it("is the socket's with TRUST_PROXY=0: a forwarded address is ignored, so spoofing it changes nothing", async () => {
    expect(await clientIp(0, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(await clientIp(0, '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp(0, '2001:0db8:0000::0001')).toBe('2001:db8::1');
    expect(await clientIp(0, undefined)).toBe('0.0.0.0');
  });

  it('is the n-th forwarded address from the right with TRUST_PROXY=n (what the n-th proxy saw)', async () => {
    const chain = 'spoofed, 203.0.113.1 ,, 198.51.100.2,192.0.2.3';
    expect(await clientIp(1, '10.0.0.1', chain)).toBe('192.0.2.3');
    expect(await clientIp(2, '10.0.0.1', chain)).toBe('198.51.100.2');
    expect(await clientIp(3, '10.0.0.1', chain)).toBe('203.0.113.1');
    expect(await clientIp(1, '10.0.0.1', '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('falls back to the first hop when fewer proxies forwarded, and to the socket without a valid address', async () => {
    expect(await clientIp(3, '10.0.0.1', '203.0.113.1, 198.51.100.2')).toBe('203.0.113.1');
    expect(await clientIp(1, '10.0.0.1', 'unknown')).toBe('10.0.0.1');
    expect(await clientIp(2, '10.0.0.1', 'spoofed, 203.0.113.1, unknown')).toBe('203.0.113.1');
    expect(await clientIp(1, '10.0.0.1', ' , ')).toBe('10.0.0.1');
    expect(await clientIp(1, '10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('IP counter keys', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(ipCounterKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('passes what is not an address through unchanged rather than failing', () => {
    expect(ipCounterKey('unknown')).toBe('unknown');
    expect(ipCounterKey('')).toBe('');
  });

  it('groups IPv6 addresses by /64', () => {
    expect(ipCounterKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipCounterKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
  });

  it('also keys IPv6 addresses by /48 (a tunnel broker’s allocation), and IPv4 not at all', () => {
    expect(ipBlockKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(ipBlockKey('2001:db8:1:ffff::1')).toBe('2001:db8:1::/48');
    expect(ipBlockKey('2001:db8:2::1')).toBe('2001:db8:2::/48');
    expect(ipBlockKey('203.0.113.9')).toBe('');
  });

  it('gives the same keys after many distinct addresses (the remembered ones are bounded)', () => {
    for (let i = 0; i < 25_000; i++)
      ipCounterKey(`2001:db8:${(i >> 8).toString(16)}:${(i & 255).toString(16)}::1`);
    expect(ipCounterKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipCounterKey('2001:db8:61:a8::1')).toBe('2001:db8:61:a8::/64');
    expect(ipCounterKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
