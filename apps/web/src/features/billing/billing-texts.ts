/** Billing texts the product brief leaves open; the quoted ones are `billingMessages` in contracts. */
export const billingTexts = {
  trialBanner: (days: number) =>
    `Your free trial is active: ${days} ${days === 1 ? 'day' : 'days'} left. It renews at $1.00/month unless cancelled before it ends.`,
  thankYouTitle: 'Thank you!',
  thankYou: 'Your checkout succeeded and your Pro access is active. Enjoy unlimited searches.',
  thankYouPending: 'Your checkout succeeded. Pro access is being activated — this takes a few seconds.',
  cancelledTitle: 'Subscription cancelled',
  cancelledDaysLeft: (days: number, date: string) =>
    `Your subscription is cancelled. You keep Pro access for ${days} more ${days === 1 ? 'day' : 'days'}, until ${date}.`,
  cancelledEnded: 'Your subscription has ended.',
  stillActive: 'Your Pro subscription is active and renews automatically.',
  loading: 'Loading...',
  adLabel: 'Advertisement',
  houseAdTitle: 'Go Pro: unlimited searches',
  houseAdText: 'Search as much as you like for $1.00/month. Start with a 7-day free trial.',
  vpnAdTitle: 'Watch from anywhere with a VPN',
  adFree: 'Ad-free (coming soon)',
} as const;
