import { AppStatus } from '@vrportal/contract';
import { useSyncExternalStore } from 'react';
import { currentLang, type Lang } from './lang';
import { readStored, removeStored, StorageKey, subscribeStorage, writeStored } from './storage';

/** The app the developer is working on (chosen in the app list); null when none is chosen. */
export interface SelectedApp {
  id: string;
  /** the name the server gave in `lang` (an approved release names the app per language) */
  name: string;
  status: number;
  hasShelves: boolean;
  /** the language `name` is in; another one than the page's means the name is to be read again */
  lang?: Lang;
}

let cachedRaw: string | null = null;
let cachedApp: SelectedApp | null = null;

function parse(raw: string | null): SelectedApp | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SelectedApp>;
    if (typeof value.id !== 'string' || typeof value.name !== 'string') return null;
    return {
      id: value.id,
      name: value.name,
      status: typeof value.status === 'number' ? value.status : AppStatus.draft,
      hasShelves: value.hasShelves === true,
      ...(value.lang === 'zh' || value.lang === 'en' ? { lang: value.lang } : {}),
    };
  } catch {
    return null;
  }
}

export function getSelectedApp(): SelectedApp | null {
  const raw = readStored(StorageKey.currentApp, 'session');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedApp = parse(raw);
  }
  return cachedApp;
}

export function useSelectedApp(): SelectedApp | null {
  return useSyncExternalStore(subscribeStorage, getSelectedApp, getSelectedApp);
}

/** Keeps the chosen app, its name marked as being in the page's language. */
export function selectApp(app: SelectedApp): void {
  writeStored(StorageKey.currentApp, JSON.stringify({ ...app, lang: currentLang() }), 'session');
}

/** Whether the selected app's name is in another language than the page's (read it again). */
export function nameInOtherLang(app: SelectedApp | null): boolean {
  return app !== null && app.lang !== currentLang();
}

export function clearSelectedApp(): void {
  removeStored(StorageKey.currentApp, 'session');
}
