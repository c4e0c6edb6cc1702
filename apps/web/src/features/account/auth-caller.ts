import { createCaller, type ErrorMapping } from '../../lib/api-client.ts';
import { AuthError, authErrorFromResponse } from './auth-error.ts';

/** Better Auth answers `{code, message}`: its failures, and those of our account routes, are AuthError. */
const authErrors: ErrorMapping = {
  network: () => new AuthError({ status: 0, code: 'network_error', message: 'Network error' }),
  failed: authErrorFromResponse,
  invalid: (status, detail) => new AuthError({ status, code: 'invalid_response', message: detail }),
};

export const callAuth = createCaller(authErrors);
