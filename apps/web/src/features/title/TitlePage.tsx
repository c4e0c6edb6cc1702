import { parseTitleRef } from '@reelatlas/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { hasSearchesLeft, useQuota } from '../quota/index.ts';
import { useSearchNotice } from '../search/index.ts';
import { useUpgradeOverlay } from '../upgrade/index.ts';
import { BadTitleLink } from './BadTitleLink.tsx';
import { NoTitleData } from './NoTitleData.tsx';
import { TitleLinkPage } from './TitleLinkPage.tsx';
import { TitleView } from './TitleView.tsx';
import { useTitleFromLocation } from './use-title-from-location.ts';

/**
 * /movie, and /movieoverlay (`withOverlay`): the title page with the upgrade overlay on top when
 * the visitor has no searches left (which settles the two readings of /movieoverlay: docs/product-rules.md#title-pages). The title a search
 * answered (navigation state or the stored last one) shows in full; a link to any other title
 * opens its facts and asks for where it streams (TitleLinkPage); only `/movie` with no id and
 * nothing stored, or an id no title has, shows "No title to show".
 */
export function TitlePage({ withOverlay = false }: { withOverlay?: boolean }) {
  const movie = useTitleFromLocation();
  const notice = useSearchNotice(movie);
  const [params] = useSearchParams();
  const wanted = params.get('id');
  const { data: quota } = useQuota();
  const { open } = useUpgradeOverlay();
  const blocked = withOverlay && quota !== undefined && !hasSearchesLeft(quota);

  useEffect(() => {
    if (blocked) open(wanted ? { returnTo: `/movie?id=${wanted}` } : undefined);
  }, [blocked, open, wanted]);

  if (movie) return <TitleView movie={movie} notice={notice} />;
  if (wanted === null) return <NoTitleData />;
  const ref = parseTitleRef(wanted);
  if (!ref) return <BadTitleLink id={wanted} />;
  return <TitleLinkPage key={wanted} titleRef={ref} />;
}
