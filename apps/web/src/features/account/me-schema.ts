import { z } from 'zod';

/**
 * `GET /api/me`: the signed-in user's record. Kept here until it moves to @reelatlas/contracts;
 * optional dates are tolerated as null or absent.
 */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string(),
  name: z.string().nullish(),
  image: z.string().nullish(),
  country: z.string(),
  plan: z.enum(['Free', 'Trial', 'Pro']),
  isPro: z.boolean(),
  isTrial: z.boolean(),
  trialEndDate: z.string().nullish(),
  subscriptionEndDate: z.string().nullish(),
  trialUsed: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string().nullish(),
  lastLogin: z.string().nullish(),
});
export type Me = z.infer<typeof meSchema>;
