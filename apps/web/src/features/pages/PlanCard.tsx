import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

interface PlanCardProps {
  name: string;
  price: ReactNode;
  features: string[];
  highlight?: boolean;
  children: ReactNode;
}

/** One column of the plan comparison. */
export function PlanCard({ name, price, features, highlight = false, children }: PlanCardProps) {
  const t = useT();
  return (
    <section
      aria-label={t('pages.plan.label', { plan: name })}
      className={`flex flex-col gap-4 rounded-xl border bg-surface p-6 ${highlight ? 'border-accent' : 'border-border'}`}
    >
      <h2 className="text-xl font-bold">{name}</h2>
      <div>{price}</div>
      <ul className="flex flex-1 list-disc flex-col gap-1 ps-5 text-sm">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
