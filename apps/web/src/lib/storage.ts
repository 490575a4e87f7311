/**
 * Browser storage of the portal. Every key lives here so logout can clear everything except the
 * language flag, and so components can subscribe to changes (useSyncExternalStore).
 */
export const StorageKey = {
  token: 'token',
  account: 'account',
  isSuper: 'isSuper',
  /** language flag: '1' Chinese, '2' English; kept in both sessionStorage and localStorage */
  lang: 'iscn',
  /** the app chosen in the app list (sessionStorage, per browser tab) */
  currentApp: 'currentApp',
  /** payment information whose submit failed on an expired session (sessionStorage, per tab) */
  financeDraft: 'financeDraft',
  /** release forms whose save failed on an expired session (sessionStorage, per tab) */
  releaseDraft: 'releaseDraft',
  /** prefix of `releaseStep:<appId>:<cId>`: the wizard step shown last (sessionStorage) */
  releaseStep: 'releaseStep',
  /** prefix of `uploads:<appId>`: unfinished build uploads of an app, to resume them */
  uploads: 'uploads',
  /** '1' once the notice of the app list is dismissed (sessionStorage) */
  appsNoticeDismissed: 'appsNoticeDismissed',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Subscribes to changes made through this module (and to changes from other tabs). */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emitChange() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', emitChange);
}

export function readStored(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // storage full or disabled: the value simply does not persist
  }
  emitChange();
}

export function removeStored(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // ignore
  }
  emitChange();
}

/** Clears all local and session storage except the language flag. */
export function clearAllExceptLang(): void {
  const local = readStored(StorageKey.lang, 'local');
  const session = readStored(StorageKey.lang, 'session');
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // ignore
  }
  if (local !== null) writeStored(StorageKey.lang, local, 'local');
  if (session !== null) writeStored(StorageKey.lang, session, 'session');
  emitChange();
}
