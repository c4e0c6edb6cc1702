import { Star } from 'lucide-react';

/** Year, kind and, for TV, the number of seasons, then the rating as x/10 (see titleHeroData). */
export function TitleFacts({ facts, rating }: { facts: string[]; rating: string | null }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
      {rating !== null ? (
        <span className="inline-flex items-center gap-1 font-semibold text-fg">
          <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
          <span>
            {rating}
            <span className="font-normal text-muted">/10</span>
          </span>
        </span>
      ) : null}
    </p>
  );
}
