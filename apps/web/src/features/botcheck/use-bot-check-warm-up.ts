import { useEffect } from 'react';
import { useConfig } from '../config/use-config.ts';
import { warmUpBotCheck } from './get-bot-check-token.ts';

/** After first paint and once the browser is idle, loads the bot-check widget for the first search. */
export function useBotCheckWarmUp(): void {
  const { data: config } = useConfig();
  useEffect(() => {
    if (!config) return;
    const start = () => warmUpBotCheck(config.botCheck);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1500);
    return () => clearTimeout(id);
  }, [config]);
}
