/** Placeholder cards with the grid's own layout, so nothing jumps when the posters arrive. */
export function PosterGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <li key={index} className="flex flex-col gap-2">
          <div className="aspect-[2/3] w-full animate-pulse rounded-lg bg-surface-2" />
          <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
        </li>
      ))}
    </ul>
  );
}
