import { Link } from 'react-router';

/**
 * The trip planner as the Premium page describes it (docs/product-rules.md#planner): its own paragraph, apart from the
 * plan cards and from other Pro features' paragraphs.
 */
export function PlannerPremiumNote() {
  return (
    <section
      aria-labelledby="premium-planner-heading"
      className="flex flex-col gap-2"
      data-testid="premium-planner"
    >
      <h2 id="premium-planner-heading" className="text-xl font-bold">
        Pro: where to watch your list
      </h2>
      <p>
        Planning a trip? On your{' '}
        <Link to="/watchlist" className="text-link underline">
          watchlist
        </Link>
        , Pro ranks every country by how many of your titles stream there on the services you pay for, and on
        any service (“Japan — 14 of 20 on your services, 18 on any”), with your home country on top and a map
        of your list. Pick a country to see which titles stream there and on which service. Free accounts see
        how many of their titles stream somewhere.
      </p>
    </section>
  );
}
