import { PlaceholderPage } from './PlaceholderPage.tsx';

/** /login: accounts arrive in a later release; until then the page says so plainly. */
export function LoginPage() {
  return (
    <PlaceholderPage title="Sign In / Sign Up">
      <p className="rounded-lg border border-border bg-surface p-4">
        Sign-in is coming soon. Accounts will add a bonus search a day, a watchlist and a watched list.
      </p>
    </PlaceholderPage>
  );
}
