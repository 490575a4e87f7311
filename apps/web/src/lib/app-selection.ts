import { AppStatus } from '@vrportal/contract';
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, StorageKey, subscribeStorage, writeStored } from './storage';

/** The app the developer is working on (chosen in the app list); null when none is chosen. */
export interface SelectedApp {
  id: string;
  name: string;
  status: number;
  hasShelves: boolean;
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

export function selectApp(app: SelectedApp): void {
  writeStored(StorageKey.currentApp, JSON.stringify(app), 'session');
}

export function clearSelectedApp(): void {
  removeStored(StorageKey.currentApp, 'session');
}
