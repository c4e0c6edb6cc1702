import type { PlannerCountry } from '@reelatlas/contracts';
import { useId, useMemo, useState } from 'react';
import { inputClass } from '../../components/TextField.tsx';
import { countryName } from '../../lib/countries.ts';
import { flagUrl } from '../../lib/flag-url.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { countryLine } from './planner-text.ts';

/** The country's flag image, decorative (the name follows); a blank of its size where none exists. */
function CountryFlag({ code }: { code: string }) {
  const src = flagUrl(code);
  if (!src) return <span aria-hidden="true" className="w-[1.3125rem] shrink-0" />;
  return (
    <img
      src={src}
      alt=""
      width={21}
      height={14}
      loading="lazy"
      decoding="async"
      className="h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.15)]"
    />
  );
}

/**
 * The countries, best first (the server's order: home pinned on top), each a button that shows
 * its titles; a text filter narrows the list by country name. The home country stays pinned.
 */
export function PlannerRanking({
  countries,
  home,
  total,
  hasServices,
  chosen,
  onPick,
}: {
  countries: readonly PlannerCountry[];
  home: string | null;
  total: number;
  hasServices: boolean;
  chosen: string;
  onPick: (code: string) => void;
}) {
  const t = useT();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const text = filter.trim().toLocaleLowerCase();
    return countries.filter(
      (row) => !text || row.country === home || countryName(row.country).toLocaleLowerCase().includes(text),
    );
  }, [countries, filter, home]);
  const matches = shown.filter((row) => row.country !== home).length;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="text-sm font-medium">
          {t('planner.ranking.filter')}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('planner.ranking.filterExample')}
          className={inputClass}
        />
      </div>
      <ol className="max-h-96 overflow-y-auto rounded-lg border border-border" data-testid="planner-ranking">
        {shown.map((row) => {
          const isHome = row.country === home;
          const name = countryName(row.country);
          return (
            <li key={row.country} className="border-b border-border/60 last:border-b-0">
              <button
                type="button"
                aria-pressed={row.country === chosen}
                onClick={() => onPick(row.country === chosen ? '' : row.country)}
                className={`flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring ${
                  row.country === chosen ? 'bg-surface-2 font-semibold' : ''
                }`}
              >
                <CountryFlag code={row.country} />
                <span className="flex-1">{countryLine(name, row, total, hasServices, t)}</span>
                {isHome ? (
                  <span className="rounded bg-surface-2 px-1.5 py-0.5 text-xs text-muted">
                    {t('planner.ranking.home')}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      {filter.trim() && matches === 0 ? (
        <p className="text-sm text-muted">{t('planner.ranking.noMatch', { filter: filter.trim() })}</p>
      ) : null}
    </div>
  );
}
