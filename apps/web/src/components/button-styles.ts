/** Shared button looks, so every control has the same size, contrast and focus behaviour. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-accent text-on-accent hover:brightness-95`,
  secondary: `${base} border border-border bg-surface text-fg hover:bg-surface-2`,
  ghost: `${base} text-fg hover:bg-surface-2`,
} as const;
