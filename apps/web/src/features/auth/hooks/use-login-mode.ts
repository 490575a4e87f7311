import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '@/lib/navigation';

/** The modes of the sign-in screen, kept in the `mode` URL parameter. */
export type LoginMode = 'login' | 'register' | 'retrieve' | 'reset' | 'confirm';
export type RegisterFlow = 'phone' | 'email';
/**
 * The sign-in method a link asks for (`method` URL parameter, as the first paint's form links
 * it): SMS code in Chinese, a phone number in English.
 */
export type LoginMethod = 'sms' | 'phone' | null;

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
  const methodParam = params.get('method');
  const method: LoginMethod = methodParam === 'sms' || methodParam === 'phone' ? methodParam : null;
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

  return { mode, flow, method, redirect, go, link, prefill: state.prefill ?? '' };
}
