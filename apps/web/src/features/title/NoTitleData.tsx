import { useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** /movie reached without navigation state or a stored title (docs/product-rules.md#title-pages: it offers Go Back). */
export function NoTitleData() {
  const t = useT();
  const navigate = useNavigate();
  // 'default' is the first page of this visit: going back would leave the site, so go home.
  const hasHistory = useLocation().key !== 'default';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <PageHeading title={t('title.noData.heading')} />
      <p className="text-muted">{t('title.noData.text')}</p>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => (hasHistory ? navigate(-1) : navigate('/'))}
      >
        {t('title.goBack')}
      </button>
    </div>
  );
}
