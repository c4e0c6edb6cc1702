import { LoginPage } from '../features/account/LoginPage.tsx';
import { useVisitorCountry } from '../features/my-services/index.ts';

/** /login: sign-up's country starts on the app's one guess of the visitor's country. */
export function Component() {
  return <LoginPage suggestedCountry={useVisitorCountry()} />;
}
