import { adminMessages } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import type { BanStore } from '../ports/bans.ts';
import { normalizeBanTarget } from './ip-ban.ts';

/** Lifts a ban; the address may be typed in any form of it ("2001:DB8:0::1" lifts "2001:db8::1"). */
export async function unbanIp(bans: BanStore, input: { ip: string }): Promise<{ ip: string }> {
  let ip: string;
  try {
    ip = normalizeBanTarget(input.ip);
  } catch (error) {
    // A range too broad to ban cannot be banned either; it is simply not in the list.
    if (error instanceof AppError && error.message !== adminMessages.ipInvalid) {
      throw new AppError('not_found', adminMessages.notBanned, { ip: adminMessages.notBanned });
    }
    throw error;
  }
  if (!(await bans.remove(ip))) {
    throw new AppError('not_found', adminMessages.notBanned, { ip: adminMessages.notBanned });
  }
  return { ip };
}
