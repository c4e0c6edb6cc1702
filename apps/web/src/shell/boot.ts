// Inlined into index.html by the build (build/inline-start.ts), after #root: paints the page's
// shell, then fetches the app. __START_ASSETS__ is the build's list of the app's files.
import { readStorage, storageKeys } from '../lib/storage.ts';
import { paintShell } from './paint-shell.ts';
import { afterFirstPaint, type StartAssets, startApp } from './start-app.ts';

declare const __START_ASSETS__: StartAssets;

const root = document.getElementById('root');
const start = () => startApp(document, __START_ASSETS__, location.pathname);
let painted = false;
try {
  painted =
    !!root &&
    paintShell(root, {
      doc: document,
      location,
      historyState: history.state,
      readStoredTitle: () => readStorage(storageKeys.lastViewedMovie),
    });
} catch {
  // A shell that cannot be drawn must never keep the app from starting.
  root?.replaceChildren();
}
if (painted) afterFirstPaint(window, start);
else start();
