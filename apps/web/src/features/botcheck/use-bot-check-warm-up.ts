import { useEffect } from 'react';
import { useConfig } from '../config/use-config.ts';
import { warmUpBotCheck } from './get-bot-check-token.ts';

/** What shows that the visitor is about to do something (a search starts with one of these). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Loads the bot-check widget (~35 KB gzipped, plus its first challenge) at the visitor's first
 * interaction — focusing the search box, a tap, a key — rather than during the page load, so it
 * stays out of the first load's JavaScript (DESIGN §9: ≤ 170 KB) and its main-thread time. A
 * title takes longer to type and pick than the widget takes to load.
 */
export function useBotCheckWarmUp(): void {
  const { data: config } = useConfig();
  useEffect(() => {
    if (!config) return;
    const start = () => {
      stop();
      warmUpBotCheck(config.botCheck);
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, [config]);
}
