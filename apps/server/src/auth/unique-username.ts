import type { AuthUserStore } from '@reelatlas/db';

/**
 * A free username from the wished one: 'maria' if nobody has it (case-insensitively), else
 * 'maria2', 'maria3', … (DESIGN.md §4). The unique index stays the last word on races.
 */
export async function uniqueUsername(
  users: Pick<AuthUserStore, 'usernamesStartingWith'>,
  wished: string,
): Promise<string> {
  const base = wished.trim().replace(/\s+/g, '_').slice(0, 26) || 'user';
  const names = await users.usernamesStartingWith(base);
  if (!names.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}
