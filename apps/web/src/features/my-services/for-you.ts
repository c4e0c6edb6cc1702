import { nameCollator } from '../../lib/countries.ts';
import { activeLocale } from '../../lib/i18n/active-locale.ts';
import type { useT } from '../../lib/i18n/use-t.ts';
import type { StreamEntry } from '../../lib/stream-entries.ts';

type Translate = ReturnType<typeof useT>;

export interface ForYou {
  /** The home country's offers: the visitor's services first, then the rest. */
  home: { mine: StreamEntry[]; others: StreamEntry[] };
  /** The visitor's services elsewhere: each service with the countries it carries the title in. */
  elsewhere: { provider: string; countries: { code: string; name: string }[] }[];
  /** Not on the visitor's services at home, but on them elsewhere: a VPN would show it. */
  vpnHelps: boolean;
}

/**
 * What the "For you" panel says, from the title's entries (one per provider and country), the
 * visitor's services (names as the catalog gives them) and home country.
 */
export function forYou(
  entries: readonly StreamEntry[],
  services: readonly string[],
  home: string | null,
): ForYou {
  const mine = new Set(services);
  const atHome = home ? entries.filter((entry) => entry.country === home) : [];
  const homeMine = atHome.filter((entry) => mine.has(entry.provider));
  const byProvider = new Map<string, { code: string; name: string }[]>();
  for (const entry of entries) {
    if (!mine.has(entry.provider) || entry.country === home) continue;
    const list = byProvider.get(entry.provider) ?? [];
    list.push({ code: entry.country, name: entry.countryName });
    byProvider.set(entry.provider, list);
  }
  const elsewhere = [...byProvider.entries()]
    .map(([provider, countries]) => ({
      provider,
      countries: countries.sort((a, b) => nameCollator().compare(a.name, b.name)),
    }))
    .sort((a, b) => b.countries.length - a.countries.length || a.provider.localeCompare(b.provider));
  return {
    home: { mine: homeMine, others: atHome.filter((entry) => !mine.has(entry.provider)) },
    elsewhere,
    vpnHelps: homeMine.length === 0 && elsewhere.length > 0,
  };
}

/**
 * "Japan, the United Kingdom and 12 more": the first few names, then how many are left, joined
 * as the active language joins a list (English without the serial comma, as the product writes).
 */
export function countryList(t: Translate, names: readonly string[], shown = 2): string {
  const locale = activeLocale();
  const list = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' });
  if (names.length <= shown + 1) return list.format(names);
  return list.format([...names.slice(0, shown), t('services.andMore', { count: names.length - shown })]);
}
