import type { Availability, OfferType } from '@reelatlas/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n/catalogs.ts';
import { toStreamEntries } from '../../lib/stream-entries.ts';
import { countryOffers, describeCountry, keyboardOrder } from './map-colouring.ts';

const row = (provider: string, country: string, offerType: OfferType): Availability => ({
  provider,
  country,
  offerType,
  link: null,
  price: null,
});

const offersOf = (rows: Availability[], mine?: string[]) =>
  countryOffers(toStreamEntries({ availability: rows, platforms: [] }), mine);

describe('countryOffers', () => {
  it('colours each country by its best offer: subscription, then free or ads, then rent or buy', () => {
    const offers = offersOf([
      row('Apple TV', 'ES', 'rent'),
      row('Netflix', 'ES', 'subscription'),
      row('Pluto TV', 'US', 'ads'),
      row('Apple TV', 'US', 'buy'),
      row('Tubi', 'CA', 'free'),
      row('Apple TV', 'JP', 'buy'),
    ]);
    expect(Object.fromEntries([...offers].map(([code, offer]) => [code, offer.tier]))).toEqual({
      ES: 'subscription',
      US: 'free',
      CA: 'free',
      JP: 'paid',
    });
  });

  it('lists each service once, under its best offer in that country', () => {
    const offers = offersOf([
      row('Apple TV', 'GB', 'rent'),
      row('Apple TV', 'GB', 'buy'),
      row('Prime Video', 'GB', 'buy'),
      row('Prime Video', 'GB', 'subscription'),
      row('Netflix', 'GB', 'subscription'),
    ]);
    expect(offers.get('GB')?.byTier).toEqual([
      { tier: 'subscription', services: ['Netflix', 'Prime Video'] },
      { tier: 'paid', services: ['Apple TV'] },
    ]);
  });

  it('with "Only my services", counts those services only (names compared case-insensitively)', () => {
    const rows = [
      row('Netflix', 'SE', 'subscription'),
      row('Apple TV', 'SE', 'rent'),
      row('Apple TV', 'NO', 'rent'),
      row('Viaplay', 'DK', 'subscription'),
    ];
    const offers = offersOf(rows, ['apple tv']);
    expect(Object.fromEntries([...offers].map(([code, offer]) => [code, offer.tier]))).toEqual({
      SE: 'paid',
      NO: 'paid',
    });
  });

  it('marks offers of unknown kind (the platforms[] fallback) as available', () => {
    const offers = countryOffers(
      toStreamEntries({ availability: [], platforms: [{ name: 'Netflix', countries: ['FR'] }] }),
    );
    expect(offers.get('FR')?.tier).toBe('unknown');
  });
});

const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

describe('describeCountry', () => {
  afterEach(() => activateLocale('en'));

  it('names the country and its services by tier, or says it is not streaming', () => {
    const offers = offersOf([
      row('Netflix', 'ES', 'subscription'),
      row('Rakuten TV', 'ES', 'ads'),
      row('Apple TV', 'ES', 'rent'),
    ]);
    expect(describeCountry(t, 'Spain', offers.get('ES'))).toBe(
      'Spain: subscription on Netflix; free or with ads on Rakuten TV; rent or buy on Apple TV',
    );
    expect(describeCountry(t, 'Japan', undefined)).toBe('Japan: not streaming');
    expect(describeCountry(t, 'Japan', undefined, true)).toBe('Japan: not on your services');
  });

  it('speaks the active language, services listed as it lists them', async () => {
    await activateLocale('de');
    const offers = offersOf([row('Netflix', 'ES', 'subscription'), row('Disney+', 'ES', 'subscription')]);
    expect(describeCountry(t, 'Spanien', offers.get('ES'))).toBe('Spanien: im Abo bei Disney+, Netflix');
    expect(describeCountry(t, 'Japan', undefined, true)).toBe('Japan: nicht bei deinen Diensten');
  });
});

describe('keyboardOrder', () => {
  it('orders countries by English name, as the country select does', () => {
    const offers = offersOf([
      row('Netflix', 'SE', 'subscription'),
      row('Netflix', 'AT', 'subscription'),
      row('Netflix', 'DE', 'subscription'),
    ]);
    expect(keyboardOrder(offers).map((offer) => offer.name)).toEqual(['Austria', 'Germany', 'Sweden']);
  });
});
