import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * The trip planner as the Premium page describes it (docs/product-rules.md#planner): its own paragraph, apart from the
 * plan cards and from other Pro features' paragraphs.
 */
export function PlannerPremiumNote() {
  const t = useT();
  return (
    <section
      aria-labelledby="premium-planner-heading"
      className="flex flex-col gap-2"
      data-testid="premium-planner"
    >
      <h2 id="premium-planner-heading" className="text-xl font-bold">
        {t('planner.premium.heading')}
      </h2>
      <p>
        {t('planner.premium.before')}{' '}
        <Link to="/watchlist" className="text-link underline">
          {t('planner.premium.link')}
        </Link>
        {t('planner.premium.after')}
      </p>
    </section>
  );
}
