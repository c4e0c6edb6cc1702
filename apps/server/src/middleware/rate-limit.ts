import { createHash } from 'node:crypto';
import { RATE_LIMITS, type RateLimitName, type RateRule } from '@reelatlas/contracts';
import { AppError } from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ipBlockKey, ipCounterKey } from './client-ip.ts';

/** Account keys are hashed: an e-mail need not sit in the counters table in clear. */
const accountKey = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Counts the request against the burst limit `name` of contracts' RATE_LIMITS, per client IP
 * (IPv6 by /64, and by /48 at IPV6_48_MULTIPLIER × the ceiling where the rule says
 * `ipv6Block`) and, when `account` is given, per account. Counted in the database, so it holds
 * across instances. Over the limit: throws 429 `rate_limited` with Retry-After (seconds until
 * the window ends). `counter`: the counters' name, when one rule counts several endpoints apart.
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

  let retryAfter = 0;
  for (const { key, rule, scale = 1 } of checks) {
    const { count, resetAt } = await deps.rateLimits.hit(key, rule.windowSeconds, now);
    if (count > Math.floor(rule.max * scale * deps.env.RATE_LIMIT_MULTIPLIER)) {
      retryAfter = Math.max(retryAfter, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
    }
  }
  if (retryAfter > 0) {
    c.header('Retry-After', String(Math.max(1, retryAfter)));
    c.header('Cache-Control', 'no-store');
    throw new AppError('rate_limited');
  }
}
