import type { RemoteBotCheck } from '@reelatlas/core';

export interface RecaptchaOptions {
  secretKey: string;
  minScore: number;
  /**
   * The site's host names (PUBLIC_URL's, plus local development hosts): a token solved on any
   * other site — someone else's page using our site key, or a farm of solved tokens — is refused.
   */
  hostnames: string[];
  verifyUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

/**
 * reCAPTCHA v3 behind the same port: Google's siteverify decides; we also require the
 * 'submit' action (docs/product-rules.md#search-answers), a minimum score and our own host name. Google refuses a token used
 * twice.
 */
export function createRecaptchaBotCheck(options: RecaptchaOptions): RemoteBotCheck {
  const doFetch = options.fetch ?? fetch;
  const hostnames = new Set(options.hostnames.map((host) => host.toLowerCase()));
  return {
    kind: 'remote',
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
          answer.success === true &&
          answer.action === 'submit' &&
          (answer.score ?? 0) >= options.minScore &&
          typeof answer.hostname === 'string' &&
          hostnames.has(answer.hostname.toLowerCase())
        );
      } catch {
        return false;
      }
    },
  };
}
