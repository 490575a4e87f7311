import { describe, expect, it } from 'vitest';
import { accountCalls as calls } from '@vrportal/contract';
import { createLoggedApp, createTestApp, dbKind, lastSmsCode, pwdOf } from '../harness.js';

describe(`secrets stay secret (${dbKind})`, () => {
  it('stores only an argon2id hash of the password and a hash of the token', async () => {
    const t = await createTestApp();
    try {
      await t.services.accounts.createAccount({
        email: 'dev@example.com',
        password: 'Abcd1234!',
        admin: false,
      });
      const pwd = await pwdOf('Abcd1234!');
      const login = await t.call<{ token: string }>(calls.loginDvlperByMail.path, {
        email: 'dev@example.com',
        pwd,
      });
      const account = await t.db.selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
      expect(account.pwd_hash.startsWith('$argon2id$')).toBe(true);
      expect(account.pwd_hash).not.toContain(pwd);
      const sessions = await t.db.selectFrom('sessions').selectAll().execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.token_hash).not.toBe(login.data.token);
      expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await t.close();
    }
  });

  it('writes no password, token or code into the log', async () => {
    const { app, services, dataDir, log, close } = await createLoggedApp();
    await services.accounts.createAccount({
      email: 'dev@example.com',
      mobile: '13900000001',
      password: 'Abcd1234!',
      admin: false,
    });
    const pwd = await pwdOf('Abcd1234!');
    const res = await app.inject({
      method: 'POST',
      url: calls.loginDvlperByMail.path,
      headers: { 'content-type': 'application/json' },
      payload: { email: 'dev@example.com', pwd },
    });
    const token = res.json().data.token as string;
    await app.inject({
      method: 'POST',
      url: calls.reqDvlperCheck.path,
      headers: { token },
      payload: {},
    });
    await app.inject({
      method: 'POST',
      url: calls.reqSmscode.path,
      payload: { mobile: '13900000001' },
    });
    const code = await lastSmsCode(dataDir, '13900000001');
    const all = log();
    expect(all).not.toContain(pwd);
    expect(all).not.toContain(token);
    expect(all).not.toContain(code);
    // the log is really being written: each request was logged
    expect(all).toContain(calls.loginDvlperByMail.path);
    await close();
  });
});
