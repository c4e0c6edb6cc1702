export { ProfilePage as Component } from '../features/account/ProfilePage.tsx';
