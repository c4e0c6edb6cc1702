import type { PublicConfig } from '@reelatlas/contracts';
import { ApiError } from '../../lib/api-error.ts';
import { BotCheckNotReadyError, withTimeout } from './bot-check-error.ts';

export { BotCheckNotReadyError } from './bot-check-error.ts';

type BotCheck = PublicConfig['botCheck'];

const TOKEN_TIMEOUT_MS = 20_000;

async function fetchToken(botCheck: BotCheck): Promise<string> {
  if (botCheck.provider === 'altcha') {
    const { getAltchaToken } = await import('./altcha-token.ts');
    return getAltchaToken(botCheck.challengeUrl);
  }
  const { getRecaptchaToken } = await import('./recaptcha-token.ts');
  return getRecaptchaToken(botCheck.siteKey, botCheck.action);
}

/**
 * A fresh, use-once bot-check token for one search (docs/product-rules.md#search-answers: action 'submit').
 * Rejects with BotCheckNotReadyError when the provider cannot load or answer, or with the
 * ApiError the challenge endpoint gave (a banned network), never with anything else.
 */
export async function getBotCheckToken(botCheck: BotCheck): Promise<string> {
  try {
    return await withTimeout(fetchToken(botCheck), TOKEN_TIMEOUT_MS, 'bot check timed out');
  } catch (error) {
    if (error instanceof ApiError || error instanceof BotCheckNotReadyError) throw error;
    // A chunk that failed to download, a widget exception…: all mean the check is not ready.
    throw new BotCheckNotReadyError(error instanceof Error ? error.message : 'bot check failed');
  }
}
