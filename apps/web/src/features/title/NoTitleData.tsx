import { useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /movie reached without navigation state or a stored title (docs/product-rules.md#title-pages: it offers Go Back). */
export function NoTitleData() {
  const navigate = useNavigate();
  // 'default' is the first page of this visit: going back would leave the site, so go home.
  const hasHistory = useLocation().key !== 'default';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4">
      <PageHeading title="No title to show" />
      <p className="text-muted">There is no movie or show to display. Search for a title on the home page.</p>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => (hasHistory ? navigate(-1) : navigate('/'))}
      >
        Go Back
      </button>
    </div>
  );
}
