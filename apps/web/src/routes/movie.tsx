import { TitlePage } from '../features/title/TitlePage.tsx';

export { warmTitleFormats as warm } from '../features/title/warm-formats.ts';

export function Component() {
  return <TitlePage />;
}
