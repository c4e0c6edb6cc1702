import { createHash } from 'node:crypto';
import { RATE_LIMITS, type RateLimitName, type RateRule } from '@reelatlas/contracts';
import { AppError } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ipBlockKey, ipCounterKey } from './client-ip.ts';

/** Account keys are hashed: an e-mail need not sit in the counters table in clear. */
const accountKey = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22);

/** 429 `rate_limited`, with Retry-After: the seconds until `resetAt`. */
function refuse(c: Context<AppEnv>, resetAt: Date, now: Date): never {
  c.header('Retry-After', String(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))));
  c.header('Cache-Control', 'no-store');
  throw new AppError('rate_limited');
}

const ceiling = (deps: AppDeps, rule: RateRule, scale = 1) =>
  Math.floor(rule.max * scale * deps.env.RATE_LIMIT_MULTIPLIER);

/**
 * Counts the request against the burst limit `name` of contracts' RATE_LIMITS, per client IP
 * (IPv6 by /64, and by /48 at IPV6_48_MULTIPLIER × the ceiling where the rule says
 * `ipv6Block`) and, when `account` is given, per account. Counted in the database, so it holds
 * across instances. Over the limit: throws 429 `rate_limited` with Retry-After (seconds until
 * the window ends). `counter`: the counters' name, when one rule counts several endpoints apart.
 *
 * The counters are taken in order, the address first, and a request refused by one is not
 * counted on the next: a refused address costs nothing more (no account counted for it, no row
 * for every e-mail address it makes up).
 *
 * The server's one rate-limit mechanism: routes declare their limits (route-rules.ts), the title
 * page gate calls this itself (a page, not an API route), and Better Auth's own limiter is off.
 */
export async function enforceRateLimit(
  deps: AppDeps,
  c: Context<AppEnv>,
  name: RateLimitName,
  account?: string | null,
  counter: string = name,
): Promise<void> {
  const rules: { ip: RateRule; account?: RateRule; ipv6Block?: true } = RATE_LIMITS[name];
  const now = deps.clock.now();
  const ip = c.get('clientIp');
  const checks: { key: string; rule: RateRule; scale?: number }[] = [
    { key: `${counter}:ip:${ipCounterKey(ip)}`, rule: rules.ip },
  ];
  const block = rules.ipv6Block ? ipBlockKey(ip) : '';
  if (block)
    checks.push({ key: `${counter}:ip48:${block}`, rule: rules.ip, scale: deps.env.IPV6_48_MULTIPLIER });
  if (rules.account && account)
    checks.push({ key: `${counter}:acct:${accountKey(account)}`, rule: rules.account });

  for (const { key, rule, scale } of checks) {
    const { count, resetAt } = await deps.rateLimits.hit(key, rule.windowSeconds, now);
    if (count > ceiling(deps, rule, scale)) refuse(c, resetAt, now);
  }
}

/**
 * An account's ceiling that slows an attacker without locking the owner out (sign-in guesses,
 * reset e-mails). Requests are counted per account and per account and address (IPv6 by /64).
 * Under the account's ceiling anyone may try; past it, only an address not yet counted against
 * this account in the window gets through: the owner on their own network is never blocked by
 * attempts from elsewhere, while each address an attacker brings is held after one more try.
 *
 * This only reads the counters (a refused request writes no row); the request is counted by the
 * returned `charge`, which the caller runs once it knows the request counts (a failed sign-in).
 */
export async function checkAccountBackoff(
  deps: AppDeps,
  c: Context<AppEnv>,
  name: RateLimitName,
  account: string,
  counter: string = name,
): Promise<() => Promise<void>> {
  const rule: RateRule | undefined = (RATE_LIMITS[name] as { account?: RateRule }).account;
  if (!rule) throw new Error(`${name}: no account ceiling to back off from`);
  const now = deps.clock.now();
  const key = accountKey(account);
  const accountCounter = `${counter}:acct:${key}`;
  const fromHere = `${counter}:acctip:${key}:${ipCounterKey(c.get('clientIp'))}`;
  const total = await deps.rateLimits.peek(accountCounter, rule.windowSeconds, now);
  if (total.count >= ceiling(deps, rule)) {
    const here = await deps.rateLimits.peek(fromHere, rule.windowSeconds, now);
    if (here.count > 0) refuse(c, here.resetAt, now);
  }
  return async () => {
    const at = deps.clock.now();
    await deps.rateLimits.hit(accountCounter, rule.windowSeconds, at);
    await deps.rateLimits.hit(fromHere, rule.windowSeconds, at);
  };
}
