import { BotCheckNotReadyError } from './bot-check-error.ts';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's v3 script once; a blocked script (ad blocker, private mode) rejects as "not ready". */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    // `hl`: the badge and any challenge speak the page's language.
    const language = encodeURIComponent(document.documentElement.lang || 'en');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=${language}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) {
        reject(new BotCheckNotReadyError('grecaptcha missing after load'));
        return;
      }
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => reject(new BotCheckNotReadyError('reCAPTCHA script failed to load'));
    document.head.append(script);
  });
  // A failed load may be retried on the next search (e.g. after the visitor disables a blocker).
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function getRecaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  try {
    const token = await grecaptcha.execute(siteKey, { action });
    if (token) return token;
  } catch {
    // Falls through to "not ready".
  }
  throw new BotCheckNotReadyError('reCAPTCHA returned no token');
}
