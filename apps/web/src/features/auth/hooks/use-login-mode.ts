import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/navigation';

/** The modes of the sign-in screen, kept in the `mode` URL parameter. */
export type LoginMode = 'login' | 'register' | 'retrieve' | 'reset' | 'confirm';
export type RegisterFlow = 'phone' | 'email';

const MODES: readonly LoginMode[] = ['login', 'register', 'retrieve', 'reset', 'confirm'];

/** What a mode change can hand to the next mode (kept out of the address bar). */
export interface ModeState {
  /** account to prefill in the sign-in form */
  prefill?: string;
}

export function useLoginMode() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get('mode');
  const mode: LoginMode = MODES.includes(raw as LoginMode) ? (raw as LoginMode) : 'login';
  const flowParam = params.get('flow');
  const flow: RegisterFlow | null =
    flowParam === 'phone' || flowParam === 'email' ? flowParam : null;
  const redirect = safeRedirect(params.get('redirect'));
  const state = (location.state ?? {}) as ModeState;

  /** Switches mode, keeping the redirect parameter. */
  const go = useCallback(
    (
      next: LoginMode,
      options: { flow?: RegisterFlow; replace?: boolean; state?: ModeState } = {},
    ) => {
      const nextParams = new URLSearchParams();
      if (next !== 'login') nextParams.set('mode', next);
      if (options.flow) nextParams.set('flow', options.flow);
      if (redirect) nextParams.set('redirect', redirect);
      setParams(nextParams, { replace: options.replace, state: options.state });
    },
    [redirect, setParams],
  );

  const link = useMemo(
    () => ({ email: params.get('email') ?? '', code: params.get('code') ?? '' }),
    [params],
  );

  return { mode, flow, redirect, go, link, prefill: state.prefill ?? '' };
}
