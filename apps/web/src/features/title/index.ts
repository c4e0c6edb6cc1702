// The title feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; README, How it works).
export { type StreamEntry, toStreamEntries } from './stream-entries.ts';
