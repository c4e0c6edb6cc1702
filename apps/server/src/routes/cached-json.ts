import type { Context, TypedResponse } from 'hono';
import type { AppEnv } from '../context.ts';
import type { HeaderRecord } from '../middleware/security-header-list.ts';
import { securedResponse } from '../middleware/security-headers.ts';

const serialised = new WeakMap<object, string>();

/**
 * A JSON answer built from an object the catalog cache hands out unchanged (the same array for
 * every caller until it expires), serialised once per object rather than per request: on the
 * autocomplete path JSON.stringify was the largest piece of the route's own CPU. `headers` (a
 * module constant, with the content type) go out as they are, with the security set.
 */
export function cachedJson<T extends object>(
  c: Context<AppEnv>,
  value: T,
  headers: HeaderRecord,
): TypedResponse<T, 200, 'json'> {
  let json = serialised.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    serialised.set(value, json);
  }
  // The text is value's JSON; the typed c.json cannot take pre-serialised text.
  return securedResponse(c, json, 200, headers) as unknown as TypedResponse<T, 200, 'json'>;
}
