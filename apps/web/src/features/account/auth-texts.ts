/**
 * Account texts the product brief leaves open (docs/product-rules.md#messages). The quoted ones live in
 * `accountMessages` of @reelatlas/contracts.
 */
export const authTexts = {
  /**
   * After a sign-up. The same for a new and an already registered address (docs/product-rules.md#accounts: the
   * owner of a taken one is e-mailed instead), so it promises only the mail.
   */
  signUpSent: (email: string) =>
    `Check your inbox: we sent an email to ${email}. Follow its link to verify your address, then sign in here.`,
  verifyPrompt: (email: string) =>
    `Please verify your email address. We sent a verification link to ${email}.`,
  verificationSent: 'Verification email sent! Please check your inbox and spam folder.',
  alreadyVerified: 'Your email is already verified.',
  incorrectCredentials: 'Incorrect email or password.',
  emailRegistered: 'This email is already registered. Sign in or reset your password.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  accountDisabled: 'This account has been disabled.',
  methodNotEnabled: 'This sign-in method is not enabled.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  emailNotVerified: 'Please verify your email before signing in.',
  passwordTooLong: 'Password is too long.',
  googleNotConfigured: 'Google sign-in is not configured on this server. Please use your email and password.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  signOutFailed: 'Could not sign out. Please try again.',
  /** An account on the operator's admin list (ADMIN_EMAILS) that has no admin tools yet. */
  adminNeedsReset: (email: string) =>
    `${email} is on this site's admin list. The admin tools open once you have set your password through the reset link we email you (it proves the password is yours), and signed in with it.`,
  adminResetSent: 'Reset email sent. Follow its link to set your password, then sign in again.',
  adminSignInAgain:
    "This address is on this site's admin list. Sign out and sign in again to open the admin tools.",
} as const;
