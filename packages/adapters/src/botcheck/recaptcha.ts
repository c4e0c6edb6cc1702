import type { BotCheck } from '@reelatlas/core';

export interface RecaptchaOptions {
  secretKey: string;
  minScore: number;
  verifyUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * reCAPTCHA v3 behind the same port: Google's siteverify decides; we also require the
 * 'submit' action (spec §9) and a minimum score. Google refuses a token used twice.
 */
export function createRecaptchaBotCheck(options: RecaptchaOptions): BotCheck {
  const doFetch = options.fetch ?? fetch;
  return {
    async verify(token, { ip }) {
      const body = new URLSearchParams({ secret: options.secretKey, response: token, remoteip: ip });
      try {
        const response = await doFetch(options.verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteverifyAnswer;
        return (
          answer.success === true && answer.action === 'submit' && (answer.score ?? 0) >= options.minScore
        );
      } catch {
        return false;
      }
    },
  };
}
