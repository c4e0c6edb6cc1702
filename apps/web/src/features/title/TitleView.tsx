import { type TitleDetails, titlePageTitle } from '@reelatlas/contracts';
import { DemoNote } from '../../components/DemoNote.tsx';
import { activeLocale } from '../../lib/i18n/active-locale.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSession } from '../account/index.ts';
import { RecentChanges } from '../alerts/index.ts';
import { ForYouPanel, usePersonalChoice } from '../my-services/index.ts';
import { OriginalTitle } from './OriginalTitle.tsx';
import { TitleActions } from './TitleActions.tsx';
import { TitleHead, titleFacts } from './TitleHead.tsx';
import { TitleArticle, TitleHero } from './TitleHero.tsx';
import { titleHeroData } from './title-hero-data.ts';
import { useRegions } from './use-regions.ts';
import { WhereToStream } from './WhereToStream.tsx';

/**
 * The title page body (docs/product-rules.md#title-pages): a compact header, then where it streams (the
 * answer, on the first screen), then what is about this visitor and the title's recent changes.
 */
export function TitleView({ movie, notice = null }: { movie: TitleDetails; notice?: string | null }) {
  const t = useT();
  const regions = useRegions();
  const choice = usePersonalChoice();
  const { data: session } = useSession();
  return (
    <TitleArticle>
      <TitleHead movie={movie} />
      <TitleHero
        hero={titleHeroData(movie, t, activeLocale())}
        documentTitle={titlePageTitle(titleFacts(movie))}
      >
        <OriginalTitle name={movie.original_title} />
        <TitleActions movie={movie} />
      </TitleHero>
      <WhereToStream
        key={`${movie.type}:${movie.id}`}
        movie={movie}
        regions={regions}
        services={choice.services}
        home={choice.home}
        note={notice}
      />
      <ForYouPanel movie={movie} choice={choice} signedIn={Boolean(session)} />
      {movie.source === 'demo' ? <DemoNote /> : null}
      <RecentChanges key={`changes:${movie.type}:${movie.id}`} movie={movie} />
    </TitleArticle>
  );
}
