export { LoginPage as Component } from '../features/account/LoginPage.tsx';
