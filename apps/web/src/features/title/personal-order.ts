import type { PlatformGroup } from '../../lib/stream-entries.ts';

/**
 * The list for this visitor: their services first among the platforms (marked as theirs), and in
 * every platform's list their home country first. Otherwise the order stays as given.
 */
export function personalise(
  groups: { popular: PlatformGroup[]; other: PlatformGroup[] },
  services: readonly string[],
  home: string | null,
): { popular: PlatformGroup[]; other: PlatformGroup[] } {
  if (services.length === 0 && !home) return groups;
  const mine = new Set(services);
  const order = (list: PlatformGroup[]) =>
    list
      .map((group) => ({
        ...group,
        mine: mine.has(group.name),
        entries: home ? homeFirst(group.entries, home) : group.entries,
      }))
      // A stable sort: the visitor's services first, each part in its former order.
      .sort((a, b) => Number(b.mine) - Number(a.mine));
  return { popular: order(groups.popular), other: order(groups.other) };
}

function homeFirst<T extends { country: string }>(entries: T[], home: string): T[] {
  const index = entries.findIndex((entry) => entry.country === home);
  if (index <= 0) return entries;
  return [entries[index] as T, ...entries.slice(0, index), ...entries.slice(index + 1)];
}
