import { describe, expect, it } from 'vitest';
import { ipBlockKey, ipCounterKey } from '../src/middleware/client-ip.ts';

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
