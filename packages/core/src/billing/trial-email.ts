/** Gmail ignores dots in the name and treats googlemail.com as gmail.com. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An e-mail address as one person's mailbox, for the one-trial-per-person rule: lower case,
 * without a "+tag" (most providers deliver `name+anything@` to `name@`), and for Gmail without
 * the dots it ignores. Not for sending mail, only for telling whether two addresses are one inbox.
 */
export function trialEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
