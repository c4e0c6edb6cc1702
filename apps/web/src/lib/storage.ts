/**
 * localStorage that never throws: Safari private mode, disabled storage and quota errors must not
 * break the page, since everything stored here is a convenience mirror, never the truth.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Ignored on purpose: see above.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Ignored on purpose: see above.
  }
}

/** Keys of docs/product-rules.md#browser-state. */
export const storageKeys = {
  theme: 'theme',
  anonymousSearchDate: 'anonymousSearchDate',
  anonymousSearchCount: 'anonymousSearchCount',
  searchDate: 'searchDate',
  searchCount: 'searchCount',
  pendingMovie: 'pendingMovie',
  lastViewedMovie: 'lastViewedMovie',
  userLoggedIn: 'user_logged_in',
  userPlan: 'user_plan',
  proAccess: 'pro_access',
} as const;
