import type { OfferType } from '@reelatlas/core';

/**
 * The Streaming Availability API names services by its own ids (`netflix`, `prime`); TMDb by
 * numeric provider ids, sometimes several for one brand, and sometimes one brand per way of
 * watching (Apple TV+ subscriptions and the Apple TV store are two TMDb providers). So the ids
 * depend on the offer type. A service missing here is shown under the source's own name.
 */
type ByOfferType = { subscription?: number[]; store?: number[]; free?: number[] };

const SERVICES: Record<string, ByOfferType> = {
  netflix: { subscription: [8, 1796] },
  prime: { subscription: [9, 119, 2100], store: [10] },
  disney: { subscription: [337, 390] },
  apple: { subscription: [350], store: [2] },
  hbo: { subscription: [1899, 384] },
  hulu: { subscription: [15] },
  peacock: { subscription: [386, 387] },
  paramount: { subscription: [531] },
  mubi: { subscription: [11] },
  crunchyroll: { subscription: [283] },
  britbox: { subscription: [151] },
  now: { subscription: [39] },
  stan: { subscription: [21] },
  hotstar: { subscription: [122] },
  zee5: { subscription: [232] },
  curiosity: { subscription: [190] },
  starz: { subscription: [43] },
  crave: { subscription: [230] },
  iplayer: { free: [38] },
  plutotv: { free: [300] },
  tubi: { free: [73] },
};

/** The TMDb provider ids of a Streaming Availability service offered this way; empty when unknown. */
export function tmdbProviderIds(serviceId: string, offerType: OfferType): number[] {
  const service = Object.hasOwn(SERVICES, serviceId) ? SERVICES[serviceId] : undefined;
  if (!service) return [];
  if (offerType === 'rent' || offerType === 'buy') return service.store ?? [];
  if (offerType === 'free' || offerType === 'ads') return service.free ?? service.subscription ?? [];
  return service.subscription ?? service.free ?? [];
}
