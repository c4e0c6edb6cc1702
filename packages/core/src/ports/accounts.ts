/** The facts of a user record the ADMIN_EMAILS rule reads (grant-admin-if-listed.ts). */
export interface AdminGrantFacts {
  email: string;
  emailVerified: boolean;
  emailVerifiedAt: Date | null;
  isAdmin: boolean;
  /** When a password was last set through the e-mailed reset link; null: never. */
  passwordResetAt: Date | null;
  /** The account has a password (not Google alone). */
  hasPassword: boolean;
}

/** Everything stored about a user, as the GDPR access copy lists it (no password hash). */
export interface AccountExport {
  user: unknown;
  lists: unknown[];
  services: unknown[];
  alerts: unknown;
  sessions: unknown[];
  signInMethods: unknown[];
  searchCounts: unknown[];
}

/**
 * A user's account: profile fields, the admin flag, export and deletion (docs/product-rules.md#profile, docs/product-rules.md#account-deletion).
 * The rules are core's account use cases; this stores and reads.
 */
export interface AccountStore {
  /** False when another user already has this username (case-insensitively), concurrent takers included. */
  setUsername(userId: string, username: string): Promise<boolean>;
  setCountry(userId: string, country: string): Promise<void>;
  /** The account's language (a locale code, checked by the caller): its e-mails speak it. */
  setLanguage(userId: string, language: string): Promise<void>;
  /** The account's password hash; null when it has none (Google only) or does not exist. */
  passwordHash(userId: string): Promise<string | null>;
  exportUser(userId: string): Promise<AccountExport>;
  /** The user and all its data, in one transaction (the product order); contact messages stay, anonymised. */
  deleteUser(userId: string): Promise<void>;
  /** Null when there is no such user. */
  adminFacts(userId: string): Promise<AdminGrantFacts | null>;
  /** Sets the admin flag; it is never cleared here (revoking is done on the user record). */
  grantAdmin(userId: string): Promise<void>;
  /** Notes that the password was just set through an e-mailed reset link. */
  recordPasswordReset(userId: string, at: Date): Promise<void>;
}

/** Checks a password against its stored hash (Better Auth's hasher on the server). */
export interface PasswordVerifier {
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** The countries a profile may name (the country dropdown's list). */
export interface CountryDirectory {
  isKnown(code: string): boolean;
}

/** A signed-in user's "My services": kept with the account, exported and deleted with it. */
export interface UserServicesStore {
  /** The user's services, by name in alphabetical order. */
  list(userId: string): Promise<string[]>;
  /** Replaces the whole choice; concurrent saves are applied one after the other (the last wins whole). */
  replace(userId: string, services: readonly string[]): Promise<void>;
}
