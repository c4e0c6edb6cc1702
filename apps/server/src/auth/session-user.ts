/**
 * The user of a request's session, as Better Auth answers it with the fields this app adds. Kept
 * apart from the lookup (middleware/signed-in-user.ts), which needs the app's context: the
 * context names this type too, and neither may import the other.
 */
export interface SignedInUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image?: string | null;
  username: string;
  country: string;
  /** The account's language (a locale code); absent on a record read before it existed. */
  language?: string;
  plan: 'Free' | 'Trial' | 'Pro';
  isPro: boolean;
  isTrial: boolean;
  trialEndDate?: Date | null;
  trialUsed: boolean;
  subscriptionEndDate?: Date | null;
  isAdmin: boolean;
  emailVerifiedAt?: Date | null;
  createdAt: Date;
  lastLogin?: Date | null;
  /** When the request's session was opened (not a user field: added here). */
  sessionCreatedAt: Date;
}
