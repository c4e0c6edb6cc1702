/** What the app says without a connection (docs/product-rules.md#offline). */
export const offlineMessages = {
  /** Above a title or a list read from the copy kept in the browser. */
  asOf: (date: string) => `Offline — availability as of ${date}`,
  /** A search, a sign-in or any change tried offline: nothing was sent, counted or kept for later. */
  needsConnection:
    'You are offline. This needs a connection: nothing was sent or counted. Try again once you are back online.',
  /** A page with nothing kept for reading offline. */
  nothingKept:
    'You are offline, and this page has nothing saved for reading offline. It will load once you are back online.',
} as const;

/** The date and time a kept copy was fetched, as the offline notice shows it ("26 Nov 2026, 21:10"). */
export function offlineDate(fetchedAt: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(fetchedAt));
}
