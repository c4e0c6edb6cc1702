import { TitlePage } from '../features/title/TitlePage.tsx';

/** /movieoverlay: the title page, with the upgrade overlay when no searches are left (DESIGN §4). */
export function Component() {
  return <TitlePage withOverlay />;
}
