import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';

/** The windows of the user menu about signing in. */
export type SecurityWindow = 'twoStep' | 'sessions';

const TwoStepModal = lazy(() =>
  import('./security-modals').then((m) => ({ default: m.TwoStepModal })),
);
const SessionsModal = lazy(() =>
  import('./security-modals').then((m) => ({ default: m.SessionsModal })),
);

// The window shown, kept outside the user menu: the menu is another one in the narrow layout,
// and a window must not close (nor lose recovery codes shown once) when the layout switches.
let shown: SecurityWindow | null = null;
const listeners = new Set<() => void>();

function show(next: SecurityWindow | null) {
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Opens a window of the user menu (in the frame's <SecurityWindows />). */
export function openSecurityWindow(window: SecurityWindow): void {
  show(window);
}

/**
 * The two-step sign-in and signed-in sessions windows, mounted once by the signed-in frame: each
 * loads when first opened, then stays mounted so it closes as any window does.
 */
export function SecurityWindows() {
  const open = useSyncExternalStore(subscribe, () => shown);
  const [opened, setOpened] = useState<readonly SecurityWindow[]>([]);
  if (open && !opened.includes(open)) setOpened([...opened, open]);
  // leaving the frame (signed out, session expired) closes them for the next one signing in
  useEffect(() => () => show(null), []);
  const close = () => show(null);
  return (
    <>
      {opened.includes('twoStep') ? (
        <Suspense fallback={null}>
          <TwoStepModal open={open === 'twoStep'} onClose={close} />
        </Suspense>
      ) : null}
      {opened.includes('sessions') ? (
        <Suspense fallback={null}>
          <SessionsModal open={open === 'sessions'} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
