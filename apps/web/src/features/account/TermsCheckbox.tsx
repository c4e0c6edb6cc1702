import { useId } from 'react';
import { Link } from 'react-router';
import { FieldErrors } from '../../components/FieldErrors.tsx';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[] | undefined;
}

/** The required "accept the Terms" box of sign-up (docs/product-rules.md#accounts), linking to /terms. */
export function TermsCheckbox({ checked, onChange, errors }: TermsCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="mt-1 size-4 accent-accent"
        />
        <label htmlFor={id} className="text-sm">
          I accept the{' '}
          <Link to="/terms" target="_blank" className="text-link underline underline-offset-2">
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </label>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
