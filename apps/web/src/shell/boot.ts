// Inlined into index.html by the build (build/inline-start.ts), after #root: paints the page's
// first view, then fetches the app. __START_ASSETS__ is the build's list of the app's files; the
// first views its components rendered (shell/first-views.tsx) are the data block before this
// script, in the page's language (the server puts it in).
import { readStorage, storageKeys } from '../lib/storage.ts';
import { readFirstViews } from './first-view-block.ts';
import { paintFirstView } from './paint-first-view.ts';
import { afterFirstPaint, type StartAssets, startApp } from './start-app.ts';

declare const __START_ASSETS__: StartAssets;

const root = document.getElementById('root');
const start = () => startApp(document, __START_ASSETS__, location.pathname);
let painted = false;
try {
  const views = readFirstViews(document, location.pathname);
  painted =
    !!root &&
    !!views &&
    paintFirstView(root, views.views, {
      location: { pathname: views.path, search: location.search },
      historyState: history.state,
      lang: document.documentElement.lang || 'en',
      readStoredTitle: () => readStorage(storageKeys.lastViewedMovie),
    });
} catch {
  // A first view that cannot be drawn must never keep the app from starting.
  root?.replaceChildren();
}
if (painted) afterFirstPaint(window, start);
else start();
