// The home route is bundled eagerly: it is the landing page, and a lazy chunk would add a round trip.
export { HomePage as Component } from '../features/search/HomePage.tsx';
