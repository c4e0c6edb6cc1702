import { AppError } from './app-error.ts';
import { notifyOperator } from './operator-mail.ts';
import type { SendMessageDeps } from './send-contact-message.ts';

/** The suggestion form (spec §2, signed-in users): bot check, stored, e-mailed to the operator. */
export async function sendSuggestion(
  deps: SendMessageDeps,
  user: { id: string; username: string; email: string },
  input: { message: string; token: string; ip: string },
): Promise<void> {
  if (!(await deps.botCheck.verify(input.token, { ip: input.ip }))) throw new AppError('bot_check_failed');
  await deps.messages.saveSuggestion({ userId: user.id, message: input.message });
  await notifyOperator(deps, 'suggestion', {
    from: user.username,
    email: user.email,
    message: input.message,
  });
}
