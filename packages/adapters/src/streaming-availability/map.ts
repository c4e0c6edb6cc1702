import {
  httpsUrlSchema,
  OFFER_LANGUAGES_MAX,
  type OfferQuality,
  offerPriceSchema,
  type SubtitleTrack,
} from '@reelatlas/contracts';
import type { OfferType, SourcedOffer } from '@reelatlas/core';
import { z } from 'zod';
import { languageTag } from './language-codes.ts';
import { tmdbProviderIds } from './services.ts';

/** More countries or options than any real title has: the rest of a hostile answer is ignored. */
const COUNTRIES_MAX = 250;
const OPTIONS_PER_COUNTRY_MAX = 200;
const NAME_MAX = 80;
const PRICE_TEXT_MAX = 40;

/**
 * `GET /shows/{id}` as far as it is read: the offers per country. Each option is checked on its
 * own below (one odd option must not cost the title its other offers).
 */
export const showSchema = z.object({
  streamingOptions: z.record(z.string(), z.array(z.unknown())).optional(),
});

const optionSchema = z.object({
  service: z.object({ id: z.string().max(100), name: z.string() }),
  type: z.enum(['subscription', 'free', 'rent', 'buy', 'addon']),
  link: z.string().optional(),
  videoLink: z.string().optional(),
  quality: z.string().optional(),
  audios: z.array(z.unknown()).optional(),
  subtitles: z.array(z.unknown()).optional(),
  price: z.object({ amount: z.string(), currency: z.string(), formatted: z.string() }).partial().nullish(),
  expiresOn: z.number().optional(),
});

/** Control characters, bidirectional overrides and isolates, and the byte-order mark: never shown. */
const UNSHOWABLE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

/** A name or text shown as plain text: no control or direction characters, spaces folded, bounded. */
export function plainText(value: string, max: number): string {
  return value.replace(UNSHOWABLE, '').replace(/\s+/g, ' ').trim().slice(0, max);
}

const QUALITIES: Record<string, OfferQuality> = { sd: 'sd', hd: 'hd', qhd: 'hd', uhd: 'uhd' };

/** The last day, from the source's Unix time; only a plausible one (a leaving date within decades). */
function lastDay(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2100 ? date.toISOString().slice(0, 10) : undefined;
}

/** A list longer than any service offers is refused whole: a truncated list would mislead. */
function languages<T>(items: unknown[] | undefined, read: (item: unknown) => T | null): T[] | undefined {
  if (!items || items.length > OFFER_LANGUAGES_MAX) return undefined;
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const value = read(item);
    if (value === null) continue;
    const key = JSON.stringify(value);
    if (!seen.has(key)) seen.add(key);
    else continue;
    out.push(value);
  }
  return out;
}

const readAudio = (item: unknown) => {
  const locale = item as { language?: unknown; region?: unknown } | null;
  return locale && typeof locale === 'object' ? languageTag(locale.language, locale.region) : null;
};

const readSubtitle = (item: unknown): SubtitleTrack | null => {
  const track = item as {
    closedCaptions?: unknown;
    locale?: { language?: unknown; region?: unknown };
  } | null;
  if (!track || typeof track !== 'object' || typeof track.closedCaptions !== 'boolean') return null;
  const language = track.locale ? languageTag(track.locale.language, track.locale.region) : null;
  return language ? { language, closedCaptions: track.closedCaptions } : null;
};

function toOffer(country: string, raw: unknown): SourcedOffer | null {
  const parsed = optionSchema.safeParse(raw);
  // Add-ons (a channel sold through another service) are left out: TMDb lists them as services
  // of their own, under names that cannot be matched safely.
  if (!parsed.success || parsed.data.type === 'addon') return null;
  const option = parsed.data;
  const offerType: OfferType = option.type as OfferType;
  const provider = plainText(option.service.name, NAME_MAX);
  if (!provider) return null;
  const deepLink = [option.videoLink, option.link].find((link) => httpsUrlSchema.safeParse(link).success);
  const offer: SourcedOffer = {
    country,
    provider,
    offerType,
    link: deepLink ?? null,
    price: null,
    tmdbProviderIds: tmdbProviderIds(option.service.id, offerType),
  };
  const audio = languages(option.audios, readAudio);
  if (audio) offer.audio = audio;
  const subtitles = languages(option.subtitles, readSubtitle);
  if (subtitles) offer.subtitles = subtitles;
  const quality =
    option.quality && Object.hasOwn(QUALITIES, option.quality) ? QUALITIES[option.quality] : undefined;
  if (quality) offer.quality = quality;
  if ((offerType === 'rent' || offerType === 'buy') && option.price) {
    // An absurd amount or a currency that is no ISO code is refused, with its formatted text.
    const price = offerPriceSchema.safeParse({
      amount: Number(option.price.amount),
      currency: option.price.currency,
    });
    if (price.success) {
      offer.localPrice = price.data;
      const text = plainText(option.price.formatted ?? '', PRICE_TEXT_MAX);
      offer.price = text || null;
    }
  }
  const expiresOn = lastDay(option.expiresOn);
  if (expiresOn) offer.expiresOn = expiresOn;
  if (deepLink) offer.deepLink = deepLink;
  return offer;
}

/** Rent and buy come once per quality: the best quality is kept, the cheaper at equal quality. */
const QUALITY_ORDER: Record<string, number> = { uhd: 3, hd: 2, sd: 1 };
const better = (a: SourcedOffer, b: SourcedOffer) => {
  const byQuality = (QUALITY_ORDER[a.quality ?? ''] ?? 0) - (QUALITY_ORDER[b.quality ?? ''] ?? 0);
  if (byQuality !== 0) return byQuality > 0;
  return (
    (a.localPrice?.amount ?? Number.POSITIVE_INFINITY) < (b.localPrice?.amount ?? Number.POSITIVE_INFINITY)
  );
};

/** The show's offers in every country, checked and bounded; one per country, service and offer type. */
export function toSourcedOffers(show: z.infer<typeof showSchema>): SourcedOffer[] {
  const offers = new Map<string, SourcedOffer>();
  const countries = Object.entries(show.streamingOptions ?? {}).slice(0, COUNTRIES_MAX);
  for (const [code, options] of countries) {
    const country = code.toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) continue;
    for (const raw of options.slice(0, OPTIONS_PER_COUNTRY_MAX)) {
      const offer = toOffer(country, raw);
      if (!offer) continue;
      const key = `${country}|${(raw as { service: { id: string } }).service.id}|${offer.offerType}`;
      const known = offers.get(key);
      if (!known || better(offer, known)) offers.set(key, offer);
    }
  }
  return [...offers.values()];
}
