import { errorBodySchema } from '@reelatlas/contracts';
import { answerDocument } from './schema-document.ts';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: answerDocument(errorBodySchema) } },
});

/** Shared OpenAPI descriptions of the error answers. */
export const errorResponses = {
  400: error('Invalid input: `validation_failed` with `fields`.'),
  401: error('`unauthorized`: sign in first.'),
  403: error('`bot_check_failed`, `email_not_verified` or `banned`.'),
  404: error('`not_found`.'),
  409: error('`list_full`.'),
  429: error('`limit_reached` (with `limitReached: true`) or `rate_limited`.'),
  500: error('`internal`.'),
  503: error('`service_unavailable`.'),
} as const;
