import type { Plan } from '@reelatlas/contracts';

/**
 * Where a request comes from: its IP's counter key (IPv4 as is, IPv6 by /64) and, for IPv6, the
 * /48 around it (a tunnel broker hands out a /48: 65,536 /64s), which gets a looser ceiling.
 */
export interface NetworkKeys {
  ipKey: string;
  /** The IPv6 /48 key; null for IPv4. */
  ipBlockKey: string | null;
}

/**
 * Who a request counts against (docs/product-rules.md#who-is-counted). Anonymous visitors and
 * unverified accounts are counted by IP and by a signed device cookie; verified accounts by user
 * id and device.
 */
export type Subject =
  | ({ kind: 'anonymous'; deviceId: string } & NetworkKeys)
  | ({
      kind: 'user';
      userId: string;
      plan: Exclude<Plan, 'anonymous'>;
      /** An unverified account searches on the anonymous allowance of its IP and device. */
      emailVerified: boolean;
      deviceId: string;
    } & NetworkKeys);

/** One daily counter a search increments; `limit` null: counted, never checked. */
export interface DailyCounter {
  key: string;
  limit: number | null;
}

/** How much looser the IPv6 /48 ceiling is than one visitor's allowance (IPV6_48_MULTIPLIER). */
export interface CounterRules {
  ipv6BlockMultiplier: number;
}

export const DEFAULT_COUNTER_RULES: CounterRules = { ipv6BlockMultiplier: 10 };

/** Counted at the anonymous allowance: a visitor, or an account whose e-mail is not verified. */
export function countedAsVisitor(subject: Subject): boolean {
  return subject.kind === 'anonymous' || !subject.emailVerified;
}

/**
 * The counters a counted search increments, each with the limit it is checked against
 * (docs/product-rules.md#who-is-counted):
 * - a visitor or an unverified account: IP, IPv6 /48 (× the multiplier) and device, limit 2
 *   (an unverified account's own counter is kept too, so its day carries on once verified);
 * - a verified Free user: account and device, limit 3; the IP's counters are incremented but not
 *   checked, so signing out afterwards hands out no fresh anonymous searches on that network.
 * The device counter is one key for all, so today's anonymous searches carry into the account.
 */
export function dailyCounters(
  subject: Subject,
  anonymousLimit: number,
  accountLimit: number,
  rules: CounterRules = DEFAULT_COUNTER_RULES,
): DailyCounter[] {
  const visitor = countedAsVisitor(subject);
  const ipLimit = visitor ? anonymousLimit : null;
  const counters: DailyCounter[] = [
    { key: `device:${subject.deviceId}`, limit: visitor ? anonymousLimit : accountLimit },
    { key: `ip:${subject.ipKey}`, limit: ipLimit },
  ];
  if (subject.ipBlockKey) {
    counters.push({
      key: `ip48:${subject.ipBlockKey}`,
      limit: ipLimit === null ? null : ipLimit * rules.ipv6BlockMultiplier,
    });
  }
  if (subject.kind === 'user') {
    counters.push({ key: `user:${subject.userId}`, limit: visitor ? null : accountLimit });
  }
  return counters.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The key under which "already opened today" is remembered: the browser, or the account. */
export function viewerKey(subject: Subject): string {
  return subject.kind === 'user' ? `user:${subject.userId}` : `device:${subject.deviceId}`;
}

export function planOf(subject: Subject): Plan {
  return subject.kind === 'user' ? subject.plan : 'anonymous';
}

/**
 * Today's use, as the subject sees it against its allowance `limit`: the allowance minus the
 * room left on the tightest checked counter (a counter with a looser ceiling, like the /48,
 * shows only once it has less room than the visitor's own). A search is allowed exactly while
 * this is below `limit`. Counters without a row count 0.
 */
export function usedOf(limit: number, counters: DailyCounter[], countOf: (key: string) => number): number {
  let used = 0;
  for (const counter of counters) {
    if (counter.limit === null) continue;
    used = Math.max(used, countOf(counter.key) + limit - counter.limit);
  }
  return used;
}
