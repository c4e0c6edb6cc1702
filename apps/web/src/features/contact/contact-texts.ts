import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactMessages, SUGGESTION_MAX } from '@reelatlas/contracts';
import { accountText, knownTexts, type Translate } from '../account/index.ts';

const tooLong = (max: number) => ({ id: 'contact.msg.tooLong', values: { max } });

/**
 * The contact and suggestion messages of @reelatlas/contracts, by their English text: the shared
 * schema's field messages and the server's answers, shown in the page's language. The address
 * and control-character messages are the account's.
 */
const contactOnly = knownTexts({
  [contactMessages.nameRequired]: 'contact.msg.nameRequired',
  [contactMessages.messageRequired]: 'contact.msg.messageRequired',
  [contactMessages.suggestionTooShort]: 'contact.msg.suggestionTooShort',
  [contactMessages.tooLong(CONTACT_NAME_MAX)]: tooLong(CONTACT_NAME_MAX),
  [contactMessages.tooLong(CONTACT_MESSAGE_MAX)]: tooLong(CONTACT_MESSAGE_MAX),
  [contactMessages.tooLong(SUGGESTION_MAX)]: tooLong(SUGGESTION_MAX),
  [contactMessages.contactSent]: 'contact.msg.contactSent',
  [contactMessages.suggestionSent]: 'contact.msg.suggestionSent',
  [contactMessages.failed]: 'contact.msg.failed',
});

export function contactText(text: string, t: Translate): string {
  return accountText(contactOnly(text, t), t);
}
