// The botcheck feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).
export { BotCheckNotReadyError } from './bot-check-error.ts';
export { getBotCheckToken } from './get-bot-check-token.ts';
export { takeBotCheckToken } from './token-pool.ts';
export { useBotCheckPrefetch } from './use-bot-check-prefetch.ts';
