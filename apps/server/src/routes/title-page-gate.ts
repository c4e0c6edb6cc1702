import { AppError } from '@reelatlas/core';
import type { AppDeps } from '../context.ts';
import { resolveClientIp } from '../middleware/client-ip.ts';
import { enforceRateLimit } from '../middleware/rate-limit.ts';
import type { TitlePageGate } from './web.ts';

/**
 * Who gets a title page's head looked up in the catalog. A title page is open to anyone (no bot
 * check, no daily limit), so its served head reads only what the catalog stores (never TMDb),
 * a client over the per-IP burst limit gets the default head with 429, and a banned client the
 * default head without any lookup.
 */
export function titlePageGate(deps: AppDeps): TitlePageGate {
  return async (c) => {
    const ip = resolveClientIp(c, deps.env.TRUST_PROXY);
    c.set('clientIp', ip);
    if (await deps.bans.isBanned(ip)) return 'default';
    try {
      await enforceRateLimit(deps, c, 'titlePage');
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited') return 'limited';
      throw error;
    }
    return 'lookup';
  };
}
