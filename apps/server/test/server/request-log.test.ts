import { afterEach, describe, expect, it } from 'vitest';
import { accountCalls, notificationCalls, ErrorCode } from '@vrportal/contract';
import { createLoggedApp, pwdOf } from '../harness.js';

type LoggedApp = Awaited<ReturnType<typeof createLoggedApp>>;
interface Line {
  level: number;
  reqId?: string;
  msg: string;
  url?: string;
  status?: number;
  ms?: number;
}

const INFO = 30;
const DEBUG = 20;
const linesOf = (t: LoggedApp): Line[] =>
  t
    .log()
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

describe('request log', () => {
  let t: LoggedApp;
  afterEach(() => t.close());

  it('writes one info line per request with its request id, sent back in x-request-id', async () => {
    t = await createLoggedApp();
    await t.services.accounts.createAccount({
      email: 'log@example.com',
      password: 'Abcd1234!',
      admin: false,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: accountCalls.loginDvlperByMail.path,
      payload: { email: 'log@example.com', pwd: await pwdOf('Abcd1234!') },
    });
    const id = signIn.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const ofSignIn = linesOf(t).filter((l) => l.reqId === id);
    expect(ofSignIn).toHaveLength(1);
    expect(ofSignIn[0]).toMatchObject({
      level: INFO,
      msg: `POST ${accountCalls.loginDvlperByMail.path} 200`,
      url: accountCalls.loginDvlperByMail.path,
      status: 200,
    });
    expect(ofSignIn[0]!.ms).toBeGreaterThanOrEqual(0);

    // the badge poll of every open tab stays at debug
    const token = (signIn.json() as { data: { token: string } }).data.token;
    const poll = await t.app.inject({
      method: 'POST',
      url: notificationCalls.getDvNtyList.path,
      headers: { token },
      payload: { page: 1 },
    });
    const ofPoll = linesOf(t).filter((l) => l.reqId === poll.headers['x-request-id']);
    expect(ofPoll.map((l) => l.level)).toEqual([DEBUG]);

    // a proxy's plain request id is kept; anything else is replaced
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-42.a' } });
    expect(kept.headers['x-request-id']).toBe('edge-42.a');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n{"level":60}' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });

  it('answers a fault with 500 and the request id that finds its logged cause', async () => {
    t = await createLoggedApp();
    // the database goes away under the server: every call that reads it fails inside
    await t.db.destroy();
    const res = await t.app.inject({
      method: 'POST',
      url: accountCalls.validateUser.path,
      headers: { lang: 'en' },
      payload: { email: 'who@example.com' },
    });
    expect(res.statusCode).toBe(500);
    const body = res.json() as { errCode: number; errMsg: string; data: { requestId: string } };
    expect(body.errCode).toBe(ErrorCode.internal);
    expect(body.errMsg).toBe('Service error, please try again later');
    expect(body.data.requestId).toBe(res.headers['x-request-id']);
    const ofFault = linesOf(t).filter((l) => l.reqId === body.data.requestId);
    expect(ofFault.map((l) => l.msg)).toEqual([
      'unhandled error',
      `POST ${accountCalls.validateUser.path} 500`,
    ]);
  });

  it('writes readable lines with LOG_FORMAT=pretty', async () => {
    t = await createLoggedApp({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'info' });
    await t.app.inject({ url: '/no/such/page' });
    const text = t.log();
    expect(text).toMatch(/INFO.*GET \/no\/such\/page 404/);
    expect(() => JSON.parse(text.trim().split('\n')[0]!)).toThrow();
  });
});
