import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  DeveloperStatus,
  ErrorCode,
  errorTexts,
  roleAllows,
  roles,
  type Role,
  type RouteSpec,
} from '@vrportal/contract';
import { everyRoute, methodOf } from '@vrportal/contract/openapi';
import { makeCallRegistrar, makeGuard } from '../../src/plugins/calls.js';
import { registerEnvelope } from '../../src/plugins/envelope.js';
import type { SessionAccount } from '../../src/modules/account/account.service.js';

/**
 * The registrar enforces each call's permission: every developer-level route of the contract,
 * registered with a handler that would answer, refuses each role that does not hold the
 * permission with 10063 in the caller's language, and lets each role that holds it through. A
 * super account passes every developer call; a developer is refused every console call.
 */
describe('the registrar enforces the permission each call names', () => {
  let app: FastifyInstance;
  const reached: string[] = [];

  const sessionOf = (token: string): SessionAccount | null => {
    const [kind, role] = token.split(':') as ['dev' | 'super', Role];
    return {
      id: token,
      admin: kind === 'super',
      devStatus: DeveloperStatus.approved,
      tokenHash: token,
      ntyVersion: 0,
      role: role ?? 'owner',
      orgId: 'org',
      appIds: null,
    };
  };

  beforeAll(async () => {
    app = Fastify();
    registerEnvelope(app);
    await app.register(multipart);
    const guard = makeGuard({ authenticate: async (token) => (token ? sessionOf(token) : null) });
    const register = makeCallRegistrar(app, guard) as unknown as (
      spec: RouteSpec,
      handler: (ctx: { reply: { send(v: unknown): unknown } }) => Promise<unknown>,
    ) => void;
    for (const { spec } of everyRoute()) {
      register(spec, async ({ reply }) => {
        reached.push(spec.path);
        return spec.kind === 'file' ? reply.send('') : null;
      });
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const inject = (path: string, method: 'GET' | 'POST', token: string, lang = 'en') =>
    app.inject({
      method,
      url: path.replace(':name', 'x'),
      headers: { token, lang, 'content-type': 'application/json' },
      payload: method === 'POST' ? '{}' : undefined,
    });

  const developerRoutes = everyRoute().filter((r) => r.spec.auth === 'developer');

  it('refuses each role without the permission and lets each with it through', async () => {
    expect(developerRoutes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    let refusals = 0;
    for (const role of roles) {
      for (const { name, spec } of developerRoutes) {
        // a form route's body is not JSON: the guard answers before the form is read
        const res = await inject(spec.path, methodOf(spec), `dev:${role}`);
        const code = String(res.headers['content-type']).includes('json') ? res.json().errCode : 0;
        const refused = code === ErrorCode.roleRefused;
        if (refused) refusals += 1;
        if (refused === roleAllows(role, spec.permission)) {
          wrong.push(`${role} ${name} (${spec.permission}): ${code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // the owner and the admin hold every permission; the other roles are refused some calls
    expect(refusals).toBeGreaterThan(developerRoutes.length);
  });

  it("says why in the caller's language", async () => {
    const createApp = everyRoute().find((r) => r.name === 'createApp')!.spec;
    for (const lang of ['zh', 'en'] as const) {
      const res = await inject(createApp.path, 'POST', 'dev:analyst', lang);
      expect(res.json()).toEqual({
        errCode: ErrorCode.roleRefused,
        errMsg: errorTexts[ErrorCode.roleRefused][lang],
        data: null,
      });
    }
  });

  it('lets a super account make every developer call and refuses developers the console', async () => {
    for (const { spec } of developerRoutes.slice(0, 20)) {
      const res = await inject(spec.path, methodOf(spec), 'super:analyst');
      const code = String(res.headers['content-type']).includes('json') ? res.json().errCode : 0;
      expect(code, spec.path).not.toBe(ErrorCode.roleRefused);
    }
    const consoleRoutes = everyRoute().filter((r) => r.spec.auth === 'super');
    expect(consoleRoutes.length).toBeGreaterThan(15);
    for (const { spec } of consoleRoutes) {
      const res = await inject(spec.path, methodOf(spec), 'dev:owner');
      expect(res.json().errCode, spec.path).toBe(ErrorCode.notSuper);
    }
  });
});
