import { type BanStore, type Clock, compileBanList } from '@reelatlas/core';

/** How stale one instance's copy of the ban list may get: a ban reaches every instance within it. */
export const BAN_LIST_TTL_MS = 5000;

export interface BanList extends BanStore {
  /** True when the address falls under any ban (ranges included). */
  isBanned(clientIp: string): Promise<boolean>;
}

/**
 * The ban list as every request checks it: read from the database at most once per TTL per
 * instance (concurrent requests share the one read) and matched in memory. A ban or unban made
 * on this instance applies here at once; other instances see it when their copy expires.
 */
export function createBanList(store: BanStore, clock: Clock, ttlMs = BAN_LIST_TTL_MS): BanList {
  let matcher: ((ip: string) => boolean) | null = null;
  let loadedAt = 0;
  let loading: Promise<(ip: string) => boolean> | null = null;

  const load = () => {
    loading ??= store
      .list()
      .then((ips) => {
        matcher = compileBanList(ips);
        loadedAt = clock.now().getTime();
        return matcher;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const invalidate = () => {
    matcher = null;
  };

  return {
    async isBanned(clientIp) {
      const fresh = matcher && clock.now().getTime() - loadedAt < ttlMs ? matcher : await load();
      return fresh(clientIp);
    },
    list: () => store.list(),
    async add(ip, bannedBy, maxEntries) {
      const outcome = await store.add(ip, bannedBy, maxEntries);
      invalidate();
      return outcome;
    },
    async remove(ip) {
      const removed = await store.remove(ip);
      invalidate();
      return removed;
    },
  };
}
