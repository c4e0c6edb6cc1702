export { ProfilePage as Component } from '../features/profile/ProfilePage.tsx';
