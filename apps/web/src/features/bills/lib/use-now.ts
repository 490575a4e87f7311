import { useEffect, useState } from 'react';
import { nextRefresh } from './countdown';

/**
 * The time a card's countdowns are shown at: taken again every 60 minutes (every 30 within the
 * last day, and at each deadline), so days and hours left follow without a busy timer.
 */
export function useNow(untils: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = untils.join('|');
  useEffect(() => {
    const delay = nextRefresh(key ? key.split('|') : [], now);
    if (delay === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), delay);
    return () => window.clearTimeout(timer);
  }, [key, now]);
  return now;
}
