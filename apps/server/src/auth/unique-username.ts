import { usernameKey } from '@reelatlas/core';
import type { AuthUserStore } from '@reelatlas/db';

/**
 * A free username from the wished one: 'maria' if no name looks like it (core's usernameKey:
 * case, width and look-alike letters folded), else 'maria2', 'maria3' and so on. The wish is
 * cleaned first, as the form's schema would (a Google name never went through it): NFKC, no
 * invisible characters, spaces as '_'. The unique index on the key stays the last word on races.
 */
export async function uniqueUsername(
  users: Pick<AuthUserStore, 'usernameKeysStartingWith'>,
  wished: string,
): Promise<{ username: string; key: string }> {
  const base =
    wished
      .normalize('NFKC')
      .replace(/[\p{C}\p{Zl}\p{Zp}]/gu, '')
      .trim()
      .replace(/\s+/g, '_')
      .slice(0, 26) || 'user';
  const baseKey = usernameKey(base);
  // A digit maps to itself or a letter, one for one, so every candidate's key starts with the base's.
  const keys = await users.usernameKeysStartingWith(baseKey);
  if (!keys.has(baseKey)) return { username: base, key: baseKey };
  for (let n = 2; ; n++) {
    const username = `${base}${n}`;
    const key = usernameKey(username);
    if (!keys.has(key)) return { username, key };
  }
}
