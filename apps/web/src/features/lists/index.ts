// The lists feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; README, How it works).
export { type AddProblem, describeAddError } from './list-errors.ts';
export { sameTitle, useAddToList, useList } from './use-lists.ts';
