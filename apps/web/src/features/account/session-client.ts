import { lazyEndpoints } from '../../lib/load-answer-checks.ts';
import { callAuth } from './auth-caller.ts';

/**
 * The two calls every page makes at start-up (`use-session.ts`), apart from `authClient`: the
 * forms' calls and their schemas load with the pages that have the forms.
 */
export const sessionClient = {
  /** `null` when signed out. */
  getSession: (signal?: AbortSignal) => callAuth(lazyEndpoints.session, { signal }),

  me: (signal?: AbortSignal) => callAuth(lazyEndpoints.me, { signal }),
};
