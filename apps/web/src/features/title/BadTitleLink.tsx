import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles.ts';
import { PageHeading } from '../../components/PageHeading.tsx';

/** /movie?id= with an id that is not a title's (cut short, mistyped): said plainly, with a way on. */
export function BadTitleLink({ id }: { id: string }) {
  const shown = id.length > 40 ? `${id.slice(0, 39)}…` : id;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4" data-testid="bad-title-link">
      <PageHeading title="This title link is broken" />
      <p className="text-muted">
        “{shown}” is not a title's id, so there is nothing to show. A title's link ends in an id such as{' '}
        <code>movie:603</code> or <code>tv:1396</code>; it may have been cut short when it was copied.
      </p>
      <Link to="/" className={buttonStyles.primary}>
        Search for the title
      </Link>
    </div>
  );
}
