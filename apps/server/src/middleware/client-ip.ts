import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

/**
 * The client's address. With TRUST_PROXY=n, the n-th address from the right of
 * X-Forwarded-For is taken (what the n-th trusted proxy saw); with 0 the header is ignored, so
 * a spoofed header changes nothing.
 */
export function resolveClientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustProxy] ?? hops[0];
    if (candidate && ipaddr.isValid(candidate)) return normalizeIp(candidate);
  }
  return normalizeIp(getConnInfo(c).remote.address ?? '0.0.0.0');
}

/**
 * Parsing an address costs more than the rest of a cached autocomplete's own work, and a
 * client sends many requests from one address: remembered per raw text, for a bounded number of
 * addresses (emptied when full, so hostile variety costs memory only up to the bound).
 */
function remembered(compute: (ip: string) => string, size = 10_000): (ip: string) => string {
  const known = new Map<string, string>();
  return (ip) => {
    let value = known.get(ip);
    if (value === undefined) {
      if (known.size >= size) known.clear();
      value = compute(ip);
      known.set(ip, value);
    }
    return value;
  };
}

const normalizeIp = remembered((ip) => {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  // "::ffff:1.2.3.4" is the IPv4 client of a dual-stack socket.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
});

/**
 * The key an IP is counted under. One IPv6 customer usually holds a whole /64, so counting
 * single IPv6 addresses would let anyone rotate through them (docs/product-rules.md#who-is-counted).
 */
export const ipCounterKey = remembered((ip) => {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parts.map((p) => p.toString(16)).join(':')}::/64`).toString()}/64`;
});

/**
 * The IPv6 /48 around an address, or null for IPv4: a tunnel broker hands out a whole /48
 * (65,536 /64s), so daily counters and the sign-up and contact limits also count the /48, with a
 * looser ceiling (IPV6_48_MULTIPLIER × one /64's).
 */
export const ipBlockKey = remembered((ip) => {
  if (!ipaddr.isValid(ip)) return '';
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return '';
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parts.map((p) => p.toString(16)).join(':')}::/48`).toString()}/48`;
});
