import { titlePagePath } from '@reelatlas/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ErrorState.tsx';
import { countryName } from '../../lib/countries.ts';
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
        In {name}
      </h3>
      {isPending ? (
        <p className="text-sm text-muted">Loading the titles of {name}…</p>
      ) : isError ? (
        <ErrorState message={`The titles of ${name} could not be loaded.`} onRetry={() => void refetch()} />
      ) : data.titles.length === 0 ? (
        <p className="text-sm text-muted">None of your list streams in {name}.</p>
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
                    <span className="ml-2 rounded bg-yellow-50 px-1.5 py-0.5 text-xs font-normal text-yellow-950 dark:bg-yellow-300/15 dark:text-yellow-50">
                      Being refreshed
                    </span>
                  ) : null}
                </p>
                {title.mine.length > 0 ? <p>On your services: {offerList(title.mine)}</p> : null}
                {title.others.length > 0 ? (
                  <p className="text-muted">
                    {title.mine.length > 0 ? 'Also on' : 'On'}: {offerList(title.others)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {total > data.titles.length ? (
            <p className="text-sm text-muted">
              {total - data.titles.length} more of your list{' '}
              {total - data.titles.length === 1 ? 'does' : 'do'} not stream in {name}.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
