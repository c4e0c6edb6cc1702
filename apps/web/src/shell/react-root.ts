// React DOM's renderer, about half of the first load's code, in a file of its own: main.tsx imports
// it after the app's other modules have been evaluated, so the browser evaluates the two halves in
// two tasks instead of one long one (Lighthouse's total blocking time, docs/performance.md#history).
// The boot script fetches it with the entry (build/inline-start.ts), so it costs no round trip.
export { createRoot } from 'react-dom/client';
