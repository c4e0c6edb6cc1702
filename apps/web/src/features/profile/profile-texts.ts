/**
 * Profile texts the product brief leaves open. The quoted ones (docs/product-rules.md#messages) live in `accountMessages` of
 * @reelatlas/contracts.
 */
export const profileTexts = {
  daysLeft: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left`,
  notVerified: 'Not verified',
  verified: 'Verified',
  upgradeToPro: 'Upgrade to Pro',
  proUntil: (date: string) => `Pro access until ${date}`,
  /** The new profile link is shown for 3 s after a username change. */
  newProfileLink: (link: string) => `Username updated. Your profile link is now ${link}`,
  exportFailed: 'Failed to download your data. Please try again.',
  accountDeleted: 'Your account has been deleted.',
  deleteWarning:
    'This permanently deletes your account, your watchlist and your watched list. It cannot be undone.',
} as const;

/** How long the new-link toast stays. */
export const NEW_LINK_TOAST_MS = 3000;
