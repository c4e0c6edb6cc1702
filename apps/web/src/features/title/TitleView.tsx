import { type TitleDetails, titlePageTitle } from '@reelatlas/contracts';
import { DemoNote } from '../../components/DemoNote.tsx';
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

/** The title page body (spec §2 "Movie detail page"). */
export function TitleView({ movie }: { movie: TitleDetails }) {
  const regions = useRegions();
  const choice = usePersonalChoice();
  const { data: session } = useSession();
  return (
    <TitleArticle>
      <TitleHead movie={movie} />
      <TitleHero hero={titleHeroData(movie)} documentTitle={titlePageTitle(titleFacts(movie))}>
        <OriginalTitle name={movie.original_title} />
        <TitleActions movie={movie} />
      </TitleHero>
      {movie.source === 'demo' ? <DemoNote /> : null}
      <ForYouPanel movie={movie} choice={choice} signedIn={Boolean(session)} />
      <WhereToStream
        key={`${movie.type}:${movie.id}`}
        movie={movie}
        regions={regions}
        services={choice.services}
        home={choice.home}
      />
      <RecentChanges key={`changes:${movie.type}:${movie.id}`} movie={movie} />
    </TitleArticle>
  );
}
