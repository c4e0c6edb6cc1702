/** A bot-check solution that passed every check but the replay check: what is left to spend. */
export interface BotCheckClaim {
  signature: string;
  expiresAt: Date;
}

/** Verifies a bot-check token (ALTCHA payload or reCAPTCHA token). Each token passes once. */
export interface BotCheck {
  verify(token: string, context: { ip: string }): Promise<boolean>;
}

/**
 * A check decided here (ALTCHA): every check but the replay one runs synchronously (`claim`,
 * null when the token fails), and the replay guard is ours (`spend`, in the spent-token record
 * the quota store's `spendAndCheckReopen` shares). `verify` is the two in a row.
 */
export interface LocalBotCheck extends BotCheck {
  readonly kind: 'local';
  claim(token: string, context: { ip: string }): BotCheckClaim | null;
  spend(claim: BotCheckClaim): Promise<boolean>;
}

/** A check decided by its provider (reCAPTCHA v3): one remote `verify`, its replay guard theirs. */
export interface RemoteBotCheck extends BotCheck {
  readonly kind: 'remote';
}

/** The bot check a deployment runs: which one decides the search's way (search-title.ts). */
export type SearchBotCheck = LocalBotCheck | RemoteBotCheck;

/** Remembers spent bot-check solutions until they expire, across all server instances. */
export interface SpentTokenStore {
  /** True the first time a signature is spent, false on every replay. */
  spend(signature: string, expiresAt: Date): Promise<boolean>;
  purgeExpired(now: Date): Promise<void>;
}
