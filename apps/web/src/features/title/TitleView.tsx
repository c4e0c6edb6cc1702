import { type TitleDetails, titlePageTitle } from '@reelatlas/contracts';
import { DemoNote } from '../../components/DemoNote.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Poster } from '../../components/Poster.tsx';
import { useSession } from '../account/index.ts';
import { ForYouPanel, usePersonalChoice } from '../my-services/index.ts';
import { TitleActions } from './TitleActions.tsx';
import { TitleFacts } from './TitleFacts.tsx';
import { TitleHead, titleFacts } from './TitleHead.tsx';
import { useRegions } from './use-regions.ts';
import { WhereToStream } from './WhereToStream.tsx';

/** The title page body (spec §2 "Movie detail page"). */
export function TitleView({ movie }: { movie: TitleDetails }) {
  const regions = useRegions();
  const choice = usePersonalChoice();
  const { data: session } = useSession();
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8">
      <TitleHead movie={movie} />
      <div className="grid gap-6 sm:grid-cols-[minmax(0,16rem)_1fr] sm:gap-8">
        <Poster
          title={movie.title}
          thumbnail={movie.thumbnail}
          eager
          className="mx-auto aspect-[2/3] w-48 rounded-xl border border-border sm:w-full"
        />
        <div className="flex flex-col gap-4">
          <PageHeading title={titlePageTitle(titleFacts(movie))}>{movie.title}</PageHeading>
          <TitleFacts movie={movie} />
          <p className="leading-relaxed">{movie.description || 'No description available.'}</p>
          <TitleActions movie={movie} />
        </div>
      </div>
      {movie.source === 'demo' ? <DemoNote /> : null}
      <ForYouPanel movie={movie} choice={choice} signedIn={Boolean(session)} />
      <WhereToStream
        key={`${movie.type}:${movie.id}`}
        movie={movie}
        regions={regions}
        services={choice.services}
        home={choice.home}
      />
    </article>
  );
}
