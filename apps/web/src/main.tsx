import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { removeServerHead } from './features/content/server-head.ts';
import './index.css';
import { createQueryClient } from './lib/query-client.ts';
import { router } from './router.tsx';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The page's shell (src/shell) is showing: keep it until the route can render, instead of
// replacing it with the loading fallback of a lazy route.
const shellShown = root.childElementCount > 0;

removeServerHead();
const reactRoot = createRoot(root);
// As a transition, React renders the first tree in 5 ms slices instead of one long task that
// would hold the main thread (Lighthouse's total blocking time).
function render() {
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
if (shellShown && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else {
  render();
}
