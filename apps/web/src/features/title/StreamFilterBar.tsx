import { useId } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import type { StreamFilters } from '../../lib/stream-entries.ts';

interface StreamFilterBarProps {
  filters: StreamFilters;
  onChange: (filters: StreamFilters) => void;
  countries: { code: string; label: string }[];
  /** Covered countries where the title has no offer; listed apart so choosing one says so. */
  notStreaming?: { code: string; label: string }[];
  platforms: string[];
  /** Languages the title's offers have audio or subtitles in; the filter shows only with some. */
  languages?: { code: string; label: string }[];
  /** The visitor's language, offered first when the title has it. */
  suggestedLanguage?: string | null;
}

const countryOptionElements = (list: { code: string; label: string }[]) =>
  list.map((country) => (
    <option key={country.code} value={country.code}>
      {country.label}
    </option>
  ));

const languageOptionElements = (list: { code: string; label: string }[], except?: string) =>
  list
    .filter((language) => language.code !== except)
    .map((language) => (
      <option key={language.code} value={language.code}>
        {language.label}
      </option>
    ));

const fieldClass = 'h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg';

/**
 * The 'Where to Stream' filters: free text, country, platform and, when the offers say, audio or
 * subtitle language (docs/product-rules.md#title-pages).
 */
export function StreamFilterBar({
  filters,
  onChange,
  countries,
  notStreaming = [],
  platforms,
  languages = [],
  suggestedLanguage = null,
}: StreamFilterBarProps) {
  const t = useT();
  const id = useId();
  const withLanguage = languages.length > 0;
  const suggested = languages.find((language) => language.code === suggestedLanguage);
  return (
    // Compact on a phone (the text on its own row and the two selects side by side; with the
    // language select, two by two), so the answer below them starts on the first screen. Labels
    // sit at the bottom of their cell, so fields in one row line up when a label wraps.
    <div className={`grid grid-cols-2 gap-x-3 gap-y-2 ${withLanguage ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
      <div
        className={`${withLanguage ? '' : 'col-span-2'} flex min-w-0 flex-col justify-end gap-1 sm:col-span-1`}
      >
        {/* "Filter" on a phone beside the language select (the placeholder gives the example);
            the whole label stays the field's name. */}
        <label
          htmlFor={`${id}-text`}
          className={`text-sm font-medium ${withLanguage ? 'max-sm:sr-only' : ''}`}
        >
          {t('title.filter.label')}
        </label>
        {withLanguage ? (
          <span aria-hidden="true" className="text-sm font-medium sm:hidden">
            {t('title.filter.short')}
          </span>
        ) : null}
        <input
          id={`${id}-text`}
          type="search"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
          placeholder={t('title.filter.placeholder')}
          className={`${fieldClass} placeholder:text-muted`}
        />
      </div>
      {withLanguage ? (
        <div className="flex min-w-0 flex-col justify-end gap-1 sm:order-last">
          <label htmlFor={`${id}-language`} className="text-sm font-medium [overflow-wrap:anywhere]">
            {t('title.filter.language')}
          </label>
          <select
            id={`${id}-language`}
            value={filters.language}
            onChange={(event) => onChange({ ...filters, language: event.target.value })}
            className={fieldClass}
          >
            <option value="">{t('title.filter.anyLanguage')}</option>
            {suggested ? (
              <>
                <optgroup label={t('title.filter.yourLanguage')}>
                  <option value={suggested.code}>{suggested.label}</option>
                </optgroup>
                <optgroup label={t('title.filter.allLanguages')}>
                  {languageOptionElements(languages, suggested.code)}
                </optgroup>
              </>
            ) : (
              languageOptionElements(languages)
            )}
          </select>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col justify-end gap-1">
        <label htmlFor={`${id}-country`} className="text-sm font-medium">
          {t('title.filter.country')}
        </label>
        <select
          id={`${id}-country`}
          value={filters.country}
          onChange={(event) => onChange({ ...filters, country: event.target.value })}
          className={fieldClass}
        >
          <option value="">{t('title.filter.allCountries')}</option>
          {notStreaming.length > 0 ? (
            <>
              <optgroup label={t('title.filter.streamingHere')}>{countryOptionElements(countries)}</optgroup>
              <optgroup label={t('title.filter.notStreamingHere')}>
                {countryOptionElements(notStreaming)}
              </optgroup>
            </>
          ) : (
            countryOptionElements(countries)
          )}
        </select>
      </div>
      <div className="flex min-w-0 flex-col justify-end gap-1">
        <label htmlFor={`${id}-platform`} className="text-sm font-medium">
          {t('title.filter.platform')}
        </label>
        <select
          id={`${id}-platform`}
          value={filters.platform}
          onChange={(event) => onChange({ ...filters, platform: event.target.value })}
          className={fieldClass}
        >
          <option value="">{t('title.filter.allPlatforms')}</option>
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
