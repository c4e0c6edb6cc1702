import type { Me } from '@reelatlas/contracts';
import { setKeptCopiesOwner } from '../../lib/offline-copies.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';

/** Pro access holds for plan Pro or Trial, or when the stored isPro is set. */
export function hasProAccess(me: Pick<Me, 'plan' | 'isPro'> | null): boolean {
  return me !== null && (me.plan === 'Pro' || me.plan === 'Trial' || me.isPro);
}

/**
 * Mirrors the session to `user_logged_in`, `user_plan` and `pro_access` (docs/product-rules.md#browser-state) for display
 * and for other tabs. Nothing reads them to decide anything: the server does (docs/product-rules.md#the-server-decides).
 */
export function writeSessionMirror(me: Me | null): void {
  // Sign-out, account deletion or another account: the copies kept for offline reading go.
  setKeptCopiesOwner(me?.id ?? null);
  writeStorage(storageKeys.userLoggedIn, me ? 'true' : 'false');
  writeStorage(storageKeys.userPlan, me?.plan ?? 'Free');
  writeStorage(storageKeys.proAccess, String(hasProAccess(me)));
}

/** On any error the plan falls back to Free. */
export function writePlanFallback(): void {
  writeStorage(storageKeys.userPlan, 'Free');
  writeStorage(storageKeys.proAccess, 'false');
}

/** A hint for the first paint only (avoids a Sign In flash for a signed-in visitor). */
export function mirrorSaysSignedIn(): boolean {
  return readStorage(storageKeys.userLoggedIn) === 'true';
}
