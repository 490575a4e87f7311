import { DeveloperStatus, type LoginAnswer } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { completeSignIn, isInvitation, type SignInSteps } from './complete-sign-in';

const answer = (status: LoginAnswer['status']): LoginAnswer => ({
  token: 't0ken',
  status,
  admin: 0,
  remainCount: 5,
  account: 'new@example.com',
});

/** The steps, recording what they were asked to do; reqDvlperCheck answers `checked`. */
function recorder(checked: number) {
  const done: string[] = [];
  const steps: SignInSteps = {
    clearCache: () => done.push('clear'),
    keepSession: (session) => done.push(`session ${session.account}`),
    navigate: (to) => done.push(`go ${to}`),
    developerStatus: async () => {
      done.push('check');
      return checked;
    },
    endSession: async () => {
      done.push('end');
    },
  };
  return { done, steps };
}

const INVITE = '/invite?code=0123456789abcdef0123';

describe('completing a sign-in', () => {
  it('sends an invitation’s redirect to the invitation whatever the developer status', async () => {
    for (const status of [
      DeveloperStatus.none,
      DeveloperStatus.underReview,
      DeveloperStatus.rejected,
      DeveloperStatus.approved,
    ]) {
      const { done, steps } = recorder(status);
      await expect(completeSignIn(answer(status), 'x', INVITE, steps)).resolves.toBe('entered');
      expect(done).toEqual(['clear', 'session new@example.com', `go ${INVITE}`]);
    }
  });

  it('still asks the developer status for any other redirect', async () => {
    const apply = recorder(DeveloperStatus.none);
    await expect(
      completeSignIn(answer(DeveloperStatus.none), 'x', '/financial_info', apply.steps),
    ).resolves.toBe('apply');
    expect(apply.done.slice(2)).toEqual(['check', 'go /developer_apply']);

    const review = recorder(DeveloperStatus.underReview);
    await expect(
      completeSignIn(answer(DeveloperStatus.none), 'x', null, review.steps),
    ).resolves.toBe('underReview');
    expect(review.done.slice(2)).toEqual(['check', 'end']);

    const approved = recorder(DeveloperStatus.approved);
    await expect(
      completeSignIn(answer(DeveloperStatus.approved), 'x', null, approved.steps),
    ).resolves.toBe('entered');
    expect(approved.done.slice(2)).toEqual(['go /all_apps']);
  });

  it('knows an invitation’s address from other addresses', () => {
    expect(isInvitation('/invite')).toBe(true);
    expect(isInvitation(INVITE)).toBe(true);
    expect(isInvitation('/invitee')).toBe(false);
    expect(isInvitation('/all_apps?next=/invite')).toBe(false);
    expect(isInvitation(null)).toBe(false);
  });
});
