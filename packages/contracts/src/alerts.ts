import { z } from 'zod';
import { offerTypeSchema, titleTypeSchema } from './catalog.ts';

/** One offer that appeared on or left a title's availability (docs/product-rules.md#alerts). */
export const availabilityChangeSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  provider: z.string(),
  offerType: offerTypeSchema,
  /** 'leaving': the offer's last day was announced (`leavesOn`); it is still there until then. */
  change: z.enum(['added', 'removed', 'leaving']),
  /** ISO 8601. */
  changedAt: z.string(),
  /** For 'leaving': the offer's last day, `YYYY-MM-DD`. */
  leavesOn: z.iso.date().optional(),
});
export type AvailabilityChange = z.infer<typeof availabilityChangeSchema>;

/** `GET /api/titles/{type}/{id}/changes`: the title's recent changes, newest first. */
export const titleChangesResponseSchema = z.object({ changes: z.array(availabilityChangeSchema) });
export type TitleChangesResponse = z.infer<typeof titleChangesResponseSchema>;

export const titleChangesParamsSchema = z.object({
  type: titleTypeSchema,
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** 'home': on my services in my country (the default); 'anywhere': on my services anywhere. */
export const alertScopeSchema = z.enum(['home', 'anywhere']);
export type AlertScope = z.infer<typeof alertScopeSchema>;

const titleKeySchema = z.object({
  type: titleTypeSchema,
  id: z.number().int().positive().max(2_147_483_647),
});

/** `GET /api/me/alerts`: the signed-in user's alert choices. */
export const alertSettingsSchema = z.object({
  /** Alerts for every watchlist title. */
  watchlist: z.boolean(),
  scope: alertScopeSchema,
  /** The profile's "Availability e-mails" switch. */
  emails: z.boolean(),
  /** Watchlist titles with "Alert me" on. */
  titles: z.array(titleKeySchema),
  /** Pro or Trial right now: only then are alerts switched on and sent. */
  allowed: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** `PATCH /api/me/alerts`: any of the choices; switching alerts on needs Pro or Trial. */
export const alertSettingsUpdateSchema = z
  .object({ watchlist: z.boolean(), scope: alertScopeSchema, emails: z.boolean() })
  .partial()
  .strict();
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdateSchema>;

/** `PUT /api/me/alerts/titles`: "Alert me" on or off for one watchlist title. */
export const titleAlertRequestSchema = titleKeySchema.extend({ alert: z.boolean() }).strict();
export type TitleAlertRequest = z.infer<typeof titleAlertRequestSchema>;

/** `POST /mail/unsubscribe?token=…`: the signed token of an alert e-mail. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(10).max(500) });

export const alertTexts = {
  alertMe: 'Alert me',
  wholeWatchlist: 'Alert me about my whole watchlist',
  scopeHome: 'On my services in my country',
  scopeAnywhere: 'On my services anywhere',
  upgrade:
    'Availability alerts are part of Pro: get an e-mail when a watchlist title arrives on your services.',
  needServices: 'Pick your services first: alerts tell you when a title arrives on them.',
  emailsSwitch: 'Availability e-mails',
  recentChanges: 'Recent changes',
  refusedForFree: 'Availability alerts are part of Pro. Upgrade to switch them on.',
  notOnWatchlist: 'Add the title to your watchlist first.',
  badToken: 'This unsubscribe link is not valid.',
} as const;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English name of a country code ("JP" → "Japan"). */
export const changeCountryName = (code: string) => countryNames.of(code) ?? code;

const offerWords: Record<AvailabilityChange['offerType'], string> = {
  subscription: '',
  free: ' (free)',
  ads: ' (with ads)',
  rent: ' (rent)',
  buy: ' (buy)',
};

const lastDays = new Map<string, Intl.DateTimeFormat>();

/**
 * An offer's last day ("2026-12-12") as the reader's language writes a date: English keeps the
 * product's "12 December 2026"; every other language is `Intl`'s ("12. Dezember 2026",
 * "2026年12月12日"). One source for the title page's words and the alerts digest's.
 */
export function leavingDayText(day: string, locale = 'en'): string {
  const key = locale === 'en' ? 'en-GB' : locale;
  let format = lastDays.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(key, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    lastDays.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * One change in words, the same on the title page and in the e-mail: "New on Netflix in Japan",
 * "Leaving Sweden's Max", "Leaves Netflix in France on 12 December 2026" (an announced last day;
 * rent and buy offers say so: "New on Apple TV in Japan (rent)").
 */
export function describeChange(
  change: Pick<AvailabilityChange, 'country' | 'provider' | 'offerType' | 'change' | 'leavesOn'>,
) {
  const country = changeCountryName(change.country);
  const offer = offerWords[change.offerType];
  if (change.change === 'added') return `New on ${change.provider} in ${country}${offer}`;
  if (change.change === 'leaving' && change.leavesOn)
    return `Leaves ${change.provider} in ${country} on ${leavingDayText(change.leavesOn)}${offer}`;
  const possessive = country.endsWith('s') ? `${country}'` : `${country}'s`;
  return `Leaving ${possessive} ${change.provider}${offer}`;
}
