import { titlePagePath } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState.tsx';
import { countryName } from '../../lib/countries.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { plannerCountryQueryOptions } from './planner-api.ts';
import { offerList } from './planner-text.ts';

/**
 * Brings a freshly chosen country's titles into view when they start off-screen (on a phone they
 * sit below the whole ranking and the map), without moving focus from the control that chose it.
 */
function useScrollIntoViewOnChange(key: string) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.scrollIntoView !== 'function' || !key) return;
    const { top, bottom } = element.getBoundingClientRect();
    const viewport = window.innerHeight || document.documentElement.clientHeight;
    if (top >= 0 && Math.min(bottom, top + 120) <= viewport) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [key]);
  return ref;
}

/** The chosen country: which watchlist titles stream there, and on which services (the user's first). */
export function PlannerCountryDetail({
  userId,
  country,
  total,
}: {
  userId: string;
  country: string;
  total: number;
}) {
  const t = useT();
  const name = countryName(country);
  const { data, isPending, isError, refetch } = useQuery(plannerCountryQueryOptions(userId, country));
  const ref = useScrollIntoViewOnChange(country);

  return (
    <section
      ref={ref}
      aria-labelledby="planner-country-heading"
      className="flex scroll-mt-4 flex-col gap-2"
      data-testid="planner-country"
    >
      <h3 id="planner-country-heading" className="text-lg font-semibold">
        {t('planner.detail.heading', { name })}
      </h3>
      {isPending ? (
        <p className="text-sm text-muted">{t('planner.detail.loading', { name })}</p>
      ) : isError ? (
        <ErrorState message={t('planner.detail.loadFailed', { name })} onRetry={() => void refetch()} />
      ) : data.titles.length === 0 ? (
        <p className="text-sm text-muted">{t('planner.detail.none', { name })}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {data.titles.map((title) => (
              <li
                key={`${title.type}:${title.id}`}
                className="rounded-md border border-border/60 px-3 py-2 text-sm"
                data-testid="planner-title"
              >
                <p className="font-medium">
                  <Link to={titlePagePath(title)} className="text-link underline underline-offset-2">
                    {title.title}
                    {title.year ? ` (${title.year})` : ''}
                  </Link>
                  {title.stale ? (
                    <span className="ms-2 rounded bg-yellow-50 px-1.5 py-0.5 text-xs font-normal text-yellow-950 dark:bg-yellow-300/15 dark:text-yellow-50">
                      {t('planner.detail.refreshing')}
                    </span>
                  ) : null}
                </p>
                {title.mine.length > 0 ? (
                  <p>{t('planner.detail.onYours', { services: offerList(title.mine, t) })}</p>
                ) : null}
                {title.others.length > 0 ? (
                  <p className="text-muted">
                    {title.mine.length > 0
                      ? t('planner.detail.alsoOn', { services: offerList(title.others, t) })
                      : t('planner.detail.on', { services: offerList(title.others, t) })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {total > data.titles.length ? (
            <p className="text-sm text-muted">
              {t('planner.detail.more', { count: total - data.titles.length, name })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
