import {
  alertSettingsEndpoint,
  titleAlertEndpoint,
  titleChangesEndpoint,
  updateAlertSettingsEndpoint,
} from '@reelatlas/contracts';
import {
  AppError,
  readAlertSettings,
  readTitleChanges,
  setTitleAlert,
  updateAlertSettings,
} from '@reelatlas/core';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ACCOUNT_WRITE, type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const refused = {
  401: errorResponses[401],
  403: { description: '`forbidden`: alerts need Pro or Trial.', content: errorResponses[403].content },
};

const getSettings = openApiRoute(alertSettingsEndpoint, {
  tag: 'Alerts',
  summary: "The signed-in user's availability alert choices.",
  success: 'The choices.',
  errors: { 401: errorResponses[401] },
});

const patchSettings = openApiRoute(updateAlertSettingsEndpoint, {
  tag: 'Alerts',
  summary:
    'Alerts for the whole watchlist, their scope, and the "Availability e-mails" switch. Switching alerts on needs Pro or Trial; switching off never does.',
  success: 'Saved.',
  errors: { 400: errorResponses[400], ...refused },
});

const putTitleAlert = openApiRoute(titleAlertEndpoint, {
  tag: 'Alerts',
  summary: '"Alert me" on or off for one watchlist title (on needs Pro or Trial).',
  success: 'Saved.',
  errors: {
    400: errorResponses[400],
    ...refused,
    404: {
      description: '`not_found`: the title is not on the watchlist.',
      content: errorResponses[404].content,
    },
  },
});

const getChanges = openApiRoute(titleChangesEndpoint, {
  tag: 'Titles',
  summary:
    "A title's availability changes of the last 30 days, newest first, for a caller who opened the title today (a counted search, or Pro).",
  success: 'The changes.',
  errors: {
    400: errorResponses[400],
    403: {
      description: '`forbidden`: the title was not opened today.',
      content: errorResponses[403].content,
    },
  },
});

/** Availability alerts (docs/product-rules.md#alerts): choices of Pro/Trial users, and a title's recent changes. */
/** Who may call, and how often (middleware/route-rules.ts). */
const alertRules: RuleTable = [
  [getSettings, { signIn: 'required' }],
  [patchSettings, { signIn: 'required', rateLimit: [ACCOUNT_WRITE] }],
  [putTitleAlert, { signIn: 'required', rateLimit: [ACCOUNT_WRITE] }],
  // Like availability, changes follow a counted search: who is asking decides.
  [getChanges, { subject: 'counted' }],
];

export function alertRoutes(deps: AppDeps) {
  const requireUser = async (c: Context<AppEnv>) => {
    const user = await signedInUser(deps, c);
    if (!user) throw new AppError('unauthorized');
    return user;
  };
  return withRules(createRouter(), deps, alertRules)
    .openapi(getSettings, async (c) => {
      const user = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await readAlertSettings(deps, user), 200);
    })
    .openapi(patchSettings, async (c) => {
      const user = await requireUser(c);
      const settings = await updateAlertSettings(deps, user, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json(settings, 200);
    })
    .openapi(putTitleAlert, async (c) => {
      const user = await requireUser(c);
      const { type, id, alert } = c.req.valid('json');
      const settings = await setTitleAlert(deps, user, { type, id }, alert);
      c.header('Cache-Control', 'no-store');
      return c.json(settings, 200);
    })
    .openapi(getChanges, async (c) => {
      const { type, id } = c.req.valid('param');
      const changes = await readTitleChanges(
        { changes: deps.titleChanges, clock: deps.clock },
        c.get('subject'),
        {
          type,
          id,
        },
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ changes }, 200);
    });
}
