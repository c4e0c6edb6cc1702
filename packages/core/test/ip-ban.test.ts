import { adminMessages } from '@reelatlas/contracts';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { AppError, compileBanList, normalizeBanTarget } from '../src/index.ts';

const refusal = (input: string) => {
  try {
    normalizeBanTarget(input);
  } catch (error) {
    if (error instanceof AppError) return error.message;
  }
  return null;
};

describe('IP ban targets', () => {
  it('stores addresses in canonical form', () => {
    expect(normalizeBanTarget(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeBanTarget('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(normalizeBanTarget('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('stores ranges by their network address; a full-length prefix is the address itself', () => {
    expect(normalizeBanTarget('198.51.100.77/24')).toBe('198.51.100.0/24');
    expect(normalizeBanTarget('2001:db8:abcd:12::5/48')).toBe('2001:db8:abcd::/48');
    expect(normalizeBanTarget('203.0.113.7/32')).toBe('203.0.113.7');
    expect(normalizeBanTarget('2001:db8::1/128')).toBe('2001:db8::1');
  });

  it('refuses what is not an address and ranges too broad to ban', () => {
    expect(refusal('203.0.113')).toBe(adminMessages.ipInvalid);
    expect(refusal('0.0.0.0/0')).toBe(adminMessages.rangeTooBroad(16, 'IPv4'));
    expect(refusal('10.0.0.0/7')).toBe(adminMessages.rangeTooBroad(16, 'IPv4'));
    // One /8 is 16.7 million addresses; the widest ban is now a /16 (IPv6: a /32).
    expect(refusal('10.0.0.0/8')).toBe('That range is too broad: IPv4 ranges must be /16 or narrower.');
    expect(refusal('10.0.0.0/15')).toBe(adminMessages.rangeTooBroad(16, 'IPv4'));
    expect(refusal('10.1.0.0/16')).toBeNull();
    expect(refusal('::/0')).toBe(adminMessages.rangeTooBroad(32, 'IPv6'));
    expect(refusal('2001:db8::/31')).toBe('That range is too broad: IPv6 ranges must be /32 or narrower.');
    expect(refusal('2001:db8::/32')).toBeNull();
    // An IPv4-mapped IPv6 range is an IPv4 range: ::ffff:0:0/104 is a /8.
    expect(refusal('::ffff:10.0.0.0/104')).toBe(adminMessages.rangeTooBroad(16, 'IPv4'));
  });

  it('names the field in a refusal, for the admin form', () => {
    for (const [input, message] of [
      ['203.0.113', adminMessages.ipInvalid],
      ['10.0.0.0/7', adminMessages.rangeTooBroad(16, 'IPv4')],
    ] as const) {
      expect(() => normalizeBanTarget(input)).toThrow(
        expect.objectContaining({ code: 'validation_failed', fields: { ip: message } }),
      );
    }
  });
});

describe('the ban matcher', () => {
  const banned = compileBanList(['203.0.113.7', '198.51.100.0/24', '2001:db8:abcd::/48', 'garbage']);

  it('matches single addresses and addresses inside ranges, of either family', () => {
    expect(banned('203.0.113.7')).toBe(true);
    expect(banned('198.51.100.250')).toBe(true);
    expect(banned('2001:db8:abcd:ffff::9')).toBe(true);
    expect(banned('::ffff:198.51.100.3')).toBe(true);
  });

  it('lets everyone else through', () => {
    expect(banned('203.0.113.8')).toBe(false);
    expect(banned('198.51.101.1')).toBe(false);
    expect(banned('2001:db8:abce::1')).toBe(false);
    expect(banned('not-an-ip')).toBe(false);
    expect(compileBanList([])('203.0.113.7')).toBe(false);
  });

  it('skips a stored entry it cannot read, and still applies the others', () => {
    const list = compileBanList(['not-an-address', '::ffff:203.0.113.9', '2001:db8::/32']);
    expect(list('203.0.113.9')).toBe(true);
    expect(list('2001:db8:1::1')).toBe(true);
    expect(list('203.0.113.10')).toBe(false);
  });
});

describe('the ban matcher over a large list (docs/product-rules.md#bans: lookups per prefix length, not a loop)', () => {
  /** A deterministic pseudo-random sequence (no flaky seeds). */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state;
    };
  }
  const next = random(42);
  const v4 = () => [next() >>> 24, (next() >>> 16) & 255, (next() >>> 8) & 255, next() & 255].join('.');
  const v6 = () => `2001:db8:${Array.from({ length: 6 }, () => (next() & 0xffff).toString(16)).join(':')}`;

  // 10,000 bans of every allowed width, both families, as an admin would store them.
  const bans: string[] = [];
  for (let i = 0; i < 10_000; i++) {
    const ipv4 = i % 2 === 0;
    const prefix = ipv4 ? 16 + (next() % 17) : 32 + (next() % 97);
    bans.push(normalizeBanTarget(`${ipv4 ? v4() : v6()}/${prefix}`));
  }
  const matcher = compileBanList(bans);
  const parsedBans = bans.map((ban) =>
    ban.includes('/') ? ipaddr.parseCIDR(ban) : ([ipaddr.parse(ban), ban.includes(':') ? 128 : 32] as const),
  );
  /** The obvious answer: every ban checked one by one. */
  const reference = (ip: string) => {
    const address = ipaddr.parse(ip);
    return parsedBans.some(
      ([network, prefix]) => network.kind() === address.kind() && address.match(network, prefix),
    );
  };

  it('agrees with checking every ban one by one, for addresses inside and outside', () => {
    const probes: string[] = [];
    for (let i = 0; i < 2000; i++) probes.push(i % 2 ? v4() : v6());
    // And addresses certainly inside: the first address of some bans, and one just past a range.
    for (const [network] of parsedBans.slice(0, 500)) probes.push(network.toString());
    let inside = 0;
    for (const ip of probes) {
      const expected = reference(ip);
      if (expected) inside++;
      expect(matcher(ip), ip).toBe(expected);
    }
    expect(inside).toBeGreaterThan(500);
    expect(inside).toBeLessThan(probes.length);
  });

  it('matches the edges of a range exactly', () => {
    const edges = compileBanList(['10.1.0.0/16', '2001:db8:1::/48', '192.0.2.128/25', '198.51.100.9']);
    expect(edges('10.1.0.0')).toBe(true);
    expect(edges('10.1.255.255')).toBe(true);
    expect(edges('10.0.255.255')).toBe(false);
    expect(edges('10.2.0.0')).toBe(false);
    expect(edges('192.0.2.127')).toBe(false);
    expect(edges('192.0.2.128')).toBe(true);
    expect(edges('2001:db8:1:ffff:ffff:ffff:ffff:ffff')).toBe(true);
    expect(edges('2001:db8:2::')).toBe(false);
    expect(edges('198.51.100.9')).toBe(true);
    expect(edges('198.51.100.10')).toBe(false);
    expect(edges('::ffff:198.51.100.9')).toBe(true);
  });
});
