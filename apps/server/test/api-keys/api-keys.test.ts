import { afterEach, describe, expect, it } from 'vitest';
import {
  API_KEY_PREFIX,
  ErrorCode,
  apiKeyCalls,
  apiKeyLimits,
  apiScopes,
  publishingCalls,
  teamCalls,
} from '@vrportal/contract';
import type { ApiScope, RouteSpec } from '@vrportal/contract';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { TestApp } from '../harness.js';
import { createLoggedApp, createTestApp, dbKind, pwdOf } from '../harness.js';
import { createApps } from '../factories.js';
import { addMember } from '../support/teams.js';

const DAY = 24 * 60 * 60 * 1000;

describe(`API keys (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function keyOf(
    token: string,
    body: { name?: string; scopes: ApiScope[]; appIds?: string[]; expiresAt?: string },
  ) {
    const made = await t.call(
      apiKeyCalls.apiKeyCreate,
      { name: body.name ?? 'CI', ...body },
      { token, lang: 'en' },
    );
    if (made.errCode !== 0) throw new Error(`create: ${made.errCode} ${made.errMsg}`);
    return made.data;
  }

  it('shows a key once, keeps only its hash, lists it with its last use and address', async () => {
    t = await createTestApp();
    const owner = await t.signIn('owner@example.com');
    const { key, secret } = await keyOf(owner, { name: 'Build server', scopes: ['status:read'] });
    expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(secret.length).toBeGreaterThan(40);
    expect(key).toMatchObject({
      name: 'Build server',
      scopes: ['status:read'],
      appIds: null,
      lastUsedAt: null,
      revokedAt: null,
      createdBy: 'owner@example.com',
    });
    expect(secret.startsWith(key.hint)).toBe(true);
    // nothing stored holds the key itself
    const rows = await t.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);

    const me = await t.get(publishingCalls.whoami, {}, { bearer: secret, lang: 'en' });
    expect(me.errCode).toBe(0);
    expect(me.data).toMatchObject({ keyId: key.keyId, name: 'Build server', appIds: null });

    const listed = await t.call(apiKeyCalls.apiKeyList, {}, { token: owner });
    expect(listed.data.keys).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    expect(listed.data.keys[0]!.lastUsedAt).not.toBeNull();
    expect(listed.data.keys[0]!.lastUsedAddress).toBe('127.0.0.1');
  });

  it('refuses a revoked key and an expired one at once, also on a second instance', async () => {
    t = await createTestApp();
    const owner = await t.signIn('owner@example.com');
    const second = await buildApp({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
      }),
      db: t.db,
      clock: t.clock,
      logger: false,
    });
    try {
      const whoamiOn = async (app: typeof second.app, secret: string) =>
        (
          await app.inject({
            method: 'GET',
            url: publishingCalls.whoami.path,
            headers: { authorization: `Bearer ${secret}` },
          })
        ).json() as { errCode: number };
      const { key, secret } = await keyOf(owner, { scopes: ['status:read'] });
      expect((await whoamiOn(second.app, secret)).errCode).toBe(0);
      const revoked = await t.call(
        apiKeyCalls.apiKeyRevoke,
        { keyId: key.keyId },
        { token: owner },
      );
      expect(revoked.errCode).toBe(0);
      expect((await whoamiOn(t.app, secret)).errCode).toBe(ErrorCode.apiKeyRefused);
      expect((await whoamiOn(second.app, secret)).errCode).toBe(ErrorCode.apiKeyRefused);
      const refused = await t.app.inject({
        method: 'GET',
        url: publishingCalls.whoami.path,
        headers: { authorization: `Bearer ${secret}`, lang: 'en' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errMsg).toBe('The API key is not valid, was revoked or has expired');

      const soon = new Date(t.clock.now().getTime() + DAY).toISOString();
      const expiring = await keyOf(owner, { scopes: ['status:read'], expiresAt: soon });
      expect((await whoamiOn(second.app, expiring.secret)).errCode).toBe(0);
      t.clock.advance(DAY + 1000);
      expect((await whoamiOn(t.app, expiring.secret)).errCode).toBe(ErrorCode.apiKeyRefused);
      expect((await whoamiOn(second.app, expiring.secret)).errCode).toBe(ErrorCode.apiKeyRefused);
      // a key that never was, and no key at all
      expect((await whoamiOn(t.app, `${API_KEY_PREFIX}nothing`)).errCode).toBe(
        ErrorCode.apiKeyRefused,
      );
      const bare = await t.app.inject({ method: 'GET', url: publishingCalls.whoami.path });
      expect(bare.json().errCode).toBe(ErrorCode.apiKeyRefused);
    } finally {
      await second.app.close();
    }
  });

  it('lets each scope reach its calls only, and a key limited to one app no other', async () => {
    t = await createTestApp();
    const owner = await t.signIn('owner@example.com');
    const [appA, appB] = await createApps(t, owner, 2, 'com.example.keys');
    const calls = Object.values(publishingCalls) as RouteSpec[];
    const scopeOf = (spec: RouteSpec) => spec.permission.slice('key:'.length);
    const send = (spec: RouteSpec, secret: string, appId: string) =>
      spec.kind === 'get'
        ? t.inject({
            method: 'GET',
            url: spec.path,
            query: { appId },
            headers: { authorization: `Bearer ${secret}` },
          })
        : t.inject({
            method: 'POST',
            url: spec.path,
            payload: { appId },
            headers: { authorization: `Bearer ${secret}` },
          });
    for (const scope of apiScopes) {
      const { secret } = await keyOf(owner, { name: scope, scopes: [scope] });
      for (const spec of calls) {
        const answer = (await send(spec, secret, appA!)).json() as { errCode: number };
        const allowed = scopeOf(spec) === scope || scopeOf(spec) === 'self';
        // an allowed call may still refuse the (empty) request, never for its scope
        if (allowed)
          expect(answer.errCode, `${scope} ${spec.path}`).not.toBe(ErrorCode.apiScopeRefused);
        else expect(answer.errCode, `${scope} ${spec.path}`).toBe(ErrorCode.apiScopeRefused);
      }
    }
    // limited to app A: A's status is read, B is not found
    const limited = await keyOf(owner, { scopes: ['status:read'], appIds: [appA!] });
    const a = await t.get(publishingCalls.appStatus, { appId: appA! }, { bearer: limited.secret });
    expect(a.errCode).toBe(0);
    expect(a.data).toMatchObject({ appId: appA, state: 'draft', failure: null });
    const b = await t.get(publishingCalls.appStatus, { appId: appB! }, { bearer: limited.secret });
    expect(b.errCode).toBe(ErrorCode.appNotFound);
    const me = await t.get(publishingCalls.whoami, {}, { bearer: limited.secret });
    expect(me.data.apps.map((app) => app.appId)).toEqual([appA]);
    // another organisation's app is not found, whatever the key's scopes
    const other = await t.signIn('other@example.com');
    const [foreign] = await createApps(t, other, 1, 'com.other.keys');
    const every = await keyOf(owner, { name: 'every', scopes: [...apiScopes] });
    for (const spec of calls.filter((c) => c.permission !== 'key:self')) {
      const answer = (await send(spec, every.secret, foreign!)).json() as { errCode: number };
      expect([ErrorCode.appNotFound, ErrorCode.invalidRequest], spec.path).toContain(
        answer.errCode,
      );
    }
    const promoted = await t.call(
      publishingCalls.v1Promote,
      { appId: foreign!, from: 'beta', to: 'store' },
      { bearer: every.secret },
    );
    expect(promoted.errCode).toBe(ErrorCode.appNotFound);
  });

  it('is managed by owners and admins of its own organisation only', async () => {
    t = await createTestApp();
    const owner = await t.signIn('owner@example.com');
    const admin = await addMember(t, owner, 'admin@example.com', 'admin');
    const developer = await addMember(t, owner, 'dev@example.com', 'developer');
    const other = await t.signIn('other@example.com');
    const [otherApp] = await createApps(t, other, 1, 'com.other.keys');

    const byAdmin = await keyOf(admin, { scopes: ['stats:read'] });
    for (const call of [
      () => t.call(apiKeyCalls.apiKeyList, {}, { token: developer }),
      () =>
        t.call(
          apiKeyCalls.apiKeyCreate,
          { name: 'x', scopes: ['stats:read'] },
          { token: developer },
        ),
      () => t.call(apiKeyCalls.apiKeyRevoke, { keyId: byAdmin.key.keyId }, { token: developer }),
    ]) {
      expect((await call()).errCode).toBe(ErrorCode.roleRefused);
    }
    // another organisation sees none of them, and cannot revoke them
    expect((await t.call(apiKeyCalls.apiKeyList, {}, { token: other })).data.keys).toEqual([]);
    const foreign = await t.call(
      apiKeyCalls.apiKeyRevoke,
      { keyId: byAdmin.key.keyId },
      { token: other, lang: 'en' },
    );
    expect(foreign.errCode).toBe(ErrorCode.apiKeyNotFound);
    expect(foreign.errMsg).toBe('Your organisation has no such API key');
    const stillLive = await t.get(publishingCalls.whoami, {}, { bearer: byAdmin.secret });
    expect(stillLive.errCode).toBe(0);
    // a key cannot be limited to another organisation's app
    const stray = await t.call(
      apiKeyCalls.apiKeyCreate,
      { name: 'stray', scopes: ['stats:read'], appIds: [otherApp!] },
      { token: owner },
    );
    expect(stray.errCode).toBe(ErrorCode.apiKeyAppNotFound);
    expect((await t.call(apiKeyCalls.apiKeyList, {}, { token: owner })).data.keys).toHaveLength(1);

    // making and revoking go in the audit log, with the key's name and never the key
    await t.call(apiKeyCalls.apiKeyRevoke, { keyId: byAdmin.key.keyId }, { token: owner });
    const log = await t.call(teamCalls.auditList, { page: 1 }, { token: owner, lang: 'en' });
    const actions = log.data.entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['apiKeyCreate', 'apiKeyRevoke']));
    expect(JSON.stringify(log.data)).not.toContain(byAdmin.secret);
  });

  it('refuses bad input with a clear code and stores nothing', async () => {
    t = await createTestApp();
    const owner = await t.signIn('owner@example.com');
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const far = new Date(t.clock.now().getTime() + 800 * DAY).toISOString();
    for (const [body, code] of [
      [{ name: 'x', scopes: ['stats:read'], expiresAt: past }, ErrorCode.apiKeyExpiry],
      [{ name: 'x', scopes: ['stats:read'], expiresAt: far }, ErrorCode.apiKeyExpiry],
      [{ name: 'x', scopes: ['everything'] }, ErrorCode.invalidRequest],
      [{ name: 'x', scopes: [] }, ErrorCode.invalidRequest],
      [{ name: 'x', scopes: ['stats:read', 'stats:read'] }, ErrorCode.invalidRequest],
      [{ name: '', scopes: ['stats:read'] }, ErrorCode.invalidRequest],
      [{ name: 'x', scopes: ['stats:read'], appIds: ['not-an-app'] }, ErrorCode.invalidRequest],
    ] as const) {
      const res = await t.call(apiKeyCalls.apiKeyCreate.path, body, { token: owner, lang: 'en' });
      expect(res.errCode, JSON.stringify(body)).toBe(code);
      expect(res.status).toBeLessThan(500);
    }
    expect(await t.db.selectFrom('api_keys').selectAll().execute()).toEqual([]);
    const unknown = await t.call(apiKeyCalls.apiKeyRevoke, { keyId: 'nope' }, { token: owner });
    expect(unknown.errCode).toBe(ErrorCode.apiKeyNotFound);
  });

  it(`holds the limit of ${apiKeyLimits.keysMax} live keys under a burst`, async () => {
    t = await createTestApp();
    const owner = await t.signIn('owner@example.com');
    const before = apiKeyLimits.keysMax - 5;
    for (let i = 0; i < before; i += 1)
      await keyOf(owner, { name: `k${i}`, scopes: ['stats:read'] });
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call(
          apiKeyCalls.apiKeyCreate,
          { name: `b${i}`, scopes: ['stats:read'] },
          { token: owner },
        ),
      ),
    );
    expect(burst.filter((r) => r.errCode === 0)).toHaveLength(5);
    expect(burst.filter((r) => r.errCode === ErrorCode.apiKeyLimit)).toHaveLength(15);
    const live = await t.call(apiKeyCalls.apiKeyList, {}, { token: owner });
    expect(live.data.keys).toHaveLength(apiKeyLimits.keysMax);
    // a revoked key frees its place
    await t.call(apiKeyCalls.apiKeyRevoke, { keyId: live.data.keys[0]!.keyId }, { token: owner });
    await keyOf(owner, { name: 'again', scopes: ['stats:read'] });
  });
});

describe('the server log never holds an API key', () => {
  it('from its making to its use and its refusal', async () => {
    const t = await createLoggedApp();
    try {
      await t.services.accounts.createAccount({
        email: 'logged@example.com',
        password: 'Abcd1234!',
        admin: false,
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/vrmcsys/account/loginDvlperByMail',
        payload: { email: 'logged@example.com', pwd: await pwdOf('Abcd1234!') },
      });
      const token = (login.json() as { data: { token: string } }).data.token;
      const made = await t.app.inject({
        method: 'POST',
        url: apiKeyCalls.apiKeyCreate.path,
        headers: { token },
        payload: { name: 'CI', scopes: ['status:read'] },
      });
      const secret = (made.json() as { data: { secret: string } }).data.secret;
      expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
      for (const key of [secret, `${secret}x`]) {
        await t.app.inject({
          method: 'GET',
          url: `${publishingCalls.whoami.path}?appId=x`,
          headers: { authorization: `Bearer ${key}` },
        });
      }
      const log = t.log();
      expect(log).toContain(publishingCalls.whoami.path);
      expect(log).not.toContain(secret.slice(API_KEY_PREFIX.length + 8));
    } finally {
      await t.close();
    }
  });
});
