import { z } from 'zod';

/** Field name → its messages, in the order the rules failed. */
export type FieldErrorMap = Partial<Record<string, string[]>>;

/**
 * Every failed rule of a zod check, grouped by field (docs/product-rules.md#accounts: one message
 * per failed rule), each in the page's language: the shared schemas speak English, `show` maps
 * their texts to the catalog's (`accountText`).
 */
export function fieldErrors(error: z.ZodError, show: (text: string) => string): FieldErrorMap {
  const map: FieldErrorMap = {};
  for (const [field, list] of Object.entries(z.flattenError(error).fieldErrors)) {
    if (Array.isArray(list) && list.length > 0) map[field] = [...new Set(list.map(show))];
  }
  return map;
}

/** The server's `{fields: {name: text}}`, with its field names mapped to the form's. */
export function serverFieldErrors(
  fields: Record<string, string>,
  rename: Record<string, string> = {},
): FieldErrorMap {
  const map: FieldErrorMap = {};
  for (const [field, message] of Object.entries(fields)) map[rename[field] ?? field] = [message];
  return map;
}
