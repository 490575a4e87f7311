import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { ErrorCode, accountCalls, appCalls, teamCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';
import { addMember } from '../support/teams.js';

/** The code an authenticator app shows for `secret` at the app's clock, `steps` steps on. */
function codeOf(t: TestApp, secret: string, steps = 0): string {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: t.clock.now().getTime() + steps * 30_000 });
}

describe(`two-step sign-in with an authenticator app (${dbKind})`, () => {
  let t: TestApp;
  const email = 'two.step@example.com';

  const signIn = async () =>
    t.call(
      accountCalls.loginDvlperByMail,
      { email, pwd: await pwdOf('Abcd1234!') },
      { lang: 'en' },
    );
  /** Enrols a fresh account: its token, secret and recovery codes. */
  async function enrol(address: string) {
    const token = await t.signIn(address);
    const begun = (await t.call(accountCalls.totpBegin, {}, { token })).data;
    const confirmed = await t.call(
      accountCalls.totpConfirm,
      { code: codeOf(t, begun.secret) },
      { token },
    );
    return { token, secret: begun.secret, recovery: confirmed.data.recoveryCodes, begun };
  }

  let secret: string;
  let recovery: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ secret, recovery } = await enrol(email));
  });
  afterAll(() => t.close());

  it('enrols with a QR code and a code of the app, and answers ten recovery codes once', async () => {
    const token = await t.signIn('enrolling@example.com');
    expect((await t.call(accountCalls.twoStepStatus, {}, { token })).data).toEqual({
      totp: false,
      recoveryLeft: 0,
      passkeys: [],
    });
    const begun = (await t.call(accountCalls.totpBegin, {}, { token, lang: 'en' })).data;
    expect(begun.uri).toMatch(/^otpauth:\/\/totp\/.*enrolling%40example\.com\?.*secret=/);
    expect(begun.uri).toContain(`secret=${begun.secret}`);
    expect(Buffer.from(begun.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // a wrong code keeps it off
    const wrong = await t.call(accountCalls.totpConfirm, { code: '000000' }, { token });
    expect(wrong.errCode).toBe(ErrorCode.wrongSecondStep);
    const confirmed = await t.call(
      accountCalls.totpConfirm,
      { code: codeOf(t, begun.secret) },
      { token },
    );
    expect(confirmed.data.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.data.recoveryCodes).size).toBe(10);
    expect((await t.call(accountCalls.twoStepStatus, {}, { token })).data).toEqual({
      totp: true,
      recoveryLeft: 10,
      passkeys: [],
    });
    // the secret is stored encrypted, the recovery codes only hashed
    const row = await t.db
      .selectFrom('accounts')
      .select(['totp_secret_enc'])
      .where('email', '=', 'enrolling@example.com')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_enc).not.toContain(begun.secret);
    const hashes = await t.db.selectFrom('account_recovery_codes').select('code_hash').execute();
    for (const code of confirmed.data.recoveryCodes) {
      expect(JSON.stringify(hashes)).not.toContain(code.replace('-', ''));
    }
  });

  it('asks a right password for the second step, and a code of the app finishes the sign-in', async () => {
    const first = await signIn();
    expect(first.errCode).toBe(ErrorCode.secondStepNeeded);
    expect(first.errMsg).toBe('Enter the code of your authenticator app to finish signing in');
    const { challenge, methods } = first.data as unknown as {
      challenge: string;
      methods: string[];
    };
    expect(methods).toEqual(['totp', 'recovery']);
    // a wrong password still answers 10002, and says nothing of the second step
    const wrongPwd = await t.call(accountCalls.loginDvlperByMail, {
      email,
      pwd: await pwdOf('Wrong1234!'),
    });
    expect(wrongPwd.errCode).toBe(ErrorCode.wrongPassword);

    t.clock.advance(30_000);
    const done = await t.call(accountCalls.twoStepVerify, { challenge, code: codeOf(t, secret) });
    expect(done.errCode).toBe(0);
    expect(done.data).toMatchObject({ account: email, admin: 0 });
    expect(
      (await t.call(appCalls.getOwnedApps, { page: 1, psize: 10 }, { token: done.data.token }))
        .errCode,
    ).toBe(0);
    // the challenge is used up, and the same code does not sign in twice
    expect(
      (await t.call(accountCalls.twoStepVerify, { challenge, code: codeOf(t, secret) })).errCode,
    ).toBe(ErrorCode.secondStepExpired);
    const again = (await signIn()).data as unknown as { challenge: string };
    expect(
      (
        await t.call(accountCalls.twoStepVerify, {
          challenge: again.challenge,
          code: codeOf(t, secret),
        })
      ).errCode,
    ).toBe(ErrorCode.wrongSecondStep);
  });

  it('takes each recovery code once', async () => {
    t.clock.advance(30_000);
    const { challenge } = (await signIn()).data as unknown as { challenge: string };
    const code = recovery[0]!.toUpperCase();
    expect((await t.call(accountCalls.twoStepVerify, { challenge, code })).errCode).toBe(0);
    const next = (await signIn()).data as unknown as { challenge: string };
    expect(
      (await t.call(accountCalls.twoStepVerify, { challenge: next.challenge, code })).errCode,
    ).toBe(ErrorCode.wrongSecondStep);
    const token = (
      await t.call(accountCalls.twoStepVerify, { challenge: next.challenge, code: recovery[1]! })
    ).data.token;
    expect((await t.call(accountCalls.twoStepStatus, {}, { token })).data.recoveryLeft).toBe(8);
  });

  it('takes exactly five wrong codes from a parallel burst, then locks the second step for 5 minutes', async () => {
    const burst = 'burst@example.com';
    const enrolled = await enrol(burst);
    const login = await t.call(accountCalls.loginDvlperByMail, {
      email: burst,
      pwd: await pwdOf('Abcd1234!'),
    });
    const { challenge } = login.data as unknown as { challenge: string };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call(accountCalls.twoStepVerify, { challenge, code: String(100000 + i) }),
      ),
    );
    const codes = answers.map((a) => a.errCode);
    expect(codes.filter((c) => c === ErrorCode.wrongSecondStep)).toHaveLength(4);
    expect(codes.filter((c) => c === ErrorCode.secondStepLocked)).toHaveLength(8);
    const tries = await t.db
      .selectFrom('two_step_challenges')
      .select('attempts')
      .where(
        'account_id',
        '=',
        (
          await t.db
            .selectFrom('accounts')
            .select('id')
            .where('email', '=', burst)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(tries.map((r) => Number(r.attempts))).toEqual([5]);
    // locked: the right code and a new sign-in are refused until the 5 minutes are over
    t.clock.advance(30_000);
    const locked = await t.call(accountCalls.twoStepVerify, {
      challenge,
      code: codeOf(t, enrolled.secret),
    });
    expect(locked.errCode).toBe(ErrorCode.secondStepLocked);
    const relogin = await t.call(accountCalls.loginDvlperByMail, {
      email: burst,
      pwd: await pwdOf('Abcd1234!'),
    });
    expect(relogin.errCode).toBe(ErrorCode.secondStepLocked);
    t.clock.advance(5 * 60_000);
    const later = await t.call(accountCalls.loginDvlperByMail, {
      email: burst,
      pwd: await pwdOf('Abcd1234!'),
    });
    const fresh = later.data as unknown as { challenge: string };
    expect(
      (
        await t.call(accountCalls.twoStepVerify, {
          challenge: fresh.challenge,
          code: codeOf(t, enrolled.secret),
        })
      ).errCode,
    ).toBe(0);
  });

  it('turns two-step sign-in off only with a right code', async () => {
    const off = await enrol('turning.off@example.com');
    expect(
      (await t.call(accountCalls.totpDisable, { code: '123456' }, { token: off.token })).errCode,
    ).toBe(ErrorCode.wrongSecondStep);
    t.clock.advance(30_000);
    expect(
      (
        await t.call(
          accountCalls.totpDisable,
          { code: codeOf(t, off.secret) },
          { token: off.token },
        )
      ).errCode,
    ).toBe(0);
    expect((await t.call(accountCalls.twoStepStatus, {}, { token: off.token })).data).toEqual({
      totp: false,
      recoveryLeft: 0,
      passkeys: [],
    });
    const login = await t.call(accountCalls.loginDvlperByMail, {
      email: 'turning.off@example.com',
      pwd: await pwdOf('Abcd1234!'),
    });
    expect(login.errCode).toBe(0);
  });
});

describe(`an organisation that requires two-step sign-in (${dbKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leads a member without it to enrol before acting, and lets the owner turn it on only once it has it', async () => {
    const owner = await t.signIn('strict.owner@example.com');
    const member = await addMember(t, owner, 'strict.dev@example.com', 'developer');
    // the owner has no second step yet: it may not lock itself out
    expect((await t.call(teamCalls.requireTwoStep, { on: true }, { token: owner })).errCode).toBe(
      ErrorCode.twoStepRequired,
    );
    const begun = (await t.call(accountCalls.totpBegin, {}, { token: owner })).data;
    await t.call(accountCalls.totpConfirm, { code: codeOf(t, begun.secret) }, { token: owner });
    const on = await t.call(teamCalls.requireTwoStep, { on: true }, { token: owner });
    expect(on.data).toMatchObject({ requireTwoStep: true, role: 'owner' });

    const list = (token: string) =>
      t.call(appCalls.getOwnedApps, { page: 1, psize: 10 }, { token });
    expect((await list(owner)).errCode).toBe(0);
    const refused = await list(member);
    expect(refused.errCode).toBe(ErrorCode.twoStepRequired);
    // what it needs to enrol still answers: its organisations (saying why) and the enrolment
    const orgs = (await t.call(teamCalls.listOrgs, {}, { token: member })).data.orgs;
    expect(orgs).toEqual([expect.objectContaining({ requireTwoStep: true, current: true })]);
    const own = (await t.call(accountCalls.totpBegin, {}, { token: member })).data;
    await t.call(accountCalls.totpConfirm, { code: codeOf(t, own.secret) }, { token: member });
    expect((await list(member)).errCode).toBe(0);
    const [entry] = (
      await t.call(
        teamCalls.auditList,
        { action: 'requireTwoStep', page: 1, psize: 10 },
        { token: owner },
      )
    ).data.entries;
    expect(entry!.changes).toEqual([{ field: 'requireTwoStep', before: 'false', after: 'true' }]);
  });
});
