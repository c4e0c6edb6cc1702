import { Star } from 'lucide-react';
import { type FactsInput, formatRating, titleFactTexts } from './title-facts-text.ts';

/** Year, kind, rating as x/10 and, for TV, the number of seasons. */
export function TitleFacts({ movie }: { movie: FactsInput }) {
  const facts = titleFactTexts(movie);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted">
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
      {movie.rating !== null ? (
        <span className="inline-flex items-center gap-1 font-semibold text-fg">
          <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
          <span>
            {formatRating(movie.rating)}
            <span className="font-normal text-muted">/10</span>
          </span>
        </span>
      ) : null}
    </p>
  );
}
