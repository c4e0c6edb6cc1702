import type { TitleDetails } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n/catalogs.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { titleChangesQueryOptions } from './alerts-api.ts';
import { changeText, timeAgo } from './change-text.ts';

/**
 * "Recent changes" on the title page: what arrived and what left in the last 30 days ("New on
 * Netflix in Japan · 3 days ago", "Leaving Max in Sweden"). Shown only when there are some.
 */
export function RecentChanges({ movie }: { movie: Pick<TitleDetails, 'type' | 'id'> }) {
  const t = useT();
  const { data } = useQuery(titleChangesQueryOptions(movie.type, movie.id));
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
