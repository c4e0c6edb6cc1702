/** Spec §9 timings of the account screens (candidates for @reelatlas/contracts' limits). */
export const RESEND_COOLDOWN_S = 60;
export const RESET_COOLDOWN_S = 30;
export const VERIFIED_REDIRECT_MS = 2000;
/** Spec §4: user data is refreshed every hour. */
export const USER_REFRESH_MS = 3_600_000;
