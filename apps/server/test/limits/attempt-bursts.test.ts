import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  accountCalls as calls,
  appCalls,
  limits,
  reviewCalls,
  ErrorCode,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, lastSmsCode, pwdOf, wrongValue } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { completeRelease } from '../support/release.js';

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
    expect(right.errCode).toBe(ErrorCode.wrongPassword);
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
    expect(right.errCode).toBe(ErrorCode.wrongCode);
    const tries = await t.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('target', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(Number(tries.attempts)).toBe(limits.smsCodeMaxAttempts);
  });
});

describe(`one winner when the same change arrives twice at once (${dbKind})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('registrations of one e-mail at once: one account, never a fault', async () => {
    const pwd = await pwdOf(PASSWORD);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call(calls.registerMail.path, { email: 'twice@example.com', pwd })),
    );
    // never a fault: the first insert wins, a request that lost the race is told the address is
    // taken (one that looked after the winner re-registers it, as a sequential one does)
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.every((a) => a.errCode === 0 || a.errCode === 10012)).toBe(true);
    expect(answers.some((a) => a.errCode === 0)).toBe(true);
    const rows = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'twice@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('two reviewers starting one review at once: exactly one moves the app', async () => {
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.race');
    await addVersion(t, appId!, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId!);
    expect((await t.call(appCalls.commitAppInfo.path, { appId }, { token: dev })).errCode).toBe(0);
    await t.runDeferred();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.call(reviewCalls.startReview.path, { appId }, { token: admin })),
    );
    expect(answers.map((a) => a.errCode).sort()).toEqual([0, 10503, 10503, 10503]);
    const log = await t.db
      .selectFrom('review_log')
      .select('event')
      .where('app_id', '=', appId!)
      .where('event', '=', 'start')
      .execute();
    // the automatic check's start and one reviewer's start
    expect(log).toHaveLength(2);
  });
});
