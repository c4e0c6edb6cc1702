// The lists feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).
export { type AddProblem, describeAddError } from './list-errors.ts';
export { sameTitle, useAddToList, useList } from './use-lists.ts';
