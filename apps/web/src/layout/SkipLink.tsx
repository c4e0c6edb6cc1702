/** First focusable element on every page: jumps past the header to the content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Skip to main content
    </a>
  );
}
