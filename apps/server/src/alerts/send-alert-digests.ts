import { type Clock, effectivePlan, type Mailer, utcDay } from '@reelatlas/core';
import type { AlertStore } from '@reelatlas/db';
import type { Logger } from 'pino';
import { accountLocale } from '../i18n/mail-locale.ts';
import { digestMail } from './digest-mail.ts';
import { type UnsubscribeTokens, unsubscribeUrl } from './unsubscribe-token.ts';

/** A digest reports changes of the last week at most (older news is stale, e.g. after a pause). */
const DIGEST_LOOKBACK_MS = 7 * 86_400_000;

export interface DigestDeps {
  alerts: AlertStore;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  /** The catalog is live (not the demo's): offer facts in a digest are credited to their source. */
  liveCatalog?: boolean;
}

export interface DigestSummary {
  candidates: number;
  sent: number;
  failed: number;
}

/**
 * One round of availability alerts: each user due today (alerts and e-mails on, address
 * verified, Pro or Trial right now, no digest yet today) whose services and watchlist match
 * new changes gets one e-mail. The day is claimed in the database before sending, so a second
 * run — here or on another instance — finds it taken; a failed send gives it back.
 */
export async function sendAlertDigests(deps: DigestDeps): Promise<DigestSummary> {
  const now = deps.clock.now();
  const day = utcDay(now);
  const upTo = await deps.alerts.newestChange();
  const since = new Date(now.getTime() - DIGEST_LOOKBACK_MS);
  const summary: DigestSummary = { candidates: 0, sent: 0, failed: 0 };
  for (const user of await deps.alerts.digestCandidates(day)) {
    // The same rule as every other paid feature: a lapsed trial or an ended Pro gets nothing.
    if (effectivePlan(user, now) === 'Free') continue;
    summary.candidates++;
    // What changed since the last look, and what leaves the user's services within a week.
    const [changed, leaving] = await Promise.all([
      deps.alerts.matchingChanges(user, upTo, since),
      deps.alerts.leavingOffers(user, day),
    ]);
    const changes = [...changed, ...leaving];
    if (!changes.length) {
      await deps.alerts.skipTo(user, upTo);
      continue;
    }
    if (!(await deps.alerts.claimDigest(user, day, upTo))) continue;
    const link = unsubscribeUrl(deps.publicUrl, deps.tokens.sign(user.userId));
    try {
      await deps.mailer.send(
        digestMail(user.email, changes, deps.publicUrl, link, accountLocale(user), deps.liveCatalog),
      );
      summary.sent++;
    } catch (err) {
      summary.failed++;
      deps.logger.warn({ err }, 'sending an alert digest failed; it is tried again next run');
      await deps.alerts.releaseDigest(user, day);
    }
  }
  return summary;
}
