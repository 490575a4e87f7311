import { useQueryClient } from '@tanstack/react-query';
import { DeveloperStatus, type LoginAnswer } from '@vrportal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSessionQuietly, startSession } from '@/lib/session';
import { reqDvlperCheck } from '../api/keys';
import { isInvitation } from '../lib/invitation-redirect';

export type SignInOutcome = 'entered' | 'underReview' | 'apply';

/**
 * After a successful login answer: keep token, account and super flag, then let the developer
 * status decide (spec section 6): approved developers enter (the redirect target or /all_apps);
 * otherwise reqDvlperCheck says 2 enter, 1 under review (signed out again), else apply. An
 * invitation's page is entered whatever the status: the account joins an organisation there.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (answer: LoginAnswer, typed: string, redirect: string | null): Promise<SignInOutcome> => {
      queryClient.clear();
      startSession({
        token: answer.token,
        account: answer.account || typed,
        isSuper: answer.admin === 1,
      });
      const target = redirect ?? '/all_apps';
      if (answer.status === DeveloperStatus.approved || isInvitation(redirect)) {
        navigate(target, { replace: true });
        return 'entered';
      }
      let status: number;
      try {
        ({ status } = await reqDvlperCheck());
      } catch (error) {
        await endSessionQuietly();
        throw error;
      }
      if (status === DeveloperStatus.approved) {
        navigate(target, { replace: true });
        return 'entered';
      }
      if (status === DeveloperStatus.underReview) {
        await endSessionQuietly();
        return 'underReview';
      }
      navigate('/developer_apply', { replace: true });
      return 'apply';
    },
    [navigate, queryClient],
  );
}
