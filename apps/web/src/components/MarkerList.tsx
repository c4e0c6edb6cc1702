import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t.ts';

export interface MarkerListItem {
  key: string;
  /** What tells the rows apart at a glance: a colour swatch, a service's logo. Decorative. */
  marker: ReactNode;
  name: ReactNode;
  /** In how many countries: "(3 countries)" in a legend, "3 countries" beside a choice. */
  countries?: number;
  /** A choice's checkbox (the `choices` list): the whole row is its label. */
  choice?: { checked: boolean; disabled?: boolean; onChange: () => void };
}

const LIST = {
  legend: 'flex flex-wrap gap-x-4 gap-y-1 text-sm',
  choices: 'max-h-64 overflow-y-auto rounded-lg border border-border',
};

/**
 * One shape for the rows that pair a marker with a name and a count of countries: the maps'
 * legends (the title's map, the planner's) and the list of services to choose from. `legend`
 * wraps its rows on one line; `choices` stacks them, each a label around its control.
 */
export function MarkerList({
  items,
  variant,
  label,
  testId,
}: {
  items: readonly MarkerListItem[];
  variant: 'legend' | 'choices';
  /** The list's accessible name, where nothing else names it. */
  label?: string;
  testId?: string;
}) {
  const t = useT();
  return (
    <ul className={LIST[variant]} aria-label={label} data-testid={testId}>
      {items.map((item) =>
        variant === 'legend' ? (
          <li key={item.key} className="inline-flex items-center gap-2">
            {item.marker}
            {item.name}
            {item.countries === undefined
              ? null
              : ` (${t('common.countryCount', { count: item.countries })})`}
          </li>
        ) : (
          <li key={item.key} className="border-b border-border/60 last:border-b-0">
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm">
              <input
                type="checkbox"
                checked={item.choice?.checked ?? false}
                disabled={item.choice?.disabled}
                onChange={item.choice?.onChange}
                className="size-4"
              />
              {item.marker}
              <span className="flex-1">{item.name}</span>
              {item.countries ? (
                <span className="text-xs text-muted">
                  {t('common.countryCount', { count: item.countries })}
                </span>
              ) : null}
            </label>
          </li>
        ),
      )}
    </ul>
  );
}

/** A legend's colour sample: a plain colour, or a pattern's fill with its <defs> inside. */
export function Swatch({ fill, defs }: { fill: string; defs?: ReactNode }) {
  return (
    <svg width="22" height="14" aria-hidden="true" className="shrink-0 rounded-sm border border-fg/40">
      {defs}
      <rect width="22" height="14" fill={fill} />
    </svg>
  );
}
