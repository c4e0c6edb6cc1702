import type { Context, TypedResponse } from 'hono';

const serialised = new WeakMap<object, string>();

/**
 * A JSON answer built from an object the catalog cache hands out unchanged (the same array for
 * every caller until it expires), serialised once per object rather than per request: on the
 * autocomplete path JSON.stringify was the largest piece of the route's own CPU.
 */
export function cachedJson<T extends object>(c: Context, value: T): TypedResponse<T, 200, 'json'> {
  let json = serialised.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    serialised.set(value, json);
  }
  c.header('Content-Type', 'application/json');
  // The text is value's JSON; the typed c.json cannot take pre-serialised text.
  return c.body(json, 200) as unknown as TypedResponse<T, 200, 'json'>;
}
