import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /login: accounts arrive in a later release; until then the page says so plainly. */
export function LoginPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <PageHeading title="Sign In / Sign Up" />
      <p className="rounded-lg border border-border bg-surface p-4">
        Sign-in is coming soon. Accounts will add a bonus search a day, a watchlist and a watched list.
      </p>
      <p>
        <Link to="/" className="text-link underline underline-offset-2">
          Back to search
        </Link>
      </p>
    </div>
  );
}
