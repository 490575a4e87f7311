import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCalls,
  appCalls,
  notificationCalls,
  releaseCalls,
  jsonCallsOf,
  reviewCalls,
  ErrorCode,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';

const bodies: [string, string][] = [
  ['missing fields', '{}'],
  [
    'wrong types',
    '{"mobile":13800000000,"email":42,"pwd":true,"code":123456,"name":[],"page":"x"}',
  ],
  ['malformed JSON', '{"mobile": "138'],
  ['an array', '[1,2,3]'],
  ['a bare string', '"hello"'],
  ['null', 'null'],
  [
    'oversized strings',
    JSON.stringify({
      mobile: '1'.repeat(5000),
      email: `${'a'.repeat(5000)}@x.com`,
      pwd: 'A'.repeat(5000),
      code: '1'.repeat(500),
    }),
  ],
  ['a huge body', JSON.stringify({ mobile: '1'.repeat(200_000) })],
  [
    'NUL characters',
    JSON.stringify({
      name: 'Nul\u0000Game',
      pkg: 'com.example.nul',
      email: 'a\u0000@example.com',
      mobile: '1390000\u00000001',
      contact: 'x\u0000y@example.com',
      descpt: 'a\u0000b',
      note: 'a\u0000b',
      page: 1,
    }),
  ],
];

/** Every JSON call of the contract. */
const everyCall = jsonCallsOf({
  ...accountCalls,
  ...appCalls,
  ...notificationCalls,
  ...reviewCalls,
  ...releaseCalls,
});

describe(`bad input to every call (${dbKind})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.accounts.createAccount({
      email: 'admin@example.com',
      mobile: '13900000001',
      password: 'Admin123!',
      admin: true,
    });
    const login = await t.call(accountCalls.loginDvlperByMail, {
      email: 'admin@example.com',
      pwd: await pwdOf('Admin123!'),
    });
    token = login.data.token;
  });
  afterAll(() => t.close());

  /** Bodies no call accepts; calls that take an empty object may accept the others. */
  const neverValid = new Set([
    'malformed JSON',
    'an array',
    'a bare string',
    'a huge body',
    'NUL characters',
  ]);

  for (const [name, spec] of Object.entries(everyCall)) {
    it(`${name} answers a clear error, never a 5xx`, async () => {
      const takesNothing = spec.request.safeParse({ anything: 1 }).success;
      for (const [label, payload] of bodies) {
        for (const lang of ['zh', 'en']) {
          // logout ends the session it is given: give it a fresh one each time
          const callerToken =
            name === 'logout'
              ? (
                  await t.call(accountCalls.loginDvlperByMail, {
                    email: 'admin@example.com',
                    pwd: await pwdOf('Admin123!'),
                  })
                ).data.token
              : token;
          const res = await t.app.inject({
            method: 'POST',
            url: spec.path,
            headers: { 'content-type': 'application/json', token: callerToken, lang },
            payload,
          });
          expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
          const json = res.json();
          expect(typeof json.errMsg).toBe('string');
          if (!takesNothing || neverValid.has(label)) {
            expect(json.errCode, `${label} (${lang})`).not.toBe(0);
            expect(json.errCode, `${label} (${lang})`).not.toBe(ErrorCode.loginExpired);
            expect(json.errMsg.length).toBeGreaterThan(0);
            expect(json.errMsg).toMatch(lang === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
          }
        }
      }
    });
  }

  it('names the invalid field in both languages', async () => {
    const zh = await t.call(
      accountCalls.loginDvlperByMail,
      { email: 'not-an-email', pwd: 'x' },
      { lang: 'zh' },
    );
    expect(zh.errCode).toBe(ErrorCode.invalidRequest);
    expect(zh.errMsg).toMatch(/^请求参数有误（.*email/);
    const en = await t.call(
      accountCalls.loginDvlperByMail,
      { email: 'not-an-email', pwd: 'x' },
      { lang: 'en' },
    );
    expect(en.errMsg).toMatch(/^The request is invalid \(.*email/);
  });

  it('answers 413 for a body over 64 KiB and 404 with an envelope for an unknown call', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: accountCalls.validateUser.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: 'x'.repeat(100_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errCode).toBe(ErrorCode.bodyTooLarge);
    const unknown = await t.call('/vrmcsys/account/noSuchCall', {});
    expect(unknown.status).toBe(404);
    expect(unknown.errCode).toBe(ErrorCode.unknownCall);
  });

  it('a refused call loses nothing: the account still signs in afterwards', async () => {
    await t.call(accountCalls.modifyPwd, { mobile: '13900000001', code: 'abc', pwd: 'short' });
    await t.call(accountCalls.registerMail, { email: 'admin@example.com', pwd: 'bad' });
    const login = await t.call(accountCalls.loginDvlperByMail, {
      email: 'admin@example.com',
      pwd: await pwdOf('Admin123!'),
    });
    expect(login.errCode).toBe(0);
  });

  it('refuses a NUL character in any text with 10400 and stores nothing, on both databases', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: appCalls.createApp.path,
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify({ name: 'Nul\u0000Game', pkg: 'com.example.nulgame' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errCode).toBe(ErrorCode.invalidRequest);
    const stored = await t.db
      .selectFrom('apps')
      .select('id')
      .where('pkg', '=', 'com.example.nulgame')
      .execute();
    expect(stored).toEqual([]);
  });
});
