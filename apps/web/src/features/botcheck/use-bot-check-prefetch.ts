import { useEffect } from 'react';
import { useConfig } from '../config/index.ts';
import { prefetchBotCheckToken } from './token-pool.ts';

/**
 * What shows that the visitor is about to do something: a search starts with one of these
 * (focusing or typing in the search box, moving towards or touching a poster).
 */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Solves a bot-check token in the background at the visitor's first sign of intent, and again
 * after each search has used one, so Enter on a suggestion or a click on a poster never waits
 * for the challenge (docs/performance.md#bars: Enter → first platform row ≤ 200 ms). Nothing loads during the
 * page load itself: the widget (~35 KB gzipped) stays out of the first load's JavaScript and its
 * main-thread time (docs/performance.md#bars: ≤ 170 KB).
 */
export function useBotCheckPrefetch(): void {
  const { data: config } = useConfig();
  useEffect(() => {
    if (!config) return;
    // Cheap when a token is ready or being solved: two comparisons per event.
    const onIntent = () => prefetchBotCheckToken(config.botCheck);
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    };
  }, [config]);
}
