import { useId } from 'react';
import { countryOptions } from '../lib/countries.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { FieldErrors } from './FieldErrors.tsx';
import { inputClass } from './TextField.tsx';

interface CountrySelectProps {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  errors?: readonly string[] | undefined;
  disabled?: boolean;
  /**
   * The first option, for no country ('' as value). Without it an empty value would show the
   * alphabet's first country as if it had been chosen.
   */
  placeholder?: string | undefined;
  /** A line under the select (where its value came from), read with it. */
  hint?: string | undefined;
}

/**
 * Every country by name in the active language, sorted as that language sorts; the value is
 * the two-letter code. Names only: flag emoji are drawn as boxes where no emoji font is installed.
 */
export function CountrySelect({
  value,
  onChange,
  label,
  errors,
  disabled,
  placeholder,
  hint,
}: CountrySelectProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors && errors.length > 0);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label ?? t('common.country')}
      </label>
      <select
        id={id}
        name="country"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      >
        {placeholder !== undefined || value === '' ? (
          <option value="">{placeholder ?? t('common.chooseCountry')}</option>
        ) : null}
        {countryOptions().map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted" data-testid="country-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
