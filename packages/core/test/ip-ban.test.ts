import { adminMessages } from '@reelatlas/contracts';
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
    expect(refusal('0.0.0.0/0')).toBe(adminMessages.rangeTooBroad(8, 'IPv4'));
    expect(refusal('10.0.0.0/7')).toBe(adminMessages.rangeTooBroad(8, 'IPv4'));
    expect(refusal('::/0')).toBe(adminMessages.rangeTooBroad(32, 'IPv6'));
    expect(refusal('10.0.0.0/8')).toBeNull();
  });

  it('names the field in a refusal, for the admin form', () => {
    for (const [input, message] of [
      ['203.0.113', adminMessages.ipInvalid],
      ['10.0.0.0/7', adminMessages.rangeTooBroad(8, 'IPv4')],
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
