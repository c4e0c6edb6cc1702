/** The one Pro price, its struck-through old price, and the one-time trial. */
export const PRO_PRICE = { amount: '$1.00', oldAmount: '$2.99', interval: 'mo' } as const;
export const TRIAL_DAYS = 7;
/** The subscription check is made at most once per 60 s. */
export const SUBSCRIPTION_CHECK_INTERVAL_MS = 60_000;

/** Checkout, billing portal and subscription texts; the quoted ones are the product. */
export const billingMessages = {
  verifyToUpgrade: 'Please verify your email to upgrade to Pro',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  noCheckoutUrl: 'No checkout URL received.',
  portalFailed: 'Failed to open billing portal. Please try again later.',
  notYourAccount: 'You can only upgrade your own account.',
  alreadyPro: 'You already have Pro. Manage your subscription from your profile.',
  unknownPrice: 'That price is not offered.',
  noSubscription: 'There is no subscription to manage yet.',
  paymentsUnavailable: 'Payments are not available on this server right now.',
  trialAlreadyTaken:
    'This email address has already had its free trial, so Pro starts without one: $1.00 a month, cancel any time. Press Upgrade again to continue.',
} as const;

/**
 * What is kept so that each person gets one free trial, as the privacy policy and the data
 * export say it.
 */
export const TRIAL_RECORD_NOTE =
  'To give each person one free trial, we keep a keyed hash of your email address, written in a standard form (lower case, without a "+tag", and for Gmail without dots), once a trial starts, and a keyed hash of the fingerprint our payment provider (Stripe) gives the card you start it with. The hashes cannot be turned back into your address or card and are used only to check whether an address or a card already had a trial (a trial started with a card that already had one ends at once and is billed); they stay after your account is deleted.';
