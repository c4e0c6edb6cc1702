import { contactRequestSchema, sentResponseSchema, suggestRequestSchema } from '../contact.ts';
import type { Endpoint } from './endpoint.ts';

export const contactEndpoint = {
  method: 'post',
  path: '/api/contact',
  body: contactRequestSchema,
  response: sentResponseSchema,
} as const satisfies Endpoint;

export const suggestEndpoint = {
  method: 'post',
  path: '/api/suggest',
  body: suggestRequestSchema,
  response: sentResponseSchema,
} as const satisfies Endpoint;
