import type { AvailabilityChange } from '@reelatlas/contracts';
import { AppError } from '../common/app-error.ts';
import { utcDay } from '../common/day.ts';
import type { TitleChangesStore } from '../ports/alerts.ts';
import type { TitleRef } from '../ports/catalog.ts';
import type { Clock } from '../ports/clock.ts';
import { isUnlimited } from '../search/daily-limit.ts';
import { type Subject, viewerKey } from '../search/subject.ts';

export interface TitleChangesDeps {
  changes: TitleChangesStore;
  clock: Clock;
}

/**
 * A title's recent availability changes. They name countries and services, so, like the
 * availability itself, they follow a counted search: Pro and Trial see them always, everyone
 * else only for a title they opened today (a counted search or a free reopen).
 */
export async function readTitleChanges(
  deps: TitleChangesDeps,
  subject: Subject,
  ref: TitleRef,
): Promise<AvailabilityChange[]> {
  const now = deps.clock.now();
  const opened =
    isUnlimited(subject) ||
    (await deps.changes.viewedToday(utcDay(now), viewerKey(subject), `${ref.type}:${ref.id}`));
  if (!opened) throw new AppError('forbidden', 'Open the title first.');
  return deps.changes.recentChanges(ref, now);
}
