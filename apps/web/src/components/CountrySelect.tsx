import { useId } from 'react';
import { countryOptions } from '../lib/countries.ts';
import { FieldErrors } from './FieldErrors.tsx';
import { inputClass } from './TextField.tsx';

interface CountrySelectProps {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  errors?: readonly string[] | undefined;
  disabled?: boolean;
}

/** Every country by English name (countries-list), sorted by name; the value is the two-letter code. */
export function CountrySelect({ value, onChange, label = 'Country', errors, disabled }: CountrySelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name="country"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        {countryOptions().map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
