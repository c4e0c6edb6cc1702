// Inlined into index.html by the build (build/inline-start.ts), after #root: paints the page's
// first view, then fetches the app. __START_ASSETS__ is the build's list of the app's files,
// __FIRST_VIEWS__ the first views its components rendered (shell/first-views.tsx).
import { readStorage, storageKeys } from '../lib/storage.ts';
import type { FirstViews } from './first-view-slots.ts';
import { paintFirstView } from './paint-first-view.ts';
import { afterFirstPaint, type StartAssets, startApp } from './start-app.ts';

declare const __START_ASSETS__: StartAssets;
declare const __FIRST_VIEWS__: FirstViews;

const root = document.getElementById('root');
const start = () => startApp(document, __START_ASSETS__, location.pathname);
let painted = false;
try {
  painted =
    !!root &&
    paintFirstView(root, __FIRST_VIEWS__, {
      location,
      historyState: history.state,
      readStoredTitle: () => readStorage(storageKeys.lastViewedMovie),
    });
} catch {
  // A first view that cannot be drawn must never keep the app from starting.
  root?.replaceChildren();
}
if (painted) afterFirstPaint(window, start);
else start();
