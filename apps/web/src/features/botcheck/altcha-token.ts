// Loaded only through dynamic import: the widget (~40 KB gzipped) stays out of the first-load bundle.
import 'altcha';
import type { AltchaWidgetElement } from 'altcha';
import { type ApiError, apiErrorFromResponse } from '../../lib/api-error.ts';
import { BotCheckNotReadyError } from './bot-check-error.ts';

/** Shared by the warm-up and the first search, so the page never creates two widgets. */
let widgetPromise: Promise<AltchaWidgetElement> | null = null;
/** The challenge endpoint's own error (e.g. 403 banned) so the caller can show it instead of "not ready". */
const challengeStatus: { error: ApiError | null } = { error: null };

function lastChallengeError(): ApiError | null {
  return challengeStatus.error;
}

async function challengeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  challengeStatus.error = response.ok ? null : await apiErrorFromResponse(response.clone());
  return response;
}

/** The widget's methods exist only once its Svelte component has mounted, a few ticks after append. */
async function whenMounted(element: AltchaWidgetElement): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (typeof element.configure === 'function' && typeof element.verify === 'function') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new BotCheckNotReadyError('ALTCHA widget did not start');
}

async function createWidget(challengeUrl: string): Promise<AltchaWidgetElement> {
  const element = document.createElement('altcha-widget');
  element.setAttribute('aria-hidden', 'true');
  element.style.position = 'absolute';
  element.style.width = '1px';
  element.style.height = '1px';
  element.style.overflow = 'hidden';
  document.body.append(element);
  await whenMounted(element);
  await element.configure({
    challenge: challengeUrl,
    display: 'invisible',
    auto: 'off',
    credentials: 'same-origin',
    fetch: challengeFetch,
  });
  return element;
}

/** One hidden widget for the page, created on first use; a failed start may be retried. */
function getWidget(challengeUrl: string): Promise<AltchaWidgetElement> {
  widgetPromise ??= createWidget(challengeUrl).catch((error: unknown) => {
    widgetPromise = null;
    throw error;
  });
  return widgetPromise;
}

/** Solves a fresh proof-of-work challenge; the widget's base64 payload is the search token. */
export async function getAltchaToken(challengeUrl: string): Promise<string> {
  const element = await getWidget(challengeUrl);
  challengeStatus.error = null;
  // verify() fetches a new challenge every time, which is what a use-once token needs.
  const result = await element.verify();
  if (result?.payload) return result.payload;
  // Read through a function: TypeScript would otherwise keep the `null` narrowing from above.
  const failure = lastChallengeError();
  if (failure?.code === 'banned') throw failure;
  throw new BotCheckNotReadyError('ALTCHA verification did not complete');
}
