import { DEFAULT_COUNTRY } from '@reelatlas/contracts';
import { grantAdminIfListed, type Mailer, recordPasswordReset } from '@reelatlas/core';
import { createAccountStore, createAuthUserStore, type Db, schema } from '@reelatlas/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { oauthPopup, openAPI } from 'better-auth/plugins';
import { accountLocale } from '../i18n/mail-locale.ts';
import { deviceLanguage } from './device-language.ts';
import { actionLink, resetPasswordMail, signInLink, signUpAttemptMail, verificationMail } from './emails.ts';
import { uniqueUsername } from './unique-username.ts';

/** The header through which the server hands Better Auth the client IP it resolved itself. */
export const CLIENT_IP_HEADER = 'x-reelatlas-client-ip';

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  secret: string;
  /** Where the browser reaches the site: links in e-mails, cookie security. */
  publicUrl: string;
  /** Other origins whose requests may carry the session (local development). */
  extraOrigins?: string[];
  /** Google OAuth client, when configured. */
  google?: { clientId: string; clientSecret: string };
  /** Lower-case e-mails whose verified accounts are made admins (ADMIN_EMAILS). */
  adminEmails?: string[];
}

const DAY_SECONDS = 24 * 3600;
const serverOnly = { required: false, input: false } as const;

/**
 * Better Auth on the project's database: e-mail and password with verification and reset
 * (links to the web's /google/action page), sessions in the database, and rate limits shared by
 * every instance.
 */
export function createAuth(options: AuthOptions) {
  const { db, mailer, publicUrl } = options;
  const https = publicUrl.startsWith('https://');
  const adminEmails = options.adminEmails ?? [];
  const users = createAuthUserStore(db);
  const accounts = createAccountStore(db);
  /**
   * ADMIN_EMAILS grants the admin role (docs/product-rules.md#admins) by core's rule, grant-admin-if-listed.ts:
   * only through a session opened after the address was verified, and only once the account's
   * password is proven to be the mailbox owner's (set through the e-mailed reset link, which
   * also ends every session; Google alone needs none).
   */
  const grantAdmin = (userId: string, sessionOpenedAt: Date) =>
    grantAdminIfListed({ accounts, adminEmails }, userId, sessionOpenedAt);
  /**
   * Verifying an address ends every session of the account opened before: a session opened by
   * whoever registered the address is no proof that they own it (docs/product-rules.md#admins). Runs on every
   * update that marks the address verified (the e-mailed link; Better Auth never links Google to
   * an unverified account, so Google cannot verify one).
   */
  const endSessionsBeforeVerification = async (user: { id: string; emailVerifiedAt?: Date | null }) => {
    if (!user.emailVerifiedAt) return;
    await users.endSessionsOpenedBefore(user.id, new Date(user.emailVerifiedAt));
  };
  return betterAuth({
    appName: 'ReelAtlas',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [publicUrl, ...(options.extraOrigins ?? [])],
    // 'Continue with Google' runs in a popup (docs/product-rules.md#accounts): its last page posts the outcome to the
    // site's window and closes.
    // openAPI: its schema of /api/auth/* joins ours at /api/openapi.json (no UI of its own).
    plugins: [oauthPopup(), openAPI({ disableDefaultReference: true })],
    socialProviders: options.google
      ? {
          google: {
            clientId: options.google.clientId,
            clientSecret: options.google.clientSecret,
            prompt: 'select_account',
          },
        }
      : {},
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.authSessions,
        account: schema.authAccounts,
        verification: schema.authVerifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // At least 6; the uppercase/lowercase/digit rules are checked before this runs.
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // A sign-up answers alike for a new and a taken address (docs/product-rules.md#accounts: "check your inbox"),
      // so it cannot sign in: Better Auth then answers a taken address with the same shape and
      // e-mails its owner instead (onExistingUserSignUp). Unverified accounts can still sign in.
      autoSignIn: false,
      requireEmailVerification: false,
      onExistingUserSignUp: async ({ user }) => {
        const locale = accountLocale(user);
        await mailer.send(signUpAttemptMail(user.email, signInLink(publicUrl, locale), locale));
      },
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      // The link proves the mailbox: from now on the password is the owner's (admin rule above).
      onPasswordReset: async ({ user }) => {
        await recordPasswordReset({ accounts }, user.id, new Date());
      },
      sendResetPassword: async ({ user, token }) => {
        const locale = accountLocale(user);
        await mailer.send(
          resetPasswordMail(user.email, actionLink(publicUrl, 'resetPassword', token, locale), locale),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const locale = accountLocale(user);
        await mailer.send(
          verificationMail(user.email, actionLink(publicUrl, 'verifyEmail', token, locale), locale),
        );
      },
    },
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: true },
        country: { type: 'string', required: false, defaultValue: DEFAULT_COUNTRY, input: true },
        // Set by the server from the visitor's device at sign-up, or at a sign-in while unset
        // (routes/auth.ts, device-language.ts); none reads English.
        language: { type: 'string', required: false, input: true },
        plan: { type: 'string', defaultValue: 'Free', ...serverOnly },
        isPro: { type: 'boolean', defaultValue: false, ...serverOnly },
        isTrial: { type: 'boolean', defaultValue: false, ...serverOnly },
        trialEndDate: { type: 'date', ...serverOnly },
        trialUsed: { type: 'boolean', defaultValue: false, ...serverOnly },
        subscriptionEndDate: { type: 'date', ...serverOnly },
        // Billing's business only: never part of an auth answer.
        stripeCustomerId: { type: 'string', ...serverOnly, returned: false },
        isAdmin: { type: 'boolean', defaultValue: false, ...serverOnly },
        lastLogin: { type: 'date', ...serverOnly },
        emailVerifiedAt: { type: 'date', ...serverOnly },
        passwordResetAt: { type: 'date', ...serverOnly, returned: false },
        // What the username looks like (core's usernameKey): for uniqueness only.
        usernameKey: { type: 'string', ...serverOnly, returned: false },
      },
    },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Off: every endpoint under /api/auth is limited by the server's own limiter, per IP and per
    // account where the form names one, counted in the database across instances, with the API's
    // 429 shape (routes/auth.ts AUTH_RULES, contracts' RATE_LIMITS).
    rateLimit: { enabled: false },
    advanced: {
      // Better Auth skips its origin (CSRF) check when NODE_ENV=test; ours must hold everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'ra',
      useSecureCookies: https,
      // Only the address the server resolved (TRUST_PROXY) counts; a client's own headers do not.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const language = deviceLanguage(
              (user as { language?: unknown }).language,
              ctx?.request ?? ctx?.headers,
            );
            const wished =
              (user as { username?: string }).username || user.name || user.email.split('@')[0] || 'user';
            const { username, key } = await uniqueUsername(users, wished);
            // An account Google vouches for is verified from the start.
            const emailVerifiedAt = user.emailVerified ? new Date() : null;
            return {
              data: {
                ...user,
                username,
                usernameKey: key,
                name: user.name || username,
                emailVerifiedAt,
                language,
              },
            };
          },
        },
        update: {
          before: async (data) => {
            // The address was just verified: note when (sessions before it end, admin after it).
            if (data.emailVerified === true && !data.emailVerifiedAt)
              return { data: { ...data, emailVerifiedAt: new Date() } };
            return;
          },
          after: async (user) => {
            if ((user as { emailVerified?: boolean }).emailVerified)
              await endSessionsBeforeVerification(user);
          },
        },
      },
      session: {
        create: {
          after: async (session, ctx) => {
            await users.recordLogin(session.userId, new Date());
            // A language chosen on this device before signing in reaches an account that has
            // none yet; one the account already has is never replaced here.
            const language = deviceLanguage(null, ctx?.request ?? ctx?.headers);
            if (language) await users.setLanguageIfUnset(session.userId, language);
            await grantAdmin(session.userId, new Date(session.createdAt));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
