import { adminMessages, BAN_LIST_MAX } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { BanStore } from '../ports/bans.ts';
import { compileBanList, normalizeBanTarget } from './ip-ban.ts';

/**
 * Bans an address or range (admins only; the route checks the role). Refuses a ban that would
 * cover the admin's own current address, so a slip cannot lock the operator out, and a new ban
 * once the list holds BAN_LIST_MAX (every instance keeps it in memory). Banning twice is a
 * success.
 */
export async function banIp(
  bans: BanStore,
  admin: { id: string },
  input: { ip: string; callerIp: string },
): Promise<{ ip: string; alreadyBanned: boolean }> {
  const ip = normalizeBanTarget(input.ip);
  if (compileBanList([ip])(input.callerIp)) {
    throw new AppError('validation_failed', adminMessages.ownAddress, { ip: adminMessages.ownAddress });
  }
  const outcome = await bans.add(ip, admin.id, BAN_LIST_MAX);
  if (outcome === 'full') {
    const message = adminMessages.banListFull(BAN_LIST_MAX);
    throw new AppError('conflict', message, { ip: message });
  }
  return { ip, alreadyBanned: outcome === 'exists' };
}
