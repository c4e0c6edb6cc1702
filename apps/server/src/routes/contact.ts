import { contactEndpoint, contactMessages, suggestEndpoint } from '@reelatlas/contracts';
import { AppError, type SendMessageDeps, sendContactMessage, sendSuggestion } from '@reelatlas/core';
import type { AppDeps } from '../context.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import { type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { hasSessionCookie } from '../middleware/subject.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const sent = 'Stored and sent to the operator.';

const contactRoute = openApiRoute(contactEndpoint, {
  tag: 'Contact',
  summary: 'The contact form: name, e-mail and message, with a fresh bot-check token. Rate-limited.',
  success: sent,
  errors: { 400: errorResponses[400], 403: errorResponses[403], 429: errorResponses[429] },
});

const suggestRoute = openApiRoute(suggestEndpoint, {
  tag: 'Contact',
  summary: 'A feature suggestion (signed in; at least 5 characters), with a fresh bot-check token.',
  success: sent,
  errors: {
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    429: errorResponses[429],
  },
});

/**
 * Who may call, and how often (middleware/route-rules.ts). The forms count once valid (a person
 * correcting a typo is not held back), then check the bot-check token.
 */
const contactRules: RuleTable = [
  [contactRoute, { rateLimit: [{ limit: 'contact', account: 'email', counts: 'valid' }], botCheck: 'token' }],
  // Sign-in first (as docs/product-rules.md#lists orders it), so a signed-out caller learns that before anything else.
  [
    suggestRoute,
    {
      signIn: 'required',
      rateLimit: [{ limit: 'suggest', account: 'user', counts: 'valid' }],
      botCheck: 'token',
    },
  ],
];

/** The contact and suggestion forms, kept in the database and e-mailed to OPERATOR_EMAIL. */
export function contactRoutes(deps: AppDeps) {
  const sendDeps: SendMessageDeps = {
    messages: deps.messages,
    mailer: deps.mailer,
    operatorEmail: deps.env.OPERATOR_EMAIL,
    onMailError: (err) => deps.logger.warn({ err }, 'the operator notice could not be sent'),
  };
  return withRules(createRouter(), deps, contactRules)
    .openapi(contactRoute, async (c) => {
      const body = c.req.valid('json');
      const user = hasSessionCookie(c) ? await signedInUser(deps, c) : null;
      await sendContactMessage(sendDeps, { ...body, userId: user?.id ?? null });
      return c.json(
        { success: true as const, message: translateMessage(requestLocale(c), contactMessages.contactSent) },
        200,
      );
    })
    .openapi(suggestRoute, async (c) => {
      const user = await signedInUser(deps, c);
      if (!user) throw new AppError('unauthorized');
      const body = c.req.valid('json');
      await sendSuggestion(sendDeps, user, body);
      return c.json(
        {
          success: true as const,
          message: translateMessage(requestLocale(c), contactMessages.suggestionSent),
        },
        200,
      );
    });
}
