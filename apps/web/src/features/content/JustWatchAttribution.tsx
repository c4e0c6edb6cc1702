import { useT } from '../../lib/i18n/use-t.ts';
import { richText } from './rich-text.tsx';

/**
 * Provider data from TMDB comes from JustWatch, and says so where it is shown. (Demo
 * catalog availability is generated, so it is not credited to anyone.)
 */
export function JustWatchAttribution() {
  const t = useT();
  return (
    <p className="text-xs text-muted" data-testid="justwatch-attribution">
      {richText(t('content.justWatch'), [
        <a
          key="justwatch"
          href="https://www.justwatch.com/"
          className="text-link underline underline-offset-2"
        >
          JustWatch
        </a>,
      ])}
    </p>
  );
}
