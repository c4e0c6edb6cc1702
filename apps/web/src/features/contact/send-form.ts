import { contactMessages, type PublicConfig, sentResponseSchema } from '@reelatlas/contracts';
import { request } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { getBotCheckToken } from '../botcheck/index.ts';

export type SendResult =
  | { ok: true; message: string }
  | { ok: false; message: string; fields?: Record<string, string> };

/**
 * Sends a form with a fresh bot-check token. Failure shows the server's own text, or spec §8's
 * 'Something went wrong.' when there is none (network, bot check not ready).
 */
export async function sendForm(
  path: '/api/contact' | '/api/suggest',
  body: Record<string, string>,
  botCheck: PublicConfig['botCheck'],
): Promise<SendResult> {
  try {
    const token = await getBotCheckToken(botCheck);
    const sent = await request(path, sentResponseSchema, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, token }),
    });
    return { ok: true, message: sent.message };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { ok: false, message: error.message || contactMessages.failed, fields: error.fields };
    }
    return { ok: false, message: contactMessages.failed };
  }
}
