/**
 * The header links (docs/product-rules.md#pages), shared by the desktop bar and the mobile side
 * menu. `label` is a text id of locales/shell/en.json.
 */
export const navLinks = [
  { to: '/watchlist', label: 'nav.watchlist' },
  { to: '/watched', label: 'nav.watched' },
  { to: '/most-searched', label: 'nav.mostSearched' },
  { to: '/premium', label: 'nav.premium' },
] as const;
