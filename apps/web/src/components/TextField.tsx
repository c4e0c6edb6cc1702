import { type InputHTMLAttributes, useId } from 'react';
import { FieldErrors } from './FieldErrors.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  errors?: readonly string[] | undefined;
}

export const inputClass =
  'w-full rounded-lg border border-border bg-surface px-3 py-2 text-fg placeholder:text-muted aria-invalid:border-danger';

/** A labelled input whose messages sit right under it and are read with it (aria-describedby). */
export function TextField({ label, errors, className, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...props}
        id={id}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
