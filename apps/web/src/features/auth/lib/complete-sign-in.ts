import { DeveloperStatus, type LoginAnswer } from '@vrportal/contract';

export type SignInOutcome = 'entered' | 'underReview' | 'apply';

/** What completing a sign-in does, handed in by useCompleteSignIn. */
export interface SignInSteps {
  /** forgets the answers cached for whoever was signed in before */
  clearCache(): void;
  keepSession(session: { token: string; account: string; isSuper: boolean }): void;
  navigate(to: string): void;
  /** reqDvlperCheck: the developer status of the signed-in account */
  developerStatus(): Promise<number>;
  /** signs out again without leaving the page */
  endSession(): Promise<void>;
}

/**
 * Whether a redirect is an invitation's page (`/invite?code=…`): the account is sent there
 * whatever its developer status, since an invited account joins an organisation there and may
 * be no developer yet.
 */
export function isInvitation(redirect: string | null): boolean {
  return redirect !== null && /^\/invite(?:$|[?#/])/.test(redirect);
}

/**
 * After a successful login answer: keep token, account and super flag, then let the developer
 * status decide (spec section 6): approved developers enter (the redirect target or /all_apps);
 * otherwise reqDvlperCheck says 2 enter, 1 under review (signed out again), else apply. An
 * invitation's page is entered whatever the status.
 */
export async function completeSignIn(
  answer: LoginAnswer,
  typed: string,
  redirect: string | null,
  steps: SignInSteps,
): Promise<SignInOutcome> {
  steps.clearCache();
  steps.keepSession({
    token: answer.token,
    account: answer.account || typed,
    isSuper: answer.admin === 1,
  });
  const target = redirect ?? '/all_apps';
  if (answer.status === DeveloperStatus.approved || isInvitation(redirect)) {
    steps.navigate(target);
    return 'entered';
  }
  let status: number;
  try {
    status = await steps.developerStatus();
  } catch (error) {
    await steps.endSession();
    throw error;
  }
  if (status === DeveloperStatus.approved) {
    steps.navigate(target);
    return 'entered';
  }
  if (status === DeveloperStatus.underReview) {
    await steps.endSession();
    return 'underReview';
  }
  steps.navigate('/developer_apply');
  return 'apply';
}
