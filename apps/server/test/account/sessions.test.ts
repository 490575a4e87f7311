import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, accountCalls, appCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';
import { unique } from '../factories.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe(`signed-in sessions (${dbKind})`, () => {
  let t: TestApp;

  /** Signs `email` in from a browser, answering the session's token. */
  async function signInFrom(email: string, agent: string): Promise<string> {
    const res = await t.inject({
      method: 'POST',
      url: accountCalls.loginDvlperByMail.path,
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      payload: JSON.stringify({ email, pwd: await pwdOf('Abcd1234!') }),
    });
    return (res.json() as { data: { token: string } }).data.token;
  }
  const works = async (token: string) =>
    (await t.call(appCalls.getOwnedApps, { page: 1, psize: 10 }, { token })).errCode;
  /** An account of the test's own, whose sessions no other test makes or signs out. */
  async function account(label: string): Promise<string> {
    const email = `${unique(label)}@example.com`;
    await t.services.accounts.createAccount({ email, password: 'Abcd1234!', admin: false });
    return email;
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists each session with its browser, system, address and use, and marks the current one', async () => {
    const manyTabs = await account('many.tabs');
    const laptop = await signInFrom(manyTabs, FIREFOX_LINUX);
    const desktop = await signInFrom(manyTabs, CHROME_WINDOWS);
    const { data } = await t.call(accountCalls.listSessions, {}, { token: desktop });
    const mine = data.sessions.filter((s) => s.browser !== '');
    expect(mine.map((s) => [s.browser, s.os, s.address, s.current])).toEqual([
      ['Chrome 131', 'Windows', '127.0.0.1', true],
      ['Firefox 133', 'Linux', '127.0.0.1', false],
    ]);
    // the list names sessions, never their tokens
    expect(JSON.stringify(data)).not.toContain(laptop);
    expect(JSON.stringify(data)).not.toContain(desktop);

    // the last use is written again once it is a few minutes old
    const before = mine[1]!.lastSeenAt;
    t.clock.advance(6 * 60_000);
    try {
      await works(laptop);
      const after = (await t.call(accountCalls.listSessions, {}, { token: desktop })).data.sessions;
      expect(after.find((s) => s.sessionId === mine[1]!.sessionId)!.lastSeenAt > before).toBe(true);
    } finally {
      t.clock.advance(-6 * 60_000);
    }
  });

  it('signs one session out by its id: that token is refused at once, the others go on', async () => {
    const manyTabs = await account('many.tabs');
    const phone = await signInFrom(manyTabs, FIREFOX_LINUX);
    const here = await signInFrom(manyTabs, CHROME_WINDOWS);
    const sessions = (await t.call(accountCalls.listSessions, {}, { token: here })).data.sessions;
    const target = sessions.find((s) => !s.current && s.browser.startsWith('Firefox'))!;
    expect(
      (await t.call(accountCalls.revokeSessions, { sessionId: target.sessionId }, { token: here }))
        .data,
    ).toEqual({ revoked: 1 });
    expect(await works(here)).toBe(0);
    // the one revoked is the newest Firefox session, the phone's
    expect(await works(phone)).toBe(ErrorCode.loginExpired);
  });

  it("cannot sign out another account's session, nor several by a short id", async () => {
    const theirs = await signInFrom(await account('someone.else'), CHROME_WINDOWS);
    const mine = await signInFrom(await account('many.tabs'), CHROME_WINDOWS);
    const their = (await t.call(accountCalls.listSessions, {}, { token: theirs })).data.sessions;
    const id = their.find((s) => s.current)!.sessionId;
    expect(
      (await t.call(accountCalls.revokeSessions, { sessionId: id }, { token: mine })).data,
    ).toEqual({ revoked: 0 });
    expect(
      (await t.call(accountCalls.revokeSessions, { sessionId: id.slice(0, 8) }, { token: theirs }))
        .data,
    ).toEqual({ revoked: 0 });
    expect(await works(theirs)).toBe(0);
    expect(
      (
        await t.call(accountCalls.revokeSessions, { sessionId: 'x', all: true } as never, {
          token: mine,
        })
      ).errCode,
    ).toBe(ErrorCode.invalidRequest);
  });

  it('signs out every other session and keeps the current one', async () => {
    const manyTabs = await account('many.tabs');
    const others = [
      await signInFrom(manyTabs, FIREFOX_LINUX),
      await signInFrom(manyTabs, FIREFOX_LINUX),
    ];
    const here = await signInFrom(manyTabs, CHROME_WINDOWS);
    const { data } = await t.call(accountCalls.revokeSessions, { all: true }, { token: here });
    expect(data.revoked).toBeGreaterThanOrEqual(2);
    for (const token of others) expect(await works(token)).toBe(ErrorCode.loginExpired);
    expect(await works(here)).toBe(0);
    const left = (await t.call(accountCalls.listSessions, {}, { token: here })).data.sessions;
    expect(left.map((s) => s.current)).toEqual([true]);
  });
});
