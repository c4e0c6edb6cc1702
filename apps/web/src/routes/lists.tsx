import { ListLoginPrompt } from '../features/pages/ListLoginPrompt.tsx';

export function WatchlistRoute() {
  return <ListLoginPrompt title="Watchlist" what="your watchlist" />;
}

export function WatchedRoute() {
  return <ListLoginPrompt title="Watched" what="the titles you have watched" />;
}
