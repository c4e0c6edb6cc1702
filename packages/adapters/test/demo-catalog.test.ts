import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPopularPlatform } from '@reelatlas/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CATALOG_VERSION,
  DEMO_PROVIDERS,
  type DemoOffer,
  type DemoTitle,
  findDemoProvider,
  findVegaMoviesFile,
  generateDemoAvailability,
  loadDemoTitles,
} from '../src/demo-catalog/index.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const titles = loadDemoTitles();
// A fixed build day: leaving dates are counted from it.
const BUILD_DAY = '2026-03-01';
// How long the demo build takes is a start-up figure (docs/performance.md#bars, `npm start`), not
// a unit test's: a timed assertion here failed only when the machine was busy.
const offersByTitle = titles.map((title) => generateDemoAvailability(title, BUILD_DAY));
const allOffers = offersByTitle.flat();

function fingerprint(items: readonly DemoTitle[], offers: readonly DemoOffer[][]): string {
  const hash = createHash('sha256');
  items.forEach((title, index) => {
    hash.update(JSON.stringify(title));
    hash.update(JSON.stringify(offers[index]));
  });
  return hash.digest('hex');
}

describe('demo titles', () => {
  it('keeps at least 3,000 films, each with a plausible year and a 0–10 rating', () => {
    expect(titles.length).toBeGreaterThanOrEqual(3000);
    for (const title of titles) {
      expect(title.type).toBe('movie');
      expect(title.title.trim()).toBe(title.title);
      expect(title.title.length).toBeGreaterThan(0);
      expect(Number.isInteger(title.year)).toBe(true);
      expect(title.year).toBeGreaterThanOrEqual(1900);
      expect(title.year).toBeLessThanOrEqual(2011);
      expect(title.rating).toBeGreaterThanOrEqual(0);
      expect(title.rating).toBeLessThanOrEqual(10);
      expect(title.votes).toBeGreaterThanOrEqual(0);
      expect(title.popularity).toBeGreaterThanOrEqual(0);
      expect(title.thumbnail).toBeNull();
      expect(title.description).not.toMatch(/null|undefined|NaN|\.\./);
    }
  });

  it('numbers titles 1..N in (title, year) order', () => {
    expect(titles.map((title) => title.id)).toEqual(titles.map((_, index) => index + 1));
    const keys = titles.map((title) => `${title.title}|${title.year}`);
    expect(new Set(keys).size).toBe(titles.length);
    for (let i = 1; i < titles.length; i++) {
      const [a, b] = [titles[i - 1] as DemoTitle, titles[i] as DemoTitle];
      expect(a.title < b.title || (a.title === b.title && a.year < b.year)).toBe(true);
    }
  });

  it('gives the same ids on every load', () => {
    expect(loadDemoTitles()).toEqual(titles);
    // Pinned so a change in parsing or ordering that shifts ids cannot slip by unnoticed.
    expect(titles.find((title) => title.title === '1776')).toMatchObject({ id: 11, year: 1972 });
    expect(titles.find((title) => title.title === 'Léon')).toMatchObject({ id: 1401, year: 1994 });
  });

  it('keeps titles stored as numbers, as strings', () => {
    const names = new Set(titles.map((title) => title.title));
    for (const numeric of ['1776', '2012', '300', '2046']) expect(names.has(numeric)).toBe(true);
  });

  it('links each trailer to a YouTube search', () => {
    for (const title of titles) {
      const url = new URL(title.trailerUrl);
      expect(url.origin).toBe('https://www.youtube.com');
      expect(url.searchParams.get('search_query')).toBe(`${title.title} ${title.year} trailer`);
    }
  });

  it('finds movies.json on disk', () => {
    expect(existsSync(findVegaMoviesFile())).toBe(true);
  });
});

describe('demo providers', () => {
  it('lists at least 25 services with real footprints and offer types', () => {
    expect(DEMO_PROVIDERS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(DEMO_PROVIDERS.map((provider) => provider.name)).size).toBe(DEMO_PROVIDERS.length);
    const countries = new Set(DEMO_PROVIDERS.flatMap((provider) => provider.countries));
    expect(countries.size).toBeGreaterThanOrEqual(60);
    for (const provider of DEMO_PROVIDERS) {
      expect(provider.countries.length).toBeGreaterThan(0);
      for (const country of provider.countries) expect(country).toMatch(/^[A-Z]{2}$/);
      expect(new Set(provider.countries).size).toBe(provider.countries.length);
      expect(provider.offerTypes.length).toBeGreaterThan(0);
      expect(new URL(provider.titleLink('Amélie & Co / 50%?')).protocol).toBe('https:');
    }
  });

  it('encodes the title into search links', () => {
    const link = findDemoProvider('Netflix')?.titleLink('Tom & Jerry');
    expect(link).toBe('https://www.netflix.com/search?q=Tom%20%26%20Jerry');
  });
});

describe('demo availability', () => {
  it('is deterministic within a process', () => {
    for (const title of titles.slice(0, 200)) {
      expect(generateDemoAvailability(title, BUILD_DAY)).toEqual(generateDemoAvailability(title, BUILD_DAY));
    }
  });

  it('is the same in another process started from another directory', () => {
    const script = `
      import { createHash } from 'node:crypto';
      import { generateDemoAvailability, loadDemoTitles } from ${JSON.stringify(join(repoRoot, 'packages/adapters/src/demo-catalog/index.ts'))};
      const hash = createHash('sha256');
      for (const title of loadDemoTitles().slice(0, 300)) hash.update(JSON.stringify([title, generateDemoAvailability(title, ${JSON.stringify(BUILD_DAY)})]));
      console.log(hash.digest('hex'));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: join(repoRoot, 'apps', 'server'),
      encoding: 'utf8',
    });
    const hash = createHash('sha256');
    titles.slice(0, 300).forEach((title, index) => {
      hash.update(JSON.stringify([title, offersByTitle[index]]));
    });
    expect(output.trim()).toBe(hash.digest('hex'));
  });

  it('spreads the catalog over at least 25 services and 60 countries', () => {
    expect(new Set(allOffers.map((offer) => offer.provider)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(allOffers.map((offer) => offer.country)).size).toBeGreaterThanOrEqual(60);
  });

  it('keeps the catalog between 300k and 500k rows, 80–200 per title on average', () => {
    expect(allOffers.length).toBeGreaterThanOrEqual(300_000);
    expect(allOffers.length).toBeLessThanOrEqual(500_000);
    const average = allOffers.length / titles.length;
    expect(average).toBeGreaterThanOrEqual(80);
    expect(average).toBeLessThanOrEqual(200);
  });

  // The row checks collect offenders and assert once: 400k expect() calls would take seconds.
  it('only offers a service in the countries it really serves', () => {
    const footprints = new Map(
      DEMO_PROVIDERS.map((provider) => [provider.name, new Set(provider.countries)]),
    );
    const outside = allOffers.filter((offer) => !footprints.get(offer.provider)?.has(offer.country));
    expect(outside).toEqual([]);
  });

  it('never repeats a (country, provider, offer type) row for a title', () => {
    for (const offers of offersByTitle) {
      const keys = offers.map((offer) => `${offer.country}|${offer.provider}|${offer.offerType}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('links every offer to an https URL', () => {
    for (const link of new Set(allOffers.map((offer) => offer.link))) {
      expect(new URL(link).protocol).toBe('https:');
    }
  });

  it('follows each service offer types, with prices only for rent and buy', () => {
    const localPrice = /^(\D{1,4}\d[\d,]*(\.\d\d)?|\d+(\.\d\d)? \D{1,3})$/;
    const wrong = allOffers.filter((offer) => {
      if (!findDemoProvider(offer.provider)?.offerTypes.includes(offer.offerType)) return true;
      const priced = offer.offerType === 'rent' || offer.offerType === 'buy';
      return priced ? !localPrice.test(offer.price ?? '') : offer.price !== null;
    });
    expect(wrong).toEqual([]);
    const prices = (country: string) =>
      new Set(allOffers.filter((offer) => offer.country === country && offer.price).map((o) => o.price?.[0]));
    expect(prices('US')).toEqual(new Set(['$']));
    expect(prices('DE')).toEqual(new Set(['€']));
    expect(prices('GB')).toEqual(new Set(['£']));
  });

  it('gives every offer its facts: English audio first, plausible subtitles and quality, https deep links', () => {
    const languageTag = /^[a-z]{2,3}(-[A-Z]{2})?$/;
    const wrong = allOffers.filter(
      (offer) =>
        offer.audio[0] !== 'en' ||
        new Set(offer.audio).size !== offer.audio.length ||
        ![...offer.audio, ...offer.subtitles.map((track) => track.language)].every((tag) =>
          languageTag.test(tag),
        ) ||
        !['sd', 'hd', 'uhd'].includes(offer.quality) ||
        !offer.deepLink.startsWith('https://'),
    );
    expect(wrong).toEqual([]);
    const share = (test: (offer: DemoOffer) => boolean, among = allOffers) =>
      among.filter(test).length / among.length;
    // English subtitles are common; large markets often get a local dub, small ones do not.
    expect(share((offer) => offer.subtitles.some((track) => track.language === 'en'))).toBeGreaterThan(0.7);
    const inFrance = allOffers.filter((offer) => offer.country === 'FR');
    expect(share((offer) => offer.audio.includes('fr'), inFrance)).toBeGreaterThan(0.4);
    expect(
      allOffers.filter((offer) => offer.country === 'SE').every((offer) => offer.audio.length === 1),
    ).toBe(true);
  });

  it('prices rent and buy offers in the local currency, as a number matching the formatted price', () => {
    const wrong = allOffers.filter(
      (offer) =>
        (offer.localPrice !== undefined) !== (offer.offerType === 'rent' || offer.offerType === 'buy'),
    );
    expect(wrong).toEqual([]);
    const currencies = (country: string) =>
      new Set(
        allOffers
          .filter((offer) => offer.country === country && offer.localPrice)
          .map((o) => o.localPrice?.currency),
      );
    expect(currencies('JP')).toEqual(new Set(['JPY']));
    expect(currencies('FR')).toEqual(new Set(['EUR']));
    const sample = allOffers.find((offer) => offer.country === 'US' && offer.localPrice);
    expect(sample?.price).toBe(`$${sample?.localPrice?.amount.toFixed(2)}`);
  });

  it('gives some subscription or free offers a leaving date within the weeks after the build day', () => {
    const leaving = allOffers.filter((offer) => offer.expiresOn);
    expect(leaving.length / allOffers.length).toBeGreaterThan(0.02);
    expect(leaving.length / allOffers.length).toBeLessThan(0.15);
    const wrong = leaving.filter(
      (offer) =>
        !['subscription', 'free', 'ads'].includes(offer.offerType) ||
        !(offer.expiresOn && offer.expiresOn > BUILD_DAY && offer.expiresOn <= '2026-04-15'),
    );
    expect(wrong).toEqual([]);
  });

  it('picks 2–7 services per title; ~3 % of titles have none and ~5 % only non-popular ones', () => {
    let none = 0;
    let otherOnly = 0;
    for (const offers of offersByTitle) {
      const providers = new Set(offers.map((offer) => offer.provider));
      if (providers.size === 0) {
        none++;
        continue;
      }
      expect(providers.size).toBeGreaterThanOrEqual(2);
      expect(providers.size).toBeLessThanOrEqual(7);
      if (![...providers].some(isPopularPlatform)) otherOnly++;
    }
    expect(none / titles.length).toBeGreaterThan(0.015);
    expect(none / titles.length).toBeLessThan(0.045);
    expect(otherOnly / titles.length).toBeGreaterThan(0.03);
    expect(otherOnly / titles.length).toBeLessThan(0.07);
  });

  it('has a fingerprint pinned to DEMO_CATALOG_VERSION', () => {
    // If this fails, the generated catalog changed: bump DEMO_CATALOG_VERSION (so existing demo
    // databases are rebuilt) and update both values here.
    expect({ version: DEMO_CATALOG_VERSION, fingerprint: fingerprint(titles, offersByTitle) }).toEqual({
      version: 'vega-movies-2',
      fingerprint: 'd3883e98addde14b71b4b9a715ca574576cf4d0661380473aa2e96459797533f',
    });
  });
});
