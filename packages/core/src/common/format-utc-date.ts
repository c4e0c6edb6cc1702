const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A date in the product display format ('MMM dd, yyyy, HH:mm', 'N/A' when missing) for texts the
 * server writes. The server does not know the reader's time zone, so it writes UTC and says so;
 * the web formats the same dates in the reader's local time.
 */
export function formatUtcDate(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  const part = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} UTC`;
}
