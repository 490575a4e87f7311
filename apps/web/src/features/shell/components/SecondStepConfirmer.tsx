import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { setSecondStepConfirmer } from '@/lib/api-client';

// loaded the first time a change asks: the frame's first load stays as it was
const ConfirmSecondStepModal = lazy(() =>
  import('./ConfirmSecondStepModal').then((m) => ({ default: m.ConfirmSecondStepModal })),
);

interface Asking {
  challenge: string;
  methods: readonly string[];
  open: boolean;
}

/**
 * Mounted once by the signed-in frame: a sensitive change that asks for the second step again
 * (10070) opens the window that asks for it, and the API client sends the change again once it
 * is passed. Leaving the frame (signed out, session expired) cancels a window left open.
 */
export function SecondStepConfirmer() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const answer = useRef<((passed: boolean) => void) | null>(null);

  useEffect(() => {
    const unregister = setSecondStepConfirmer(
      (challenge, methods) =>
        new Promise<boolean>((resolve) => {
          answer.current?.(false);
          answer.current = resolve;
          setAsking({ challenge, methods, open: true });
        }),
    );
    return () => {
      unregister();
      answer.current?.(false);
      answer.current = null;
    };
  }, []);

  const done = (passed: boolean) => {
    answer.current?.(passed);
    answer.current = null;
    // kept with its challenge while the window closes
    setAsking((shown) => (shown ? { ...shown, open: false } : shown));
  };

  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmSecondStepModal
        open={asking.open}
        challenge={asking.challenge}
        methods={asking.methods}
        onDone={done}
      />
    </Suspense>
  );
}
