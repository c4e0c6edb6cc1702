import { NOT_FOUND_TITLE } from '@reelatlas/contracts';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

/** Any address the app does not know (the server answers it 404): kept out of search indexes. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <meta name="robots" content="noindex" />
      <PageHeading title={NOT_FOUND_TITLE} />
      <p className="leading-relaxed text-fg">There is no page at this address.</p>
      <p>
        <Link to="/" className="text-link underline underline-offset-2">
          Back to search
        </Link>
      </p>
    </div>
  );
}
