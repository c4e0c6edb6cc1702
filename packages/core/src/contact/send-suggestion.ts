import { notifyOperator } from './operator-mail.ts';
import type { SendMessageDeps } from './send-contact-message.ts';

/**
 * The suggestion form (docs/product-rules.md#contact-and-suggestions: signed-in users): stored, e-mailed to the operator. Sign-in and
 * the bot check are the route's rules, passed before this runs.
 */
export async function sendSuggestion(
  deps: SendMessageDeps,
  user: { id: string; username: string; email: string },
  input: { message: string },
): Promise<void> {
  await deps.messages.saveSuggestion({ userId: user.id, message: input.message });
  await notifyOperator(deps, 'suggestion', {
    from: user.username,
    email: user.email,
    message: input.message,
  });
}
