import type { ContactRequest } from '@reelatlas/contracts';
import type { Mailer } from '../ports/mail.ts';
import type { MessageStore } from '../ports/messages.ts';
import { notifyOperator } from './operator-mail.ts';

export interface SendMessageDeps {
  messages: MessageStore;
  mailer: Mailer;
  /** Where notices go (OPERATOR_EMAIL); without it messages are only stored. */
  operatorEmail?: string;
  /** A failed notice is logged, not shown: the message is stored and admins see it. */
  onMailError(error: unknown): void;
}

/**
 * The contact form (docs/product-rules.md#contact-and-suggestions): stored, then e-mailed to the operator. Its bot check is the route's
 * rule (apps/server routes/contact.ts), passed before this runs.
 */
export async function sendContactMessage(
  deps: SendMessageDeps,
  input: Omit<ContactRequest, 'token'> & { userId: string | null },
): Promise<void> {
  await deps.messages.saveContact({
    name: input.name,
    email: input.email,
    message: input.message,
    userId: input.userId,
  });
  await notifyOperator(deps, 'contact', { from: input.name, email: input.email, message: input.message });
}
