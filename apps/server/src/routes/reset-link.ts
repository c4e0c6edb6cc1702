import { resetLinkCheckEndpoint } from '@reelatlas/contracts';
import { isLiveResetLink } from '../auth/email-links.ts';
import type { AppDeps } from '../context.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const checkRoute = openApiRoute(resetLinkCheckEndpoint, {
  tag: 'Sign-in',
  summary:
    "Whether a password reset link's code can still be used (checked when the page opens). Nothing is spent.",
  success: '`valid`: false when the code is unknown, used or expired.',
  errors: { 400: errorResponses[400] },
});

/**
 * The reset page asks this before it shows the new-password form, so a used or expired link says
 * so at once rather than after the user has typed a password twice. The codes are random and
 * long (Better Auth's), so answering valid/invalid helps no one guess one.
 */
export function resetLinkRoutes(deps: AppDeps) {
  return createRouter().openapi(checkRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ valid: await isLiveResetLink(deps.auth, c.req.valid('json').token) }, 200);
  });
}
