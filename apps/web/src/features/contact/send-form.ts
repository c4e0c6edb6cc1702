import {
  type contactEndpoint,
  contactMessages,
  type PublicConfig,
  type suggestEndpoint,
} from '@reelatlas/contracts';
import { callApi, type EndpointInput } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { getBotCheckToken } from '../botcheck/index.ts';

export type OperatorEndpoint = typeof contactEndpoint | typeof suggestEndpoint;

export type SendResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fields?: Record<string, string> };

/**
 * Sends a form with a fresh bot-check token. Failure shows the server's own text, or the product's
 * 'Something went wrong.' when there is none (network, bot check not ready).
 */
export async function sendForm(
  endpoint: OperatorEndpoint,
  body: Record<string, string>,
  botCheck: PublicConfig['botCheck'],
): Promise<SendResult> {
  try {
    const token = await getBotCheckToken(botCheck);
    // The fields were checked with the endpoint's own schema by the form (and the server checks again).
    const input = { body: { ...body, token } } as EndpointInput<OperatorEndpoint>;
    const sent = await callApi(endpoint, input);
    return { ok: true, message: sent.message };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { ok: false, message: error.message || contactMessages.failed, fields: error.fields };
    }
    return { ok: false, message: contactMessages.failed };
  }
}
