// All footer/static placeholders share one small chunk.
export {
  ContactPage,
  FaqPage,
  HelpPage,
  NotFoundPage,
  PrivacyPage,
  SuggestPage,
  TermsPage,
  ThankYouPage,
} from '../features/pages/InfoPages.tsx';
