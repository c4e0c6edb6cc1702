/**
 * Set just before the browser leaves for the billing portal, so the
 * app knows, when it loads again, that the user is coming back from it (docs/product-rules.md#billing).
 */
const KEY = 'billingPortalVisit';

export function markPortalVisit(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage disabled: the return is then not noticed, and the hourly refresh catches up.
  }
}

/** True once after a portal visit (the marker is consumed). */
export function takePortalVisit(): boolean {
  try {
    const visited = window.sessionStorage.getItem(KEY) === '1';
    window.sessionStorage.removeItem(KEY);
    return visited;
  } catch {
    return false;
  }
}
