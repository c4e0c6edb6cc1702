import type { OfferQuality, OfferType, SubtitleTrack } from '@reelatlas/contracts';
import { type Random, randomInt } from './random.ts';

/**
 * Plausible languages, quality and leaving dates for a demo offer. The demo's films are
 * English-language, so English audio is always there; a local dub is common in the large markets
 * that dub (and rarer in the small ones that subtitle), English subtitles are common everywhere and
 * local subtitles usual where English is not spoken.
 */

// Markets that dub films into their language, and the tag their dub carries.
const DUBBING_MARKETS: Record<string, string> = {
  FR: 'fr',
  BE: 'fr',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  IT: 'it',
  ES: 'es-ES',
  MX: 'es-MX',
  AR: 'es-MX',
  CO: 'es-MX',
  CL: 'es-MX',
  PE: 'es-MX',
  BR: 'pt-BR',
  JP: 'ja',
  KR: 'ko',
  PL: 'pl',
  TR: 'tr',
  IN: 'hi',
};

// Where English is not spoken, the local language's subtitles (markets that subtitle rather than dub).
const SUBTITLE_MARKETS: Record<string, string> = {
  ...DUBBING_MARKETS,
  NL: 'nl',
  SE: 'sv',
  NO: 'nb',
  DK: 'da',
  FI: 'fi',
  PT: 'pt-PT',
  GR: 'el',
  CZ: 'cs',
  SK: 'sk',
  HU: 'hu',
  RO: 'ro',
  HR: 'hr',
  TW: 'zh-TW',
  HK: 'zh-HK',
  TH: 'th',
  ID: 'id',
  IL: 'he',
};

const ENGLISH_SPEAKING = new Set(['US', 'GB', 'CA', 'AU', 'NZ', 'IE']);

export interface DemoOfferFacts {
  audio: string[];
  subtitles: SubtitleTrack[];
  quality: OfferQuality;
  /** YYYY-MM-DD, for about one subscription or free offer in twelve. */
  expiresOn?: string;
}

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function qualityOf(random: Random, offerType: OfferType, year: number): OfferQuality {
  if (offerType === 'free' || offerType === 'ads') return random() < 0.5 ? 'sd' : 'hd';
  // Old films rarely have a 4K master; stores sell 4K more often than subscriptions stream it.
  const uhdShare = year < 1990 ? 0.05 : offerType === 'subscription' ? 0.25 : 0.4;
  return random() < uhdShare ? 'uhd' : 'hd';
}

/**
 * `today` (YYYY-MM-DD) anchors the leaving dates: they fall 2–45 days after it, so the catalog
 * built today shows offers leaving within the next weeks.
 */
export function demoOfferFacts(
  random: Random,
  country: string,
  offerType: OfferType,
  year: number,
  today: string,
): DemoOfferFacts {
  const audio = ['en'];
  const dub = DUBBING_MARKETS[country];
  if (dub && random() < (offerType === 'subscription' ? 0.7 : 0.5)) audio.push(dub);
  const subtitles: SubtitleTrack[] = [];
  const english = ENGLISH_SPEAKING.has(country);
  if (english || random() < 0.8)
    subtitles.push({ language: 'en', closedCaptions: english && random() < 0.7 });
  const local = SUBTITLE_MARKETS[country];
  if (local && random() < 0.85) subtitles.push({ language: local, closedCaptions: false });
  const facts: DemoOfferFacts = { audio, subtitles, quality: qualityOf(random, offerType, year) };
  const licensed = offerType === 'subscription' || offerType === 'free' || offerType === 'ads';
  if (licensed && random() < 0.08) facts.expiresOn = addDays(today, randomInt(random, 2, 45));
  return facts;
}
