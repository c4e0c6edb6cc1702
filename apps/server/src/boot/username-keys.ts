import { usernameKey } from '@reelatlas/core';
import type { AuthUserStore } from '@reelatlas/db';
import type { Logger } from 'pino';

const BATCH = 500;

/**
 * Gives every account made before usernames had a key (what the name looks like) its key, so
 * a new name that looks like an old one is refused too. The key comes from Unicode's data in
 * code, so a migration cannot write it. Where two old names look alike, the older account keeps
 * the key and the other stays without one (its name is kept; it gets a key when renamed). Run at
 * start-up; instances starting together only skip what another stored.
 */
export async function fillUsernameKeys(
  users: Pick<AuthUserStore, 'usernamesWithoutKey' | 'setUsernameKey'>,
  logger: Logger,
): Promise<{ filled: number; alike: number }> {
  let after = '';
  let filled = 0;
  let alike = 0;
  for (;;) {
    const batch = await users.usernamesWithoutKey(after, BATCH);
    for (const { id, username } of batch) {
      if (await users.setUsernameKey(id, username, usernameKey(username))) filled++;
      else alike++;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    after = last.id;
  }
  if (filled) logger.info({ filled }, 'username keys stored for existing accounts');
  if (alike)
    logger.warn({ accounts: alike }, 'existing usernames that look like an older account’s keep no key');
  return { filled, alike };
}
