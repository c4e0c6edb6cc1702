export { EmailActionPage as Component } from '../features/account/EmailActionPage.tsx';
