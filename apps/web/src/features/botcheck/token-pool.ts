import type { PublicConfig } from '@reelatlas/contracts';
import { getBotCheckToken } from './get-bot-check-token.ts';

type BotCheck = PublicConfig['botCheck'];

/**
 * How long a solved token is kept. ALTCHA challenges live 5 minutes on the server, reCAPTCHA v3
 * tokens 2 minutes at Google; a token is dropped well before either, so a search never sends
 * one that expires on its way.
 */
const KEEP_MS: Record<BotCheck['provider'], number> = { altcha: 4 * 60_000, recaptcha: 90_000 };
/** Margin before the challenge's own expiry (read from an ALTCHA payload) for clock skew and travel. */
const EXPIRY_MARGIN_MS = 30_000;
/** A background refresh happens only while the visitor has shown intent this recently. */
const ACTIVE_MS = 10 * 60_000;
/** After a failed background solve (blocked script, banned network…), wait this long before another. */
const RETRY_AFTER_FAILURE_MS = 30_000;

interface Solved {
  token: string;
  /** Client clock: after this the token is not sent. */
  useBefore: number;
}

let solved: Solved | null = null;
let solving: Promise<void> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let lastIntent = 0;
let failedAt = Number.NEGATIVE_INFINITY;

/** The `expiresAt` (seconds) an ALTCHA payload carries, when it can be read. */
function altchaExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token)) as { challenge?: { parameters?: { expiresAt?: unknown } } };
    const expiresAt = payload.challenge?.parameters?.expiresAt;
    return typeof expiresAt === 'number' ? expiresAt * 1000 : null;
  } catch {
    return null;
  }
}

function useBefore(botCheck: BotCheck, token: string, now: number): number {
  const kept = now + KEEP_MS[botCheck.provider];
  const expiry = botCheck.provider === 'altcha' ? altchaExpiry(token) : null;
  return expiry === null ? kept : Math.min(kept, expiry - EXPIRY_MARGIN_MS);
}

/** How long a background solve waits at most for the page to be idle. */
const IDLE_WAIT_MS = 500;

function whenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS }));
}

function usable(entry: Solved | null, now: number): entry is Solved {
  return entry !== null && entry.useBefore > now;
}

function scheduleRefresh(botCheck: BotCheck, entry: Solved): void {
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = setTimeout(
    () => {
      refreshTimer = null;
      if (solved === entry) solved = null;
      // Replaced only for a visitor who is still around; an idle tab stops asking for challenges.
      if (Date.now() - lastIntent < ACTIVE_MS && document.visibilityState === 'visible')
        prefetchBotCheckToken(botCheck, { intent: false });
    },
    Math.max(0, entry.useBefore - Date.now()),
  );
}

/**
 * Solves a bot-check token in the background (the visitor focused or typed in the search box,
 * or is looking at a poster grid), so pressing Enter does not wait for the challenge. At most
 * one token is kept and one solve runs; failures are silent here and surface on the search.
 */
export function prefetchBotCheckToken(botCheck: BotCheck, options: { intent?: boolean } = {}): void {
  const now = Date.now();
  if (options.intent !== false) lastIntent = now;
  if (solving || usable(solved, now) || now - failedAt < RETRY_AFTER_FAILURE_MS) return;
  // Started when the page is idle (at once on a page at rest): right after a search the title
  // page is rendering, and a challenge's fetch and worker would hold its first rows back.
  solving = whenIdle()
    .then(() => getBotCheckToken(botCheck))
    .then((token) => {
      const entry = { token, useBefore: useBefore(botCheck, token, Date.now()) };
      solved = entry;
      scheduleRefresh(botCheck, entry);
    })
    .catch(() => {
      failedAt = Date.now();
    })
    .finally(() => {
      solving = null;
    });
}

/**
 * The token for one search: the one solved in the background when it is still fresh (it is
 * handed out once, never again), else the solve already under way, else a fresh one. Rejects
 * like getBotCheckToken.
 */
export async function takeBotCheckToken(botCheck: BotCheck): Promise<string> {
  if (!usable(solved, Date.now()) && solving) await solving;
  const entry = solved;
  solved = null;
  if (usable(entry, Date.now())) return entry.token;
  return getBotCheckToken(botCheck);
}

/** Forgets every kept token (tests; a sign-out needs nothing: a token is not tied to a session). */
export function resetBotCheckTokens(): void {
  solved = null;
  solving = null;
  lastIntent = 0;
  failedAt = Number.NEGATIVE_INFINITY;
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = null;
}
