import { useId } from 'react';
import type { StreamFilters } from '../../lib/stream-entries.ts';

interface StreamFilterBarProps {
  filters: StreamFilters;
  onChange: (filters: StreamFilters) => void;
  countries: { code: string; label: string }[];
  /** Covered countries where the title has no offer; listed apart so choosing one says so. */
  notStreaming?: { code: string; label: string }[];
  platforms: string[];
}

const countryOptionElements = (list: { code: string; label: string }[]) =>
  list.map((country) => (
    <option key={country.code} value={country.code}>
      {country.label}
    </option>
  ));

const fieldClass = 'h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg';

/** The three 'Where to Stream' filters: free text, country and platform (docs/product-rules.md#title-pages). */
export function StreamFilterBar({
  filters,
  onChange,
  countries,
  notStreaming = [],
  platforms,
}: StreamFilterBarProps) {
  const id = useId();
  return (
    // Compact on a phone (the text on its own row, the two selects side by side), so the answer
    // below them starts on the first screen.
    <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          Filter by platform or country
        </label>
        <input
          id={`${id}-text`}
          type="search"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
          placeholder="e.g. Netflix or Sweden"
          className={`${fieldClass} placeholder:text-muted`}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-country`} className="text-sm font-medium">
          Country
        </label>
        <select
          id={`${id}-country`}
          value={filters.country}
          onChange={(event) => onChange({ ...filters, country: event.target.value })}
          className={fieldClass}
        >
          <option value="">All countries</option>
          {notStreaming.length > 0 ? (
            <>
              <optgroup label="Streaming here">{countryOptionElements(countries)}</optgroup>
              <optgroup label="Not streaming here">{countryOptionElements(notStreaming)}</optgroup>
            </>
          ) : (
            countryOptionElements(countries)
          )}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-platform`} className="text-sm font-medium">
          Platform
        </label>
        <select
          id={`${id}-platform`}
          value={filters.platform}
          onChange={(event) => onChange({ ...filters, platform: event.target.value })}
          className={fieldClass}
        >
          <option value="">All platforms</option>
          {platforms.map((platform) => (
            <option key={platform} value={platform}>
              {platform}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
