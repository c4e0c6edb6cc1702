import { parseTitleRef } from '@reelatlas/contracts';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { OfflineNothingKept } from '../../components/OfflineNothingKept.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { offlineAsOf } from '../../lib/offline-text.ts';
import { useOffline } from '../../lib/use-online.ts';
import { hasSearchesLeft, useQuota } from '../quota/index.ts';
import { loadKeptTitle, useSearchNotice } from '../search/index.ts';
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
  const t = useT();
  const movie = useTitleFromLocation();
  const notice = useSearchNotice(movie);
  const [params] = useSearchParams();
  const wanted = params.get('id');
  const { data: quota } = useQuota();
  const { open } = useUpgradeOverlay();
  const blocked = withOverlay && quota !== undefined && !hasSearchesLeft(quota);
  const offline = useOffline();
  const ref = wanted ?? (movie ? `${movie.type}:${movie.id}` : null);
  // Offline only: the answer kept when it was last shown, said to be a copy, with its date.
  const kept = useMemo(() => (offline && ref ? loadKeptTitle(ref) : null), [offline, ref]);

  useEffect(() => {
    if (blocked) open(wanted ? { returnTo: `/movie?id=${wanted}` } : undefined);
  }, [blocked, open, wanted]);

  if (kept) {
    const note = offlineAsOf(t, kept.fetchedAt);
    return <TitleView movie={kept.value} notice={note} />;
  }
  if (movie) return <TitleView movie={movie} notice={notice} />;
  if (wanted === null) return <NoTitleData />;
  const titleRef = parseTitleRef(wanted);
  if (!titleRef) return <BadTitleLink id={wanted} />;
  if (offline) return <OfflineNothingKept />;
  return <TitleLinkPage key={wanted} titleRef={titleRef} />;
}
