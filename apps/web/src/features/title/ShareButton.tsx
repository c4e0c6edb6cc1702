import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../components/button-styles.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { notify } from '../../lib/notify.ts';
import { shareTitle, titleShareUrl } from './share-title.ts';

interface ShareButtonProps {
  movie: { type: 'movie' | 'tv'; id: number; title: string };
  className?: string;
}

/** "Share": the phone's share sheet, or the title page's link copied, with a toast either way it copies. */
export function ShareButton({ movie, className = '' }: ShareButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const text = t('title.share.text', { title: movie.title });
      const outcome = await shareTitle(movie, navigator, location.origin, text);
      if (outcome === 'copied') notify.info(t('title.share.copied'));
      if (outcome === 'failed')
        notify.error(t('title.share.failed', { url: titleShareUrl(movie, location.origin) }), {
          duration: 15_000,
        });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`${buttonStyles.secondary} ${className}`}
      aria-label={t('title.share.label', { title: movie.title })}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void share();
      }}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {/* On a phone the icon alone, so the four actions keep one row above the offers. */}
      <span className="max-sm:sr-only">{t('title.share')}</span>
    </button>
  );
}
