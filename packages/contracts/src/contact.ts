import { z } from 'zod';
import { accountMessages } from './account.ts';
import { CONTROL_CHARACTERS_MESSAGE, isMultiLineText, isSingleLineText } from './text.ts';

/** Texts of the contact and suggestion forms (docs/product-rules.md#contact-and-suggestions, docs/product-rules.md#messages). */
export const contactMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: accountMessages.emailRequired,
  invalidEmail: accountMessages.invalidEmail,
  messageRequired: 'Please enter a message.',
  suggestionTooShort: 'Please enter a more detailed suggestion.',
  tooLong: (max: number) => `Please keep it under ${max} characters.`,
  contactSent: 'Thank you! Your message has been sent. We will get back to you by e-mail.',
  suggestionSent: 'Thank you! Your suggestion has been sent.',
  /** Shown when the server gives no text of its own. */
  failed: 'Something went wrong.',
} as const;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
export const SUGGESTION_MIN = 5;
export const SUGGESTION_MAX = 2000;

const token = z.string().min(1, 'The security check token is missing.').max(10_000);

/** `POST /api/contact`: name, email and message are all required (docs/product-rules.md#contact-and-suggestions). */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(CONTACT_NAME_MAX, contactMessages.tooLong(CONTACT_NAME_MAX))
    .refine(isSingleLineText, CONTROL_CHARACTERS_MESSAGE),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .min(1, contactMessages.emailRequired)
    .max(254, contactMessages.invalidEmail)
    .pipe(z.email(contactMessages.invalidEmail)),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(1, contactMessages.messageRequired)
    .max(CONTACT_MESSAGE_MAX, contactMessages.tooLong(CONTACT_MESSAGE_MAX))
    .refine(isMultiLineText, CONTROL_CHARACTERS_MESSAGE),
  token,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** `POST /api/suggest` (signed in): at least 5 characters after trimming (docs/product-rules.md#contact-and-suggestions). */
export const suggestRequestSchema = z.object({
  message: z
    .string({ error: contactMessages.suggestionTooShort })
    .trim()
    .min(SUGGESTION_MIN, contactMessages.suggestionTooShort)
    .max(SUGGESTION_MAX, contactMessages.tooLong(SUGGESTION_MAX))
    .refine(isMultiLineText, CONTROL_CHARACTERS_MESSAGE),
  token,
});
export type SuggestRequest = z.infer<typeof suggestRequestSchema>;

export const sentResponseSchema = z.object({ success: z.literal(true), message: z.string() });
