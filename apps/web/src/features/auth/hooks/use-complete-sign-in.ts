import { useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer } from '@vrportal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSessionQuietly, startSession } from '@/lib/session';
import { reqDvlperCheck } from '../api/req-dvlper-check';
import { completeSignIn, type SignInOutcome } from '../lib/complete-sign-in';

/**
 * After a successful login answer: keeps the session and enters the portal as the developer
 * status allows (lib/complete-sign-in.ts), an invitation's page whatever the status.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (answer: LoginAnswer, typed: string, redirect: string | null): Promise<SignInOutcome> =>
      completeSignIn(answer, typed, redirect, {
        clearCache: () => queryClient.clear(),
        keepSession: startSession,
        navigate: (to) => void navigate(to, { replace: true }),
        developerStatus: async () => (await reqDvlperCheck()).status,
        endSession: endSessionQuietly,
      }),
    [navigate, queryClient],
  );
}
