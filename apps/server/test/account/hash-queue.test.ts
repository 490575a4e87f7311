import { afterEach, describe, expect, it } from 'vitest';
import { accountCalls as calls, ErrorCode } from '@vrportal/contract';
import { AppError } from '../../src/lib/app-error.js';
import { HashQueue, hashQueue } from '../../src/modules/account/passwords.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';

/** A task that runs until released, counting how many run at once. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

describe('the password hashing queue', () => {
  it('runs at most its slots at once, keeps a bounded line and turns the rest away as busy', async () => {
    const queue = new HashQueue(2, 3);
    const g = gate();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await g.opened;
      running -= 1;
      return 'done';
    };
    const admitted = Array.from({ length: 5 }, () => queue.run(work));
    await new Promise((r) => setTimeout(r, 10));
    expect(running).toBe(2);
    expect(queue.queued).toBe(3);
    const refused = await queue.run(work).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.tooManyRequests);
    expect((refused as AppError).data).toEqual({ retryAfter: 1 });
    g.release();
    expect(await Promise.all(admitted)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(most).toBe(2);
    // a failing task frees its place too
    await expect(queue.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await queue.run(async () => 'again')).toBe('again');
  });
});

describe(`a sign-in turned away as busy (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers 10429 at once and costs the account no try', async () => {
    t = await createTestApp();
    await t.services.accounts.createAccount({
      email: 'busy@example.com',
      password: 'Abcd1234!',
      admin: false,
    });
    const g = gate();
    const blockers = Array.from({ length: hashQueue.slots + hashQueue.maxWaiting }, () =>
      hashQueue.run(() => g.opened),
    );
    try {
      const busy = await t.call(
        calls.loginDvlperByMail.path,
        { email: 'busy@example.com', pwd: await pwdOf('Wrong1234!') },
        { lang: 'en' },
      );
      expect(busy.errCode).toBe(ErrorCode.tooManyRequests);
      expect(busy.errMsg).toBe('Too many tries: try again in 1 s');
    } finally {
      g.release();
      await Promise.all(blockers);
    }
    const account = await t.db
      .selectFrom('accounts')
      .select('failed_logins')
      .where('email', '=', 'busy@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(account.failed_logins)).toBe(0);
    const signIn = await t.call<{ remainCount: number }>(calls.loginDvlperByMail.path, {
      email: 'busy@example.com',
      pwd: await pwdOf('Abcd1234!'),
    });
    expect(signIn.errCode).toBe(0);
  });
});
