import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started with start(seconds); 0 when idle. */
export function useCountdown(): {
  left: number;
  start: (seconds: number) => void;
  reset: () => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + Math.max(0, seconds) * 1000);
  }, []);
  const reset = useCallback(() => setDeadline(null), []);

  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { left, start, reset };
}
