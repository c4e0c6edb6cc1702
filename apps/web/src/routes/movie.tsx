import { TitlePage } from '../features/title/TitlePage.tsx';

export function Component() {
  return <TitlePage />;
}
