import { adminMessages, BAN_MIN_PREFIX } from '@reelatlas/contracts';
import ipaddr from 'ipaddr.js';
import { AppError } from '../common/app-error.ts';

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

/** An address as an unsigned integer: 32 bits (IPv4) or 128 bits (IPv6). */
function addressBits(address: Address): bigint {
  let bits = 0n;
  for (const byte of address.toByteArray()) bits = (bits << 8n) | BigInt(byte);
  return bits;
}

/** Bans of one family, by prefix length: the network bits of every ban of that length. */
class PrefixTable {
  private readonly byLength = new Map<number, Set<bigint>>();
  /** The lengths in use, longest first: at most 33 (IPv4) or 129 (IPv6), whatever the list's size. */
  private lengths: number[] = [];

  constructor(private readonly width: 32 | 128) {}

  add(address: Address, prefix: number): void {
    let networks = this.byLength.get(prefix);
    if (!networks) {
      networks = new Set();
      this.byLength.set(prefix, networks);
      this.lengths = [...this.byLength.keys()].sort((a, b) => b - a);
    }
    networks.add(addressBits(address) >> BigInt(this.width - prefix));
  }

  /** One set lookup per prefix length in use: the cost does not grow with the number of bans. */
  has(address: Address): boolean {
    if (this.lengths.length === 0) return false;
    const bits = addressBits(address);
    for (const prefix of this.lengths) {
      if (this.byLength.get(prefix)?.has(bits >> BigInt(this.width - prefix))) return true;
    }
    return false;
  }
}

/**
 * A matcher over the stored bans. Each family's bans are kept by prefix length, as the network
 * bits of each ban; a client's address is cut to each length in use and looked up, so a request
 * costs at most one lookup per distinct prefix length (33 for IPv4, 129 for IPv6), never a loop
 * over the list. The client IP is the one the server resolved (TRUST_PROXY).
 */
export function compileBanList(bans: string[]): (clientIp: string) => boolean {
  const v4 = new PrefixTable(32);
  const v6 = new PrefixTable(128);
  for (const ban of bans) {
    const range = parseTarget(ban);
    if (!range) continue;
    const [address, prefix] = range;
    (address.kind() === 'ipv4' ? v4 : v6).add(address, prefix);
  }
  if (bans.length === 0) return () => false;
  return (clientIp) => {
    const parsed = parseTarget(clientIp);
    if (!parsed) return false;
    const [address] = parsed;
    return (address.kind() === 'ipv4' ? v4 : v6).has(address);
  };
}
