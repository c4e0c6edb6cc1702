import { useEffect } from 'react';
import { hasSearchesLeft, useQuota } from '../quota/index.ts';
import { useSearchNotice } from '../search/index.ts';
import { useUpgradeOverlay } from '../upgrade/index.ts';
import { NoTitleData } from './NoTitleData.tsx';
import { TitleView } from './TitleView.tsx';
import { useTitleFromLocation } from './use-title-from-location.ts';

/**
 * /movie, and /movieoverlay (`withOverlay`): the title page with the upgrade overlay on top when
 * the visitor has no searches left (which settles the two readings of /movieoverlay: docs/product-rules.md#title-pages).
 */
export function TitlePage({ withOverlay = false }: { withOverlay?: boolean }) {
  const movie = useTitleFromLocation();
  useSearchNotice(movie);
  const { data: quota } = useQuota();
  const { open } = useUpgradeOverlay();
  const blocked = withOverlay && quota !== undefined && !hasSearchesLeft(quota);

  useEffect(() => {
    if (blocked) open();
  }, [blocked, open]);

  return movie ? <TitleView movie={movie} /> : <NoTitleData />;
}
