import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, isSingleLineText } from './text.ts';

/** Texts of spec §5 and §8 for sign-in, sign-up, reset and verification. */
export const accountMessages = {
  emailRequired: 'Please enter your email.',
  passwordRequired: 'Please enter your password.',
  invalidEmail: 'Invalid email format.',
  completeAllFields: 'Please complete all fields and accept the terms.',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsDigit: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  resetEmailBothFields: 'Please enter your email in both fields.',
  resetEmailsDoNotMatch: 'Emails do not match.',
  resetSent: 'Password reset email sent! Please check your inbox and spam folder.',
  resetNoAccount: 'No account found with this email.',
  resetFailed: 'Failed to send reset email. Please try again.',
  networkError: 'Network error. Please try again.',
  resendFailed: 'Failed to resend verification email. Please try again later.',
  emailVerified: 'Your email has been verified! Please log in.',
  linkExpired: 'Your email is already verified or this link has expired.',
  resetLinkExpired: 'This password reset link is invalid or has expired.',
  invalidActionUrl: 'Invalid action URL',
  unsupportedAction: 'Unsupported action',
  usernameEmpty: 'Username cannot be empty',
  usernameTaken: 'Username is already taken',
  unknownCountry: 'Choose a country.',
  fallback: 'Something went wrong. Please try again.',
  incorrectPassword: 'Incorrect password. Please try again.',
  deleteFailed: 'Failed to delete account. Please try again.',
  countryUpdated: '✅ Country updated!',
  countryUpdateFailed: '❌ Failed to update country.',
  usernameUpdateFailed: 'Failed to update username. Please try again.',
  profileLoadFailed: 'Failed to load profile data',
  googleClosed: 'Sign-in window was closed. Please try again.',
  googleBlocked: 'Pop-up was blocked by your browser. Please allow pop-ups and try again.',
  googleCancelled: 'Sign-in was cancelled. Please try again.',
  googleFailed: 'Google sign-in failed. Please try again.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 30;
export const DEFAULT_COUNTRY = 'SE';

const email = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.invalidEmail)
  .pipe(z.email(accountMessages.invalidEmail));

/** Spec §5: one message per failed rule, so all of them are checked (no early exit). */
export const newPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .max(128)
  .superRefine((value, ctx) => {
    if (!value) return;
    const rules: [boolean, string][] = [
      [value.length >= PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort],
      [/[A-Z]/.test(value), accountMessages.passwordNeedsUppercase],
      [/[a-z]/.test(value), accountMessages.passwordNeedsLowercase],
      [/\d/.test(value), accountMessages.passwordNeedsDigit],
    ];
    for (const [ok, message] of rules) if (!ok) ctx.addIssue({ code: 'custom', message });
  });

export const usernameSchema = z
  .string()
  .trim()
  .min(1, accountMessages.usernameEmpty)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE);

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, accountMessages.unknownCountry);

export const signInSchema = z.object({
  email,
  password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired),
});

export const signUpSchema = z.object({
  email,
  password: newPasswordSchema,
  username: z
    .string({ error: accountMessages.completeAllFields })
    .trim()
    .min(1, accountMessages.completeAllFields)
    .pipe(usernameSchema),
  country: countryCodeSchema,
  acceptTerms: z.literal(true, { error: accountMessages.completeAllFields }),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** `POST /api/password-reset/check`: is this reset link's code still usable? (Nothing is spent.) */
export const resetLinkCheckSchema = z.object({ token: z.string().min(1).max(512) });
export const resetLinkStatusSchema = z.object({ valid: z.boolean() });
export type ResetLinkStatus = z.infer<typeof resetLinkStatusSchema>;

export const resetRequestSchema = z
  .object({ email: z.string().trim(), confirmEmail: z.string().trim() })
  .superRefine((value, ctx) => {
    if (!value.email || !value.confirmEmail) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: accountMessages.resetEmailBothFields });
      return;
    }
    if (value.email.toLowerCase() !== value.confirmEmail.toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmEmail'],
        message: accountMessages.resetEmailsDoNotMatch,
      });
      return;
    }
    if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: accountMessages.invalidEmail });
    }
  });

/** `POST /api/auth/reset-password`: the e-mailed code and a new password, under the sign-up rules. */
export const resetPasswordSchema = z.object({
  newPassword: newPasswordSchema,
  token: z.string().min(1).max(512).optional(),
});

/** `POST /api/auth/change-password`: the current password confirms; the new one obeys the rules. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(128),
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/** `PATCH /api/me`: change the username and/or the country. */
export const updateProfileSchema = z
  .object({ username: usernameSchema.optional(), country: countryCodeSchema.optional() })
  .refine((v) => v.username !== undefined || v.country !== undefined, 'Nothing to change.');

/** `DELETE /api/me`: the current password confirms (spec §5). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(128),
});

/**
 * Spec §8's notice when a paid plan is still running: the end of the current period, already
 * formatted for display (spec §9: 'MMM dd, yyyy, HH:mm'; null when not known), and how to delete
 * at once.
 */
export function proDeleteNotice(until: string | null): string {
  const end = until ? ` Your Pro access runs until ${until}.` : '';
  return `You can't delete your account while Pro is active.${end} To delete it immediately and forfeit the remaining time, contact support.`;
}

/** `GET /api/me/deletion`: whether the account may be deleted now, else until when paid access runs (ISO). */
export const accountDeletionStatusSchema = z.object({
  allowed: z.boolean(),
  paidUntil: z.string().nullable(),
});
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

/**
 * `GET /api/me`: the signed-in user's record. Shared by the server (answer) and the web (parse);
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
