import { z } from 'zod';
import type { TmdbProviderListEntry } from './schemas.ts';

/**
 * TMDb lists some services under several provider ids: the same name twice (Amazon Prime Video
 * 9 and 119, Disney Plus 337 and 390), or an ad-supported tier as its own provider ("Amazon
 * Prime Video with Ads", "Netflix Standard with Ads"). A visitor sees one service, so they are
 * folded into one brand.
 *
 * The rule: two provider names are one brand when they are equal after
 *   1. accents and case are dropped,
 *   2. "+" is read as "plus" (TMDb spells both "Disney+" and "Disney Plus" over the years),
 *   3. a trailing ad-tier suffix is dropped: "with ads", "basic with ads", "standard with ads",
 *   4. everything but letters and digits is dropped.
 * Nothing else is folded: "Amazon Video" (rent and buy) is another offer than Prime Video, and
 * "… Amazon Channel" subscriptions are separate services sold through Amazon.
 */
export function brandKey(providerName: string): string {
  return providerName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/\s+(?:(?:basic|standard)\s+)?with\s+ads\s*$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** One TMDb provider id as shown: its brand's name and rank (display priority, lower first). */
export interface ProviderBrand {
  name: string;
  rank: number | null;
  /** TMDb's logo path of the brand's lead provider (absent in directories cached before logos). */
  logo?: string | null;
}

/** Provider id (as a string: it is stored as JSON) → brand. */
export type ProviderDirectory = Record<string, ProviderBrand>;

/** What the database cache holds; checked when read back, as an older build may have written it. */
export const providerDirectorySchema = z.record(
  z.string(),
  z.object({ name: z.string().min(1), rank: z.number().int().nullable(), logo: z.string().nullish() }),
);

/**
 * The brands of TMDb's movie and TV provider lists (one id can be in both). A brand is named
 * after its most prominent id (lowest display priority, then lowest id), and ranks as that id.
 */
export function buildProviderDirectory(entries: TmdbProviderListEntry[]): ProviderDirectory {
  const ids = new Map<number, TmdbProviderListEntry>();
  for (const entry of entries) {
    const known = ids.get(entry.provider_id);
    if (!known || priorityOf(entry) < priorityOf(known)) ids.set(entry.provider_id, entry);
  }
  const brands = new Map<string, TmdbProviderListEntry[]>();
  for (const entry of ids.values()) {
    const key = brandKey(entry.provider_name);
    if (!key) continue;
    brands.set(key, [...(brands.get(key) ?? []), entry]);
  }
  const directory: ProviderDirectory = {};
  for (const members of brands.values()) {
    members.sort((a, b) => priorityOf(a) - priorityOf(b) || a.provider_id - b.provider_id);
    const lead = members[0];
    if (!lead) continue;
    // Rounded: the rank is stored in an integer column.
    const rank = lead.display_priority == null ? null : Math.round(lead.display_priority);
    const logo = members.find((member) => member.logo_path)?.logo_path ?? null;
    const brand = { name: lead.provider_name.trim(), rank, logo };
    for (const member of members) directory[String(member.provider_id)] = brand;
  }
  return directory;
}

const priorityOf = (entry: TmdbProviderListEntry) => entry.display_priority ?? Number.MAX_SAFE_INTEGER;
