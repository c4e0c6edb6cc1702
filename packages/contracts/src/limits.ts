/** Business constants of spec §9. Shared so the web shows exactly what the server enforces. */
export const DAILY_SEARCHES = { anonymous: 2, free: 3 } as const;
/** Pro and Trial are not counted; the UI shows the counter held at 0 of this. */
export const PRO_SEARCH_MAX = 9999;
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_ITEMS = 10;
export const HOME_TOP_RATED_COUNT = 8;
export const TOP_RATED_PAGE_COUNT = 20;
export const TOP_RATED_MAX_LIMIT = 20;
export const SEARCH_QUERY_MAX_CHARS = 200;
export const INFO_TOAST_MS = 4000;
export const COUNTDOWN_REFRESH_MS = 60_000;
export const COUNTER_POLL_MS = 1000;
export const MOBILE_BREAKPOINT_PX = 640;
export const VPN_OFFER = { discountPercent: 73, extraMonths: 3 } as const;
