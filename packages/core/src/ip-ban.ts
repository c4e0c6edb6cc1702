import { adminMessages, BAN_MIN_PREFIX } from '@reelatlas/contracts';
import ipaddr from 'ipaddr.js';
import { AppError } from './app-error.ts';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

/** "::ffff:1.2.3.4" is an IPv4 client of a dual-stack socket: it is banned and matched as IPv4. */
function unmapped(address: Address, prefix: number): Range {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return [(address as ipaddr.IPv6).toIPv4Address(), Math.max(0, prefix - 96)];
  }
  return [address, prefix];
}

function parseTarget(value: string): Range | null {
  // ipaddr.js also reads legacy IPv4 forms ("10.1", "0x0a.1.2.3"); only dotted quads are addresses here.
  const addressPart = value.split('/')[0] ?? '';
  if (!addressPart.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(addressPart)) return null;
  try {
    if (value.includes('/')) {
      const [address, prefix] = ipaddr.parseCIDR(value);
      return unmapped(address, prefix);
    }
    const address = ipaddr.parse(value);
    return unmapped(address, address.kind() === 'ipv4' ? 32 : 128);
  } catch {
    return null;
  }
}

const fullPrefix = (address: Address) => (address.kind() === 'ipv4' ? 32 : 128);

function format([address, prefix]: Range): string {
  if (prefix === fullPrefix(address)) return address.toString();
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6;
  return `${network.networkAddressFromCIDR(`${address.toString()}/${prefix}`).toString()}/${prefix}`;
}

/**
 * The stored form of a ban: an address ("203.0.113.7", canonical IPv6 "2001:db8::1") or a range
 * by its network address ("203.0.113.0/24"); a /32 or /128 is the single address. Shapes were
 * checked by the request schema; this refuses what still does not parse, and ranges so broad
 * they would lock out a large part of the internet.
 */
export function normalizeBanTarget(input: string): string {
  const range = parseTarget(input.trim());
  if (!range)
    throw new AppError('validation_failed', adminMessages.ipInvalid, { ip: adminMessages.ipInvalid });
  const [address, prefix] = range;
  const min = address.kind() === 'ipv4' ? BAN_MIN_PREFIX.ipv4 : BAN_MIN_PREFIX.ipv6;
  if (prefix < min) {
    const message = adminMessages.rangeTooBroad(min, address.kind() === 'ipv4' ? 'IPv4' : 'IPv6');
    throw new AppError('validation_failed', message, { ip: message });
  }
  return format(range);
}

/**
 * A matcher over the stored bans: exact addresses in a set (the common case, one lookup) and
 * ranges checked one by one. The client IP is the one the server resolved (TRUST_PROXY).
 */
export function compileBanList(bans: string[]): (clientIp: string) => boolean {
  const exact = new Set<string>();
  const ranges: Range[] = [];
  for (const ban of bans) {
    const range = parseTarget(ban);
    if (!range) continue;
    if (range[1] === fullPrefix(range[0])) exact.add(range[0].toString());
    else ranges.push(range);
  }
  return (clientIp) => {
    if (exact.size === 0 && ranges.length === 0) return false;
    const parsed = parseTarget(clientIp);
    if (!parsed) return false;
    const [address] = parsed;
    if (exact.has(address.toString())) return true;
    return ranges.some(
      ([network, prefix]) => network.kind() === address.kind() && address.match(network, prefix),
    );
  };
}
