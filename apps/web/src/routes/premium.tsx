export { PremiumPage as Component } from '../features/pages/PremiumPage.tsx';
