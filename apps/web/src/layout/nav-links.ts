/** The header links (docs/product-rules.md#pages), shared by the desktop bar and the mobile side menu. */
export const navLinks = [
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/watched', label: 'Watched' },
  { to: '/most-searched', label: 'Most Searched' },
  { to: '/premium', label: 'Premium' },
] as const;
