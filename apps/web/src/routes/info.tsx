export { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
