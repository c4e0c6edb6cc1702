import { TitlePage } from '../features/title/TitlePage.tsx';

/** /movieoverlay: the title page, with the upgrade overlay when no searches are left (docs/product-rules.md#title-pages). */
export function Component() {
  return <TitlePage withOverlay />;
}
