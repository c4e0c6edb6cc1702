/**
 * The title page's layout without a title: what the prerendered page shows until the browser
 * has read the title from navigation state or localStorage. Poster and heading take the places
 * TitleView gives them, so the page does not jump when the title arrives.
 */
export function TitleSkeleton() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8" aria-busy="true" data-testid="title-skeleton">
      <div className="grid gap-6 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-8">
        <div className="mx-auto aspect-[2/3] w-48 animate-pulse rounded-xl bg-surface-2 sm:w-full" />
        <div className="flex flex-col gap-4">
          <div className="h-8 w-2/3 animate-pulse rounded bg-surface-2 sm:h-9" />
          <div className="h-6 w-40 animate-pulse rounded bg-surface-2" />
          <div className="h-24 w-full animate-pulse rounded bg-surface-2" />
        </div>
      </div>
    </div>
  );
}
