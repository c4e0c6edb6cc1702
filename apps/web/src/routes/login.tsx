export { LoginPage as Component } from '../features/pages/LoginPage.tsx';
