/** Timings of the account screens (docs/product-rules.md#constants; candidates for @reelatlas/contracts' limits). */
export const RESEND_COOLDOWN_S = 60;
export const RESET_COOLDOWN_S = 30;
export const VERIFIED_REDIRECT_MS = 2000;
/** User data is refreshed every hour. */
export const USER_REFRESH_MS = 3_600_000;
