import { Sparkles } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';
import { ResetCountdown, SearchCounter } from '../quota/index.ts';
import { NoSearchesLeft } from './NoSearchesLeft.tsx';
import { UpsellActions } from './UpsellActions.tsx';
import { UpsellText } from './UpsellText.tsx';

/** The limit/upsell screen: /upgrade, and the home page's main area once the limit is reached. */
export function UpsellScreen({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const t = useT();
  return (
    <section
      aria-labelledby="upsell-heading"
      data-testid="upsell-screen"
      className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6"
    >
      <Sparkles aria-hidden="true" className="size-8 text-link" />
      <Heading id="upsell-heading" className="text-2xl font-bold">
        {t('upsell.dailyLimit')}
      </Heading>
      <NoSearchesLeft />
      <UpsellText />
      <UpsellActions />
      <div className="flex flex-wrap gap-x-4">
        <SearchCounter />
        <ResetCountdown />
      </div>
    </section>
  );
}
