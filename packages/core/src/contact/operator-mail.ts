import { escapeHtml } from '../common/escape-html.ts';
import type { Mailer, OutgoingMail } from '../ports/mail.ts';

/** Control characters (newlines included) never reach a mail header. */
const oneLine = (text: string, max = 80) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  text.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, max);

/**
 * The notice the operator receives for a contact message or a suggestion. What the visitor
 * typed is plain text in the text part and escaped in the HTML part.
 */
export function operatorMail(
  to: string,
  kind: 'contact' | 'suggestion',
  fields: { from: string; email?: string; message: string },
): OutgoingMail {
  const subject =
    kind === 'contact'
      ? `ReelAtlas contact message from ${oneLine(fields.from)}`
      : `ReelAtlas feature suggestion from ${oneLine(fields.from)}`;
  const lines = [
    `From: ${fields.from}`,
    ...(fields.email ? [`E-mail: ${fields.email}`] : []),
    '',
    fields.message,
  ];
  const html = `<p><strong>From:</strong> ${escapeHtml(fields.from)}${
    fields.email ? `<br><strong>E-mail:</strong> ${escapeHtml(fields.email)}` : ''
  }</p><p style="white-space:pre-wrap">${escapeHtml(fields.message)}</p>`;
  return { to, subject, text: lines.join('\n'), html };
}

/**
 * Tells the operator (OPERATOR_EMAIL) about a stored message, when one is configured. A failed
 * notice is reported to `onMailError`, never to the sender: the message is stored either way.
 */
export async function notifyOperator(
  deps: { mailer: Mailer; operatorEmail?: string; onMailError(error: unknown): void },
  kind: 'contact' | 'suggestion',
  fields: { from: string; email?: string; message: string },
): Promise<void> {
  if (!deps.operatorEmail) return;
  try {
    await deps.mailer.send(operatorMail(deps.operatorEmail, kind, fields));
  } catch (error) {
    deps.onMailError(error);
  }
}
