import { z } from 'zod';
import { accountMessages, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from './account.ts';
import { LOCALE_CODES, type Locale } from './locales.ts';
import { CONTROL_CHARACTERS_MESSAGE, isVisibleName } from './text.ts';

// The account forms' schemas (sign-in, sign-up, reset, profile, deletion), apart from
// account.ts's texts and the user record: the web's first load needs only the latter, and every
// schema a module declares is built when the module is imported.

const email = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(254, accountMessages.invalidEmail)
  .pipe(z.email(accountMessages.invalidEmail));

/** One message per failed rule, so all of them are checked (no early exit). */
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

/**
 * A username as stored: NFKC-normalised (full-width `ｐｒｏ1` is `pro1`), with no invisible
 * character. Whether it is free is the server's business (core's usernameKey: look-alikes are
 * the same name).
 */
export const usernameSchema = z
  .string()
  .trim()
  .normalize('NFKC')
  .min(1, accountMessages.usernameEmpty)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .refine(isVisibleName, CONTROL_CHARACTERS_MESSAGE);

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
  /** Accepted for Better Auth's client; the server ends the other sessions whatever it says. */
  revokeOtherSessions: z.boolean().optional(),
});

/** An account's language: one of the languages ReelAtlas speaks (docs/architecture.md#languages). */
export const accountLanguageSchema = z.enum(LOCALE_CODES as [Locale, ...Locale[]], {
  error: accountMessages.unknownLanguage,
});

/** `PATCH /api/me`: change the username, the country and/or the language. */
export const updateProfileSchema = z
  .object({
    username: usernameSchema.optional(),
    country: countryCodeSchema.optional(),
    language: accountLanguageSchema.optional(),
  })
  .refine(
    (v) => v.username !== undefined || v.country !== undefined || v.language !== undefined,
    'Nothing to change.',
  );

/** `DELETE /api/me`: the current password confirms (docs/product-rules.md#account-deletion). */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(128),
});

/** `GET /api/me/deletion`: whether the account may be deleted now, else until when paid access runs (ISO). */
export const accountDeletionStatusSchema = z.object({
  allowed: z.boolean(),
  paidUntil: z.string().nullable(),
});
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;
