import {
  deleteMeEndpoint,
  deletionStatusEndpoint,
  exportMeEndpoint,
  type Me,
  meEndpoint,
  SOURCE_LOCALE,
  toLocale,
  updateMeEndpoint,
} from '@reelatlas/contracts';
import {
  AppError,
  accountDeletionStatus,
  adminSetupStep,
  deleteAccount,
  effectivePlan,
  exportAccountData,
  type PasswordVerifier,
  updateProfile,
} from '@reelatlas/core';
import type { Context } from 'hono';
import type { SignedInUser } from '../auth/session-user.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { isKnownCountry } from '../known-country.ts';
import { ACCOUNT_WRITE, type RuleTable, withRules } from '../middleware/route-rules.ts';
import { isAdminSession, signedInUser } from '../middleware/signed-in-user.ts';
import { clearSessionCookies } from '../middleware/subject.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** The record as it holds at `now`: a trial or cancelled subscription past its end reads as Free. */
const userView = (user: SignedInUser, now: Date, adminSetup: Me['adminSetup'] = null): Me => {
  const plan = effectivePlan(user, now);
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    username: user.username,
    name: user.name,
    image: user.image ?? null,
    country: user.country,
    language: toLocale(user.language) ?? SOURCE_LOCALE,
    plan,
    isPro: plan !== 'Free',
    isTrial: plan === 'Trial',
    trialEndDate: iso(user.trialEndDate),
    subscriptionEndDate: iso(user.subscriptionEndDate),
    trialUsed: user.trialUsed,
    isAdmin: isAdminSession(user),
    adminSetup,
    createdAt: iso(user.createdAt),
    lastLogin: iso(user.lastLogin),
  };
};

const signedIn = { 401: errorResponses[401] };

const getMe = openApiRoute(meEndpoint, {
  tag: 'Account',
  summary: "The signed-in user's record.",
  success: 'The user.',
  errors: signedIn,
});

const patchMe = openApiRoute(updateMeEndpoint, {
  tag: 'Account',
  summary: 'Changes the username (unique, case-insensitively), the country and/or the language.',
  success: 'The updated user.',
  errors: {
    400: errorResponses[400],
    ...signedIn,
    409: { description: '`conflict`: the username is taken.', content: errorResponses[409].content },
  },
});

const exportMe = openApiRoute(exportMeEndpoint, {
  tag: 'Account',
  summary: 'Everything stored about the user, as a JSON file (GDPR right of access).',
  success: 'The data.',
  errors: signedIn,
});

const deleteMe = openApiRoute(deleteMeEndpoint, {
  tag: 'Account',
  summary:
    'Deletes the account and all its data, confirmed with the password; refused while Pro or a trial runs.',
  success: 'Deleted.',
  errors: {
    400: errorResponses[400],
    ...signedIn,
    403: { description: '`forbidden`: incorrect password.', content: errorResponses[403].content },
    409: { description: '`conflict`: paid access still running.', content: errorResponses[409].content },
  },
});

const deletionStatus = openApiRoute(deletionStatusEndpoint, {
  tag: 'Account',
  summary:
    'Whether the account may be deleted now; while Pro or a trial runs, until when (the end of the current period).',
  success: '`paidUntil`: trial end, cancellation date or next renewal (ISO); null when not known.',
  errors: signedIn,
});

/** Who may call, and how often (middleware/route-rules.ts). */
const meRules: RuleTable = [
  [getMe, { signIn: 'required' }],
  [patchMe, { signIn: 'required', rateLimit: [ACCOUNT_WRITE] }],
  [exportMe, { signIn: 'required' }],
  [deletionStatus, { signIn: 'required' }],
  // Deleting checks the password: it guesses at most as often as signing in does.
  [deleteMe, { signIn: 'required', rateLimit: [ACCOUNT_WRITE, { limit: 'deleteAccount', account: 'user' }] }],
];

/** The signed-in user's record (docs/product-rules.md#accounts): read, change, export, delete. */
export function meRoutes(deps: AppDeps) {
  // The account rules are core's use cases; these are what they need of the server.
  const passwords: PasswordVerifier = {
    verify: async (input) => (await deps.auth.$context).password.verify(input),
  };
  const rules = { ...deps, passwords, countries: { isKnown: isKnownCountry } };
  const requireUser = async (c: Context<AppEnv>, fresh = false) => {
    const user = await signedInUser(deps, c, { fresh });
    if (!user) throw new AppError('unauthorized');
    return user;
  };
  /** The record as the profile shows it; the server decides whether the admin hint applies. */
  const view = async (user: SignedInUser) =>
    userView(
      user,
      deps.clock.now(),
      await adminSetupStep(
        { accounts: deps.accounts, adminEmails: deps.env.ADMIN_EMAILS },
        user,
        isAdminSession(user),
      ),
    );
  const router = createRouter();
  router.use('/api/me', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  return withRules(router, deps, meRules)
    .openapi(getMe, async (c) => c.json(await view(await requireUser(c)), 200))
    .openapi(patchMe, async (c) => {
      const user = await requireUser(c);
      await updateProfile(rules, user.id, c.req.valid('json'));
      return c.json(await view(await requireUser(c, true)), 200);
    })
    .openapi(exportMe, async (c) => {
      const user = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', 'attachment; filename="reelatlas-my-data.json"');
      const data = await exportAccountData(rules, user);
      // Dates become ISO strings, exactly as the file will hold them.
      return c.json(JSON.parse(JSON.stringify(data)) as Record<string, unknown>, 200);
    })
    .openapi(deletionStatus, async (c) => {
      const status = await accountDeletionStatus(rules, await requireUser(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ allowed: status.allowed, paidUntil: iso(status.paidUntil) }, 200);
    })
    .openapi(deleteMe, async (c) => {
      const user = await requireUser(c);
      await deleteAccount(rules, user, c.req.valid('json').password);
      // The session row went with the user; clear the browser's now worthless cookies too, under
      // whichever name they were set (`__Secure-` behind HTTPS).
      clearSessionCookies(c);
      return c.json({ deleted: true as const }, 200);
    });
}
