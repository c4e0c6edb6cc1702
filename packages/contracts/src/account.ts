/** Texts of docs/product-rules.md#accounts for sign-in, sign-up, reset and verification. */
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
  unknownLanguage: 'Choose a language.',
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

/**
 * The notice when a paid plan is still running: the end of the current period, already
 * formatted for display (docs/product-rules.md#dates: 'MMM dd, yyyy, HH:mm'; null when not known), and how to delete
 * at once.
 */
export function proDeleteNotice(until: string | null): string {
  // Two whole sentences, not one built of parts: the server's catalogs translate each as it is.
  return until
    ? `You can't delete your account while Pro is active. Your Pro access runs until ${until}. To delete it immediately and forfeit the remaining time, contact support.`
    : "You can't delete your account while Pro is active. To delete it immediately and forfeit the remaining time, contact support.";
}
