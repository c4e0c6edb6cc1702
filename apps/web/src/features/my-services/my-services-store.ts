import { type MyServices, myServicesSchema } from '@reelatlas/contracts';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage.ts';

const STORAGE_KEY = 'myServices';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: MyServices | null } | null = null;

/** What the visitor picked, validated (storage may hold an older shape or have been edited). */
function read(): MyServices | null {
  const raw = readStorage(STORAGE_KEY);
  if (cached && cached.raw === raw) return cached.value;
  let value: MyServices | null = null;
  try {
    const parsed = myServicesSchema.safeParse(raw === null ? null : JSON.parse(raw));
    value = parsed.success ? parsed.data : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

/** Saves the visitor's services and home country in this browser; every reader re-renders. */
export function saveMyServices(choice: MyServices): void {
  writeStorage(STORAGE_KEY, JSON.stringify(myServicesSchema.parse(choice)));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's services and home country as stored in this browser; null before any choice. */
export function useMyServices(): MyServices | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
