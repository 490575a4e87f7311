import { useSyncExternalStore } from 'react';
import { limits } from '@vrportal/contract';

const query = `(max-width: ${limits.mobileWidth - 0.02}px)`;

function subscribe(listener: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const snapshot = () => window.matchMedia(query).matches;

/** True under the mobile breakpoint (750 px). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
