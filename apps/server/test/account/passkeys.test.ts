import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, accountCalls, teamCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';
import { SoftAuthenticator } from '../support/authenticator.js';

type Waiting = { challenge: string; methods: string[] };

describe(`passkeys (${dbKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInByPassword = (email: string) =>
    pwdOf('Abcd1234!').then((pwd) =>
      t.call(accountCalls.loginDvlperByMail, { email, pwd }, { lang: 'en' }),
    );

  /** Registers a passkey of `auth` for the session: the finish call's answer. */
  async function register(token: string, auth: SoftAuthenticator, name?: string) {
    const options = (await t.call(accountCalls.passkeyBegin, {}, { token })).data;
    return t.call(
      accountCalls.passkeyFinish,
      { response: auth.register(options), ...(name ? { name } : {}) },
      { token },
    );
  }

  /** An account with one passkey: its token and authenticator. */
  async function withPasskey(email: string) {
    const token = await t.signIn(email);
    const auth = new SoftAuthenticator();
    const done = await register(token, auth, 'Laptop');
    expect(done.errCode).toBe(0);
    return { token, auth };
  }

  const accountId = async (email: string) =>
    (
      await t.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('registers a passkey, lists it and asks for it as the second step of a password sign-in', async () => {
    const email = 'keyed@example.com';
    const token = await t.signIn(email);
    const auth = new SoftAuthenticator();
    const options = (await t.call(accountCalls.passkeyBegin, {}, { token, lang: 'en' })).data;
    expect(options.rp).toEqual({ name: 'VR App Store Developer Portal', id: 'portal.test' });
    expect(options.user.name).toBe(email);
    expect(options.authenticatorSelection?.residentKey).toBe('required');
    // a response from another origin is refused, and its challenge is spent
    const elsewhere = await t.call(
      accountCalls.passkeyFinish,
      { response: auth.register(options, { origin: 'http://evil.test' }) },
      { token },
    );
    expect(elsewhere.errCode).toBe(ErrorCode.passkeyRefused);
    expect(
      (await t.call(accountCalls.passkeyFinish, { response: auth.register(options) }, { token }))
        .errCode,
    ).toBe(ErrorCode.passkeyExpired);
    const fresh = (await t.call(accountCalls.passkeyBegin, {}, { token, lang: 'en' })).data;
    const response = auth.register(fresh);
    const done = await t.call(accountCalls.passkeyFinish, { response }, { token, lang: 'en' });
    expect(done.errCode).toBe(0);
    expect(done.data.passkeys).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        name: 'Passkey',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    // the same answer again finds its challenge used
    const replayed = await t.call(accountCalls.passkeyFinish, { response }, { token });
    expect(replayed.errCode).toBe(ErrorCode.passkeyExpired);
    // the same authenticator cannot be added twice
    const again = await register(token, auth);
    expect(again.errCode).toBe(ErrorCode.passkeyTaken);
    const status = (await t.call(accountCalls.twoStepStatus, {}, { token })).data;
    expect(status).toMatchObject({ totp: false, recoveryLeft: 0 });
    expect(status.passkeys).toEqual(done.data.passkeys);
    expect((await t.call(accountCalls.passkeys, {}, { token })).data).toEqual(done.data);
    const stored = await t.db
      .selectFrom('account_passkeys')
      .selectAll()
      .where('account_id', '=', await accountId(email))
      .executeTakeFirstOrThrow();
    expect(stored.credential_id).toBe(auth.id);
    expect(stored.transports).toBe('internal');

    const first = await signInByPassword(email);
    expect(first.errCode).toBe(ErrorCode.secondStepNeeded);
    expect(first.errMsg).toBe('Use your passkey to finish signing in');
    const { challenge, methods } = first.data as unknown as Waiting;
    expect(methods).toEqual(['passkey']);
    // a code is no way in for an account without an authenticator app
    const code = await t.call(accountCalls.twoStepVerify, { challenge, code: '123456' });
    expect(code.errCode).toBe(ErrorCode.wrongSecondStep);
    const asked = await t.call(accountCalls.passkeyOptions, { challenge });
    expect(asked.data.allowCredentials).toEqual([
      { id: auth.id, type: 'public-key', transports: ['internal'] },
    ]);
    const assertion = auth.assert(asked.data);
    const verified = await t.call(accountCalls.passkeyVerify, { challenge, response: assertion });
    expect(verified.errCode).toBe(0);
    expect(verified.data).toMatchObject({ account: email, admin: 0, status: 2 });
    const signedIn = verified.data.token;
    expect((await t.call(accountCalls.getAccountInfo, {}, { token: signedIn })).errCode).toBe(0);
    // the sign-in is done: the same answer does not open a second session
    expect(
      (await t.call(accountCalls.passkeyVerify, { challenge, response: assertion })).errCode,
    ).toBe(ErrorCode.secondStepExpired);
    const used = (await t.call(accountCalls.passkeys, {}, { token })).data.passkeys[0]!;
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('signs in with a passkey alone, answering what a password sign-in answers, with the second step passed', async () => {
    const email = 'passwordless@example.com';
    const { auth } = await withPasskey(email);
    const begun = await t.call(accountCalls.passkeyLoginBegin, {});
    expect(begun.errCode).toBe(0);
    expect(begun.data.options.allowCredentials ?? []).toEqual([]);
    expect(begun.data.options.userVerification).toBe('required');
    const response = auth.assert(begun.data.options);
    const login = await t.call(
      accountCalls.passkeyLogin,
      { challengeId: begun.data.challengeId, response },
      { lang: 'en' },
    );
    expect(login.errCode).toBe(0);
    expect(Object.keys(login.data).sort()).toEqual(
      ['account', 'admin', 'remainCount', 'status', 'token'].sort(),
    );
    expect(login.data).toMatchObject({ account: email, admin: 0, status: 2 });
    const session = await t.db
      .selectFrom('sessions')
      .select(['second_step_at', 'account_id'])
      .where('account_id', '=', await accountId(email))
      .where('second_step_at', 'is not', null)
      .execute();
    expect(session.length).toBeGreaterThan(0);
    // a sensitive change goes through at once: the passkey was both steps
    const second = new SoftAuthenticator();
    expect((await register(login.data.token, second)).errCode).toBe(0);
    // a challenge is taken once
    const replay = await t.call(accountCalls.passkeyLogin, {
      challengeId: begun.data.challengeId,
      response: auth.assert(begun.data.options),
    });
    expect(replay.errCode).toBe(ErrorCode.passkeyExpired);
    // user verification is a must without a password
    const unverified = await t.call(accountCalls.passkeyLoginBegin, {});
    expect(
      (
        await t.call(accountCalls.passkeyLogin, {
          challengeId: unverified.data.challengeId,
          response: auth.assert(unverified.data.options, { noUserVerification: true }),
        })
      ).errCode,
    ).toBe(ErrorCode.passkeyRefused);
    // a wrong signature is refused, and a passkey nobody registered is unknown
    const forged = await t.call(accountCalls.passkeyLoginBegin, {});
    expect(
      (
        await t.call(accountCalls.passkeyLogin, {
          challengeId: forged.data.challengeId,
          response: auth.assert(forged.data.options, { badSignature: true }),
        })
      ).errCode,
    ).toBe(ErrorCode.passkeyRefused);
    const stranger = new SoftAuthenticator();
    const unknown = await t.call(accountCalls.passkeyLoginBegin, {});
    expect(
      (
        await t.call(accountCalls.passkeyLogin, {
          challengeId: unknown.data.challengeId,
          response: stranger.assert(unknown.data.options),
        })
      ).errCode,
    ).toBe(ErrorCode.passkeyUnknown);
  });

  it('refuses a signature counter that goes backwards', async () => {
    const { auth } = await withPasskey('cloned@example.com');
    const sign = async (counter?: number) => {
      const begun = (await t.call(accountCalls.passkeyLoginBegin, {})).data;
      return t.call(accountCalls.passkeyLogin, {
        challengeId: begun.challengeId,
        response: auth.assert(begun.options, counter === undefined ? {} : { counter }),
      });
    };
    expect((await sign(10)).errCode).toBe(0);
    expect((await sign(4)).errCode).toBe(ErrorCode.passkeyCounter);
    expect((await sign(10)).errCode).toBe(ErrorCode.passkeyCounter);
    expect((await sign(11)).errCode).toBe(0);
  });

  it("refuses another account's passkey, in the second step and alone", async () => {
    const mine = await withPasskey('mine@example.com');
    const theirs = await withPasskey('theirs@example.com');
    const first = await signInByPassword('mine@example.com');
    const { challenge } = first.data as unknown as Waiting;
    const options = (await t.call(accountCalls.passkeyOptions, { challenge })).data;
    const wrong = await t.call(accountCalls.passkeyVerify, {
      challenge,
      response: theirs.auth.assert(options),
    });
    expect(wrong.errCode).toBe(ErrorCode.wrongSecondStep);
    expect(wrong.data).toEqual({ remainCount: 4 });
    expect(
      (await t.call(accountCalls.passkeyVerify, { challenge, response: mine.auth.assert(options) }))
        .errCode,
    ).toBe(0);
    // a passkey whose user handle names another account
    const begun = (await t.call(accountCalls.passkeyLoginBegin, {})).data;
    const response = theirs.auth.assert(begun.options);
    response.response.userHandle = Buffer.from(await accountId('mine@example.com')).toString(
      'base64url',
    );
    expect(
      (await t.call(accountCalls.passkeyLogin, { challengeId: begun.challengeId, response }))
        .errCode,
    ).toBe(ErrorCode.passkeyUnknown);
  });

  it('counts exactly five tries of a parallel burst of bad assertions, then locks the second step', async () => {
    const email = 'burst.keys@example.com';
    const { auth } = await withPasskey(email);
    const { challenge } = (await signInByPassword(email)).data as unknown as Waiting;
    const options = (await t.call(accountCalls.passkeyOptions, { challenge })).data;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call(accountCalls.passkeyVerify, {
          challenge,
          response: auth.assert(options, { badSignature: true }),
        }),
      ),
    );
    const codes = answers.map((a) => a.errCode);
    expect(codes.filter((c) => c === ErrorCode.wrongSecondStep)).toHaveLength(4);
    expect(codes.filter((c) => c === ErrorCode.secondStepLocked)).toHaveLength(8);
    const tries = await t.db
      .selectFrom('two_step_challenges')
      .select('attempts')
      .where('account_id', '=', await accountId(email))
      .execute();
    expect(tries.map((r) => Number(r.attempts))).toEqual([5]);
    // locked: a right answer waits the 5 minutes out too
    const right = await t.call(accountCalls.passkeyVerify, {
      challenge,
      response: auth.assert(options),
    });
    expect(right.errCode).toBe(ErrorCode.secondStepLocked);
  });

  it('removes a passkey after the second step again, never another account’s, and notes both in the audit log', async () => {
    const email = 'remover@example.com';
    const { token, auth } = await withPasskey(email);
    const other = await withPasskey('other.remover@example.com');
    const [own] = (await t.call(accountCalls.passkeys, {}, { token })).data.passkeys;
    // another account cannot name it
    const foreign = await t.call(
      accountCalls.passkeyRemove,
      { id: own!.id },
      { token: other.token },
    );
    expect(foreign.errCode).toBe(ErrorCode.passkeyNotFound);
    expect(
      (await t.call(accountCalls.passkeyRemove, { id: '0'.repeat(32) }, { token })).errCode,
    ).toBe(ErrorCode.passkeyNotFound);

    t.clock.advance(11 * 60_000);
    const asked = await t.call(accountCalls.passkeyRemove, { id: own!.id }, { token, lang: 'en' });
    expect(asked.errCode).toBe(ErrorCode.confirmSecondStep);
    expect(asked.errMsg).toBe('Confirm it is you before this change: use your passkey');
    const { challenge, methods } = asked.data as unknown as Waiting;
    expect(methods).toEqual(['passkey']);
    const options = (await t.call(accountCalls.passkeyOptions, { challenge })).data;
    // the confirmation is the session's own: another session's answer is refused
    const confirmed = await t.call(
      accountCalls.passkeyConfirm,
      { challenge, response: auth.assert(options) },
      { token },
    );
    expect(confirmed.errCode).toBe(0);
    expect(confirmed.data.confirmedUntil).toMatch(/Z$/);
    const removed = await t.call(accountCalls.passkeyRemove, { id: own!.id }, { token });
    expect(removed.errCode).toBe(0);
    expect(removed.data.passkeys).toEqual([]);
    // without a passkey the password alone signs in again
    expect((await signInByPassword(email)).errCode).toBe(0);
    const entries = (
      await t.call(teamCalls.auditList, { page: 1, psize: 10 }, { token })
    ).data.entries.filter((e) => e.action.startsWith('passkey'));
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['passkeyRemove', [{ field: 'passkey', before: 'Laptop', after: null }]],
      ['passkeyFinish', [{ field: 'passkey', before: null, after: 'Laptop' }]],
    ]);
  });

  it('asks for the second step again before adding another passkey once the last one is old', async () => {
    const { token, auth } = await withPasskey('second.key@example.com');
    t.clock.advance(11 * 60_000);
    const extra = new SoftAuthenticator();
    const options = (await t.call(accountCalls.passkeyBegin, {}, { token })).data;
    const response = extra.register(options);
    const asked = await t.call(accountCalls.passkeyFinish, { response }, { token });
    expect(asked.errCode).toBe(ErrorCode.confirmSecondStep);
    const { challenge } = asked.data as unknown as Waiting;
    const request = (await t.call(accountCalls.passkeyOptions, { challenge })).data;
    // the new passkey is not a way to confirm: only one already registered is
    expect(
      (
        await t.call(
          accountCalls.passkeyConfirm,
          { challenge, response: extra.assert(request) },
          { token },
        )
      ).errCode,
    ).toBe(ErrorCode.wrongSecondStep);
    expect(
      (
        await t.call(
          accountCalls.passkeyConfirm,
          { challenge, response: auth.assert(request) },
          { token },
        )
      ).errCode,
    ).toBe(0);
    const added = await t.call(accountCalls.passkeyFinish, { response }, { token });
    expect(added.errCode).toBe(0);
    expect(added.data.passkeys).toHaveLength(2);
  });

  it('counts a passkey as the second step an organisation may require, and refuses a blocked account', async () => {
    const { token, auth } = await withPasskey('strict.keys@example.com');
    const on = await t.call(teamCalls.requireTwoStep, { on: true }, { token });
    expect(on.errCode).toBe(0);
    expect(on.data).toMatchObject({ requireTwoStep: true });
    await t.services.accounts.setBlocked(await accountId('strict.keys@example.com'), true);
    const begun = (await t.call(accountCalls.passkeyLoginBegin, {})).data;
    const blocked = await t.call(accountCalls.passkeyLogin, {
      challengeId: begun.challengeId,
      response: auth.assert(begun.options),
    });
    expect(blocked.errCode).toBe(ErrorCode.accountBlocked);
  });

  it('answers clear codes for malformed answers and spent challenges, never a 500', async () => {
    const { token, auth } = await withPasskey('malformed@example.com');
    const junk = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key' as const,
      response: { clientDataJSON: 'bm90LWpzb24', attestationObject: 'AAAA' },
      clientExtensionResults: {},
    };
    expect((await t.call(accountCalls.passkeyFinish, { response: junk }, { token })).errCode).toBe(
      ErrorCode.passkeyRefused,
    );
    const notB64 = await t.call(
      accountCalls.passkeyFinish.path,
      {
        response: { ...junk, id: 'not base64!' },
      },
      { token },
    );
    expect(notB64.errCode).toBe(ErrorCode.invalidRequest);
    const begun = (await t.call(accountCalls.passkeyLoginBegin, {})).data;
    const garbled = auth.assert(begun.options);
    garbled.response.authenticatorData = 'AAAA';
    expect(
      (
        await t.call(accountCalls.passkeyLogin, {
          challengeId: begun.challengeId,
          response: garbled,
        })
      ).errCode,
    ).toBe(ErrorCode.passkeyRefused);
    expect((await t.call(accountCalls.passkeyOptions, { challenge: 'x'.repeat(40) })).errCode).toBe(
      ErrorCode.secondStepExpired,
    );
    expect(
      (
        await t.call(accountCalls.passkeyLogin, {
          challengeId: 'y'.repeat(40),
          response: auth.assert(begun.options),
        })
      ).errCode,
    ).toBe(ErrorCode.passkeyExpired);
  });
});
