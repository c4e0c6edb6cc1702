import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** /movie?id= with an id that is not a title's (cut short, mistyped): said plainly, with a way on. */
export function BadTitleLink({ id }: { id: string }) {
  const t = useT();
  const shown = id.length > 40 ? `${id.slice(0, 39)}…` : id;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4" data-testid="bad-title-link">
      <PageHeading title={t('title.badLink.heading')} />
      <p className="text-muted">
        {/* The id as typed, laid out on its own (a hostile one may hold right-to-left marks). */}
        {t('title.badLink.text', { id: `\u2068${shown}\u2069` })}{' '}
        {t('title.badLink.examples', { movie: 'movie:603', tv: 'tv:1396' })}
      </p>
      <Link to="/" className={buttonStyles.primary}>
        {t('title.badLink.search')}
      </Link>
    </div>
  );
}
