export { PremiumPage } from '../features/billing/PremiumPage.tsx';
export { SubscriptionCancelledPage } from '../features/billing/SubscriptionCancelledPage.tsx';
export { ThankYouPage } from '../features/billing/ThankYouPage.tsx';
