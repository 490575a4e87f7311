import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@vrportal/contract';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';

/** The windows of the user menu about signing in. */
export type SecurityWindow = 'twoStep' | 'sessions' | 'mail';

const TwoStepModal = lazy(() =>
  import('./security-modals').then((m) => ({ default: m.TwoStepModal })),
);
const SessionsModal = lazy(() =>
  import('./security-modals').then((m) => ({ default: m.SessionsModal })),
);
const MailPrefsModal = lazy(() =>
  import('./security-modals').then((m) => ({ default: m.MailPrefsModal })),
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

const requiresTwoStep = (error: unknown) =>
  error instanceof ApiError && error.errCode === ErrorCode.twoStepRequired;

/**
 * An organisation that requires two-step sign-in refuses its members without one (10069, whose
 * text the call's toast shows): the enrolment window opens at once, so the way on is one click.
 */
function useTwoStepRequiredOpensEnrolment() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && requiresTwoStep(event.query.state.error)) show('twoStep');
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && requiresTwoStep(event.mutation?.state.error)) {
        show('twoStep');
      }
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
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
  useTwoStepRequiredOpensEnrolment();
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
      {opened.includes('mail') ? (
        <Suspense fallback={null}>
          <MailPrefsModal open={open === 'mail'} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
