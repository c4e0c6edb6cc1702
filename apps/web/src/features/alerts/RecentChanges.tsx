import type { TitleDetails } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { isUnlimitedPlan, useQuota } from '../quota/index.ts';
import { titleChangesQueryOptions } from './alerts-api.ts';
import { changeText, timeAgo } from './change-text.ts';

/**
 * "Recent changes" on the title page: what arrived and what left in the last 30 days ("New on
 * Netflix in Japan · 3 days ago", "Leaving Max in Sweden"). Shown only when there are some.
 *
 * The changes follow availability's rule (docs/product-rules.md#alerts): the search that opened
 * the title brought them (use-search.ts put them in the cache). The page asks the server only for
 * Pro and Trial, who may always see them: a stored title (the last viewed one, a copy kept for
 * offline) may not have been opened today by this visitor, and asking then is a refused request.
 */
export function RecentChanges({ movie }: { movie: Pick<TitleDetails, 'type' | 'id'> }) {
  const t = useT();
  const { data: quota } = useQuota();
  const { data } = useQuery({
    ...titleChangesQueryOptions(movie.type, movie.id),
    enabled: quota !== undefined && isUnlimitedPlan(quota.plan),
  });
  const changes = data?.changes ?? [];
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="recent-changes-heading"
      className="flex flex-col gap-2"
      data-testid="recent-changes"
    >
      <h2 id="recent-changes-heading" className="text-xl font-bold">
        {t('alerts.recentChanges')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {changes.map((change) => (
          <li
            key={`${change.changedAt}|${change.country}|${change.provider}|${change.offerType}|${change.change}`}
          >
            <span className={change.change === 'added' ? 'font-semibold' : ''}>
              {changeText(change, t, i18n.locale)}
            </span>
            <span className="text-muted">
              {' · '}
              <time dateTime={change.changedAt}>{timeAgo(change.changedAt, Date.now(), i18n.locale)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
