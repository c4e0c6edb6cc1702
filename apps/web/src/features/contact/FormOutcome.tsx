import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

/** The confirmation that replaces a sent form. */
export function SentConfirmation({ message, onAnother }: { message: string; onAnother: () => void }) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        {message}
      </p>
      <div className="flex flex-wrap gap-4">
        <button type="button" className="text-link underline underline-offset-2" onClick={onAnother}>
          {t('contact.sendAnother')}
        </button>
        <Link to="/" className="text-link underline underline-offset-2">
          {t('contact.backToSearch')}
        </Link>
      </div>
    </div>
  );
}

/** A failure of the whole form (docs/product-rules.md#messages: the server's text or 'Something went wrong.'). */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/50 bg-surface p-3 text-danger">
      {message}
    </p>
  );
}
