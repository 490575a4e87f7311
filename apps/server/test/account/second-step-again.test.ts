import { afterEach, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { ErrorCode, accountCalls, apiKeyCalls, appCalls, teamCalls } from '@vrportal/contract';
import { everyRoute } from '@vrportal/contract/openapi';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';

const codeOf = (t: TestApp, secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: t.clock.now().getTime() + steps * 30_000,
  });

describe(`a sensitive change asks for the second step again (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** A developer with two-step sign-in and an app; its token from a sign-in with both steps. */
  async function developerWithTwoStep(email = 'owner@example.com') {
    const enrolling = await t.signIn(email);
    const begun = (await t.call(accountCalls.totpBegin, {}, { token: enrolling })).data;
    await t.call(accountCalls.totpConfirm, { code: codeOf(t, begun.secret) }, { token: enrolling });
    const app = await t.call(
      appCalls.createApp,
      { name: 'Secret Game', pkg: `com.example.${email.split('@')[0]}` },
      { token: enrolling },
    );
    t.clock.advance(60_000);
    const first = await t.call(accountCalls.loginDvlperByMail, {
      email,
      pwd: await pwdOf('Abcd1234!'),
    });
    expect(first.errCode).toBe(ErrorCode.secondStepNeeded);
    const { challenge } = first.data as unknown as { challenge: string };
    const signedIn = await t.call(accountCalls.twoStepVerify, {
      challenge,
      code: codeOf(t, begun.secret),
    });
    return { token: signedIn.data.token, secret: begun.secret, appId: app.data.appId };
  }

  const secretOf = async (appId: string) =>
    (
      await t.db
        .selectFrom('apps')
        .select('app_secret')
        .where('id', '=', appId)
        .executeTakeFirstOrThrow()
    ).app_secret;

  it('lets a change through for 10 minutes after a second step, then asks again and keeps things as they were', async () => {
    t = await createTestApp();
    const { token, secret, appId } = await developerWithTwoStep();
    // the sign-in's second step counts
    expect((await t.call(appCalls.resetAppSecret, { appId }, { token })).errCode).toBe(0);
    const before = await secretOf(appId);

    t.clock.advance(11 * 60_000);
    const asked = await t.call(appCalls.resetAppSecret, { appId }, { token, lang: 'en' });
    expect(asked.errCode).toBe(ErrorCode.confirmSecondStep);
    expect(asked.errMsg).toContain('Confirm it is you');
    const { challenge, methods } = asked.data as unknown as {
      challenge: string;
      methods: string[];
    };
    expect(methods).toEqual(['totp', 'recovery']);
    expect(await secretOf(appId)).toBe(before);

    const wrong = await t.call(
      accountCalls.twoStepConfirm,
      { challenge, code: '000000' },
      { token },
    );
    expect(wrong).toMatchObject({ errCode: ErrorCode.wrongSecondStep, data: { remainCount: 4 } });
    const confirmed = await t.call(
      accountCalls.twoStepConfirm,
      { challenge, code: codeOf(t, secret) },
      { token },
    );
    const until = Date.parse(confirmed.data.confirmedUntil) - t.clock.now().getTime();
    expect(Math.abs(until - 10 * 60_000)).toBeLessThan(1000);
    // a challenge is used once
    const reused = await t.call(
      accountCalls.twoStepConfirm,
      { challenge, code: codeOf(t, secret, 1) },
      { token },
    );
    expect(reused.errCode).toBe(ErrorCode.secondStepExpired);
    expect((await t.call(appCalls.resetAppSecret, { appId }, { token })).errCode).toBe(0);
    expect(await secretOf(appId)).not.toBe(before);
  });

  it('asks on every sensitive call, not on the others, and not an account without a second step', async () => {
    t = await createTestApp();
    const { token, appId } = await developerWithTwoStep();
    t.clock.advance(11 * 60_000);
    const sensitive = everyRoute()
      .filter((r) => r.spec.confirm)
      .map((r) => r.name)
      .sort();
    expect(sensitive).toEqual([
      'apiKeyCreate',
      'apiKeyRevoke',
      'commitFinanceInfo',
      'passkeyFinish',
      'passkeyRemove',
      'removeMember',
      'requireTwoStep',
      'resetAppSecret',
      'setRole',
      'transferOwnership',
      'webhookSave',
    ]);
    const asked = await t.call(teamCalls.requireTwoStep, { on: false }, { token });
    expect(asked.errCode).toBe(ErrorCode.confirmSecondStep);
    const key = await t.call(
      apiKeyCalls.apiKeyCreate,
      { name: 'CI', scopes: ['status:read'] },
      { token },
    );
    expect(key.errCode).toBe(ErrorCode.confirmSecondStep);
    // an ordinary change goes through
    expect((await t.call(appCalls.getAppDetailInfo, { appId }, { token })).errCode).toBe(0);

    const plain = await t.signIn('plain@example.com');
    const app = await t.call(
      appCalls.createApp,
      { name: 'Plain', pkg: 'com.example.plain' },
      { token: plain },
    );
    t.clock.advance(60 * 60_000);
    expect(
      (await t.call(appCalls.resetAppSecret, { appId: app.data.appId }, { token: plain })).errCode,
    ).toBe(0);
  });

  it('takes a challenge only in the session of the account it was made for', async () => {
    t = await createTestApp();
    const a = await developerWithTwoStep('a@example.com');
    const b = await developerWithTwoStep('b@example.com');
    t.clock.advance(11 * 60_000);
    const asked = await t.call(appCalls.resetAppSecret, { appId: a.appId }, { token: a.token });
    const { challenge } = asked.data as unknown as { challenge: string };
    const stolen = await t.call(
      accountCalls.twoStepConfirm,
      { challenge, code: codeOf(t, a.secret) },
      { token: b.token },
    );
    expect(stolen.errCode).toBe(ErrorCode.secondStepExpired);
    // b's session was not confirmed by it
    expect(
      (await t.call(appCalls.resetAppSecret, { appId: b.appId }, { token: b.token })).errCode,
    ).toBe(ErrorCode.confirmSecondStep);
  });
});
