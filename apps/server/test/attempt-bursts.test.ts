import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountCalls as calls, limits } from '@vrportal/contract';
import type { TestApp } from './harness.js';
import { createTestApp, dbKind, lastSmsCode, pwdOf, wrongValue } from './harness.js';

const PASSWORD = 'Abcd1234!';

/** Attempt limits hold however the tries arrive: a parallel burst takes only the allowed tries. */
describe(`attempt limits under a parallel burst (${dbKind})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('20 wrong passwords at once: five are tried, the account locks, the right one is refused', async () => {
    await t.services.accounts.createAccount({
      email: 'burst@example.com',
      password: PASSWORD,
      admin: false,
    });
    const wrong = await pwdOf('Wrong1234!');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call<{ remainCount: number; lockedSeconds: number }>(calls.loginDvlperByMail.path, {
          email: 'burst@example.com',
          pwd: wrong,
        }),
      ),
    );
    expect(answers.every((a) => a.errCode === 10002)).toBe(true);
    // each allowed try counted once: 4, 3, 2, 1 left, then the fifth locks
    const counted = answers
      .map((a) => a.data.remainCount)
      .filter((n) => n > 0)
      .sort();
    expect(counted).toEqual([1, 2, 3, 4]);
    expect(answers.filter((a) => a.data.remainCount === 0)).toHaveLength(20 - 4);
    // only the allowed tries were taken: the rest found the account locked, unchecked
    const account = await t.db
      .selectFrom('accounts')
      .select('failed_logins')
      .where('email', '=', 'burst@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(account.failed_logins)).toBe(limits.maxWrongPasswords);

    const right = await t.call<{ remainCount: number; lockedSeconds: number }>(
      calls.loginDvlperByMail.path,
      { email: 'burst@example.com', pwd: await pwdOf(PASSWORD) },
    );
    expect(right.errCode).toBe(10002);
    expect(right.data.remainCount).toBe(0);
    expect(right.data.lockedSeconds).toBeGreaterThan(0);

    // the lock runs out: the right password signs in and the count starts again
    t.clock.advance(limits.lockMinutes * 60_000 + 1000);
    const later = await t.call(calls.loginDvlperByMail.path, {
      email: 'burst@example.com',
      pwd: await pwdOf(PASSWORD),
    });
    expect(later.errCode).toBe(0);
  });

  it('20 wrong SMS codes at once: the code dies after its tries, the right one no longer works', async () => {
    const mobile = '13700000077';
    expect((await t.call(calls.reqSmscode.path, { mobile })).errCode).toBe(0);
    const code = await lastSmsCode(t.dataDir, mobile);
    const pwd = await pwdOf(PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(calls.registerSd.path, { mobile, pwd, code: wrongValue(code) }),
      ),
    );
    expect(answers.every((a) => a.errCode === 10051)).toBe(true);
    const right = await t.call(calls.registerSd.path, { mobile, pwd, code });
    expect(right.errCode).toBe(10051);
    const tries = await t.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('target', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(Number(tries.attempts)).toBe(limits.smsCodeMaxAttempts);
  });
});
