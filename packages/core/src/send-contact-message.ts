import type { ContactRequest } from '@reelatlas/contracts';
import { AppError } from './app-error.ts';
import { notifyOperator } from './operator-mail.ts';
import type { BotCheck } from './ports/bot-check.ts';
import type { Mailer } from './ports/mail.ts';
import type { MessageStore } from './ports/messages.ts';

export interface SendMessageDeps {
  botCheck: BotCheck;
  messages: MessageStore;
  mailer: Mailer;
  /** Where notices go (OPERATOR_EMAIL); without it messages are only stored. */
  operatorEmail?: string;
  /** A failed notice is logged, not shown: the message is stored and admins see it. */
  onMailError(error: unknown): void;
}

/** The contact form (spec §2): bot check, then stored, then e-mailed to the operator. */
export async function sendContactMessage(
  deps: SendMessageDeps,
  input: Omit<ContactRequest, 'token'> & { token: string; ip: string; userId: string | null },
): Promise<void> {
  if (!(await deps.botCheck.verify(input.token, { ip: input.ip }))) throw new AppError('bot_check_failed');
  await deps.messages.saveContact({
    name: input.name,
    email: input.email,
    message: input.message,
    userId: input.userId,
  });
  await notifyOperator(deps, 'contact', { from: input.name, email: input.email, message: input.message });
}
