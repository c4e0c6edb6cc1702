import { describe, expect, it } from 'vitest';
import { ipCounterKey } from '../src/middleware/client-ip.ts';

describe('IP counter keys', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(ipCounterKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by /64', () => {
    expect(ipCounterKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipCounterKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
  });
});
