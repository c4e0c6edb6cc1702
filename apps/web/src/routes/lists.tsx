import { ListPage } from '../features/lists/ListPage.tsx';

export function WatchlistRoute() {
  return <ListPage list="watchlist" />;
}

export function WatchedRoute() {
  return <ListPage list="watched" />;
}
