import * as z from 'zod/mini';

// Apart from account.ts (texts, limits) and account-forms.ts (the forms' schemas): the web's
// first load reads the user record on every page, and the bundler keeps a module whole. Written
// with zod/mini (docs/architecture.md#the-start-up-answers).

/**
 * `GET /api/me`: the signed-in user's record. Shared by the server (answer) and the web (parse);
 * optional dates are tolerated as null or absent.
 */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string(),
  name: z.nullish(z.string()),
  image: z.nullish(z.string()),
  country: z.string(),
  /** The account's language (a locale code): its e-mails speak it. Absent from an older server. */
  language: z.optional(z.string()),
  plan: z.enum(['Free', 'Trial', 'Pro']),
  isPro: z.boolean(),
  isTrial: z.boolean(),
  trialEndDate: z.nullish(z.string()),
  subscriptionEndDate: z.nullish(z.string()),
  trialUsed: z.boolean(),
  isAdmin: z.boolean(),
  /**
   * For an account whose address is on the operator's admin list but has no admin tools in this
   * session: what is missing (`reset_password`: set the password once through the e-mailed
   * reset link; `sign_in_again`). Absent or null otherwise.
   */
  adminSetup: z.nullish(z.enum(['reset_password', 'sign_in_again'])),
  createdAt: z.nullish(z.string()),
  lastLogin: z.nullish(z.string()),
});
export type Me = z.infer<typeof meSchema>;
