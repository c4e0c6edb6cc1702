// The search feature's public entry: all that other features and the layout may import from it
// (apps/web/biome.json enforces it; docs/architecture.md#the-web-apps-layers).

export { SearchProblemAlert } from './SearchProblemAlert.tsx';
export { useSearchNotice } from './search-notice.ts';
export { loadKeptTitle, loadLastViewed, movieFromState } from './stored-title.ts';
export { TopRatedGrid } from './TopRatedGrid.tsx';
export { type SearchOutcome, useSearch } from './use-search.ts';
