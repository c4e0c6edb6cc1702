export { MostSearchedPage as Component } from '../features/pages/MostSearchedPage.tsx';
