/** A subscription as its provider (Stripe or the local test billing) last described it. */
export interface SubscriptionRecord {
  id: string;
  provider: 'stripe' | 'test';
  userId: string;
  customerId: string | null;
  /** The provider's status: trialing, active, past_due, canceled, incomplete, unpaid, … */
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  /** The provider's timestamp of the change this record reflects. */
  lastEventAt: Date;
}

/** What billing needs to know about a user. */
export interface BillingUser {
  id: string;
  email: string;
  emailVerified: boolean;
  plan: 'Free' | 'Trial' | 'Pro';
  trialEndDate: Date | null;
  subscriptionEndDate: Date | null;
  trialUsed: boolean;
  stripeCustomerId: string | null;
}

/** The plan fields of the user record (docs/product-rules.md#plans-and-trial), as billing sets them. */
export interface UserPlanUpdate {
  plan: 'Free' | 'Trial' | 'Pro';
  isPro: boolean;
  isTrial: boolean;
  trialEndDate: Date | null;
  trialUsed: boolean;
  subscriptionEndDate: Date | null;
  stripeCustomerId: string | null;
}

export type ApplyOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown_user';

/** Local subscription table, processed provider events, and the users' plan fields. */
export interface BillingStore {
  user(userId: string): Promise<BillingUser | null>;
  /** Marks the user's one trial as used (another account of the same person had it). */
  markTrialUsed(userId: string): Promise<void>;
  subscriptionsOf(userId: string): Promise<SubscriptionRecord[]>;
  subscription(id: string): Promise<SubscriptionRecord | null>;
  /** Remembers a processed event; false when it was processed before. */
  recordEvent(event: { id: string; type: string }): Promise<boolean>;
  /** Records `event` and links the provider's customer to a user who has none yet, atomically. */
  linkCustomer(input: {
    userId: string;
    customerId: string;
    event: { id: string; type: string };
  }): Promise<'applied' | 'duplicate'>;
  /**
   * In one transaction, serialised per user: records `event` (stops with 'duplicate' when
   * seen), finds the user (given id, the subscription's owner, or the customer's user), lets
   * `decide` turn the stored row into the new one (null: stale, nothing written), then writes
   * the user's plan as `derive` computes it from all their subscriptions.
   */
  applyChange(input: {
    subscriptionId: string;
    userId: string | null;
    customerId: string | null;
    event?: { id: string; type: string };
    decide(current: SubscriptionRecord | null, userId: string): SubscriptionRecord | null;
    derive(user: BillingUser, subscriptions: SubscriptionRecord[]): UserPlanUpdate;
  }): Promise<ApplyOutcome>;
}

/**
 * The addresses that ever started a trial, kept after their account is deleted, so each person
 * gets one. Implementations store a keyed hash of `trialEmailKey(email)`, never the address.
 */
export interface TrialClaimStore {
  /** Whether this address (or another spelling of the same mailbox) already started a trial. */
  taken(email: string): Promise<boolean>;
  /** Records that this address started a trial (again is a no-op). */
  record(email: string): Promise<void>;
  /**
   * Records that a card (the provider's fingerprint, the same for one card number across
   * customers) started a trial; false when it already had, so this one is a repeat. Atomic: of
   * two trials with one card arriving at once, exactly one claims it.
   */
  claimCard(fingerprint: string): Promise<boolean>;
}

/** The card behind a provider's subscription, for the one-trial-per-card rule (Stripe only). */
export interface TrialCardGateway {
  /** The fingerprint of the subscription's (else its customer's) default card; null when none. */
  cardFingerprint(subscriptionId: string): Promise<string | null>;
  /** Ends the subscription's trial now, so it bills as a paid subscription from today. */
  endTrialNow(subscriptionId: string): Promise<void>;
}

/** Where checkout and subscription management happen: Stripe, or the local test billing. */
export interface BillingGateway {
  readonly provider: 'stripe' | 'test';
  /** The one Pro price a checkout may ask for. */
  readonly priceId: string;
  createCheckout(input: { user: BillingUser; trialDays: number | null }): Promise<{ url: string }>;
  createPortal(input: { user: BillingUser }): Promise<{ url: string }>;
}
