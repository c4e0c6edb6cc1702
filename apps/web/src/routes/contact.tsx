// The contact and suggestion forms share one small chunk.
export { ContactPage } from '../features/contact/ContactPage.tsx';
export { SuggestPage } from '../features/contact/SuggestPage.tsx';
