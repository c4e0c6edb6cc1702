import { useId } from 'react';
import { Link } from 'react-router';
import { FieldErrors } from '../../components/FieldErrors.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { slotText } from './slot-text.tsx';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[] | undefined;
}

/** The required "accept the Terms" box of sign-up (docs/product-rules.md#accounts), linking to /terms. */
export function TermsCheckbox({ checked, onChange, errors }: TermsCheckboxProps) {
  const id = useId();
  const t = useT();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors && errors.length > 0);
  const terms = (
    <Link to="/terms" target="_blank" className="text-link underline underline-offset-2">
      {t('account.termsLink')}
      <span className="sr-only"> {t('account.newTab')}</span>
    </Link>
  );
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
          {slotText(t, 'account.terms', { terms })}
        </label>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
