import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls as calls, appCalls, uploadCalls, ErrorCode } from '@vrportal/contract';
import { ConfigError, loadConfig } from '../../src/config.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, outboxMails, pwdOf } from '../harness.js';
import { newIdentifier, sendChunk } from '../support/uploads.js';
import type { Envelope } from '@vrportal/contract';

const PASSWORD = 'Abcd1234!';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers at redisUrl (CI starts one; a bare laptop may have none). */
async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/**
 * Forgets the limit counts an earlier run left in the test Redis (the SQLite and PostgreSQL
 * phases share it, and counts live for up to a day), so each run starts from none.
 */
async function forgetRedisCounts() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const stream = redis.scanStream({ match: 'vrportal:limit:*', count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

type Answer = Envelope<unknown> & { status: number };

/** A JSON call from a given client address, in a given language. */
async function callFrom(
  t: TestApp,
  address: string,
  path: string,
  body: unknown,
  lang: 'zh' | 'en' = 'en',
): Promise<Answer> {
  const res = await t.inject({
    method: 'POST',
    url: path,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', lang },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, ...res.json() };
}

const burst = <T>(n: number, one: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)));
const refused = (answers: Answer[]) => answers.filter((a) => a.errCode === 10429);

const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'counted in the database', env: {} },
  { name: 'counted in Redis', env: { REDIS_URL: redisUrl } },
];

for (const store of stores) {
  describe(`rate limits under parallel bursts, ${store.name} (${dbKind})`, async () => {
    const runs = store.env.REDIS_URL ? await redisReachable() : true;
    let t: TestApp;
    // Redis keeps counts across test apps: each test limits addresses and targets of its own
    const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const address = (n: number) => `10.${n}.${Number(unique.slice(-4)) % 250}.${n + 1}`;
    const start = (limits: string) =>
      createTestApp({ ...store.env, RATE_LIMITS: limits }).then((app) => (t = app));
    beforeAll(async () => {
      if (runs && store.env.REDIS_URL) await forgetRedisCounts();
    });
    afterEach(() => t?.close());

    it.runIf(runs)(
      'SMS codes: per client address and per number, with the wait in both languages',
      async () => {
        await start('smsPerAddress=3/1h,smsPerMobile=2/1d');
        // a minute into an hour window, so the wait is told in minutes whatever the time of day
        const now = t.clock.now().getTime();
        t.clock.advance(3_600_000 - (now % 3_600_000) + 60_000);
        const from = address(1);
        const answers = await burst(8, (i) =>
          callFrom(t, from, calls.reqSmscode.path, {
            mobile: `1390${unique.slice(-3)}${1000 + i}`,
          }),
        );
        expect(answers.filter((a) => a.errCode === 0)).toHaveLength(3);
        expect(refused(answers)).toHaveLength(5);
        expect(refused(answers)[0]!.data).toEqual({ retryAfter: expect.any(Number) });
        expect(refused(answers)[0]!.errMsg).toMatch(/^Too many tries: try again in \d+ min$/);
        const zh = await callFrom(t, from, calls.reqSmscode.path, { mobile: '13911112222' }, 'zh');
        expect(zh.errMsg).toMatch(/^尝试次数过多，请 \d+ 分钟后再试$/);
        const sent = await import('node:fs/promises').then((fs) =>
          fs.readFile(`${t.dataDir}/outbox/sms.jsonl`, 'utf8'),
        );
        expect(sent.trim().split('\n')).toHaveLength(3);

        // one number: two codes a day whatever the addresses, each after the 60 s pause
        const mobile = `1380${unique.slice(-3)}5555`;
        expect((await callFrom(t, address(2), calls.reqSmscode.path, { mobile })).errCode).toBe(0);
        t.clock.advance(61_000);
        expect((await callFrom(t, address(3), calls.reqSmscode.path, { mobile })).errCode).toBe(0);
        t.clock.advance(61_000);
        const third = await callFrom(t, address(4), calls.reqSmscode.path, { mobile });
        expect(third.errCode).toBe(ErrorCode.tooManyRequests);
      },
    );

    it.runIf(runs)(
      'mails: a burst of registrations from one address sends only the allowed mails and stores nothing for the rest',
      async () => {
        await start('mailPerAddress=3/1h');
        const from = address(5);
        const emails = Array.from({ length: 7 }, (_, i) => `m${unique}${i}@example.com`);
        const pwd = await pwdOf(PASSWORD);
        const answers = await burst(7, (i) =>
          callFrom(t, from, calls.registerMail.path, { email: emails[i], pwd }),
        );
        expect(answers.filter((a) => a.errCode === 0)).toHaveLength(3);
        expect(refused(answers)).toHaveLength(4);
        expect(await outboxMails(t.dataDir)).toHaveLength(3);
        const stored = await t.db
          .selectFrom('accounts')
          .select('email')
          .where('email', 'in', emails)
          .execute();
        expect(stored).toHaveLength(3);
      },
    );

    it.runIf(runs)('mails: one address gets the allowed mails, whoever asks', async () => {
      await start('mailPerEmail=2/1h');
      const email = `r${unique}@example.com`;
      await t.services.accounts.createAccount({ email, password: PASSWORD, admin: false });
      const answers = await burst(6, (i) =>
        callFrom(t, address(10 + i), calls.pwdResetByMail.path, { email }),
      );
      expect(answers.filter((a) => a.errCode === 0)).toHaveLength(2);
      expect(refused(answers)).toHaveLength(4);
    });

    it.runIf(runs)(
      'sign-ins: failed tries from one address are limited across accounts; successes do not count',
      async () => {
        await start('signInFailuresPerAddress=5/15m');
        // start at the beginning of a 15-minute window: the limit counts in fixed windows, and
        // a burst cut by a window's end would start counting again
        const now = t.clock.now().getTime();
        t.clock.advance(15 * 60_000 - (now % (15 * 60_000)) + 1_000);
        const email = `s${unique}@example.com`;
        await t.services.accounts.createAccount({ email, password: PASSWORD, admin: false });
        const pwd = await pwdOf(PASSWORD);
        const from = address(20);
        // right passwords give their try back: more sign-ins than the limit all succeed
        for (let i = 0; i < 7; i += 1) {
          expect(
            (await callFrom(t, from, calls.loginDvlperByMail.path, { email, pwd })).errCode,
          ).toBe(0);
        }
        // stuffing: many accounts from one address
        const answers = await burst(12, (i) =>
          callFrom(t, from, calls.loginDvlperByMail.path, {
            email: `nobody${i}${unique}@example.com`,
            pwd,
          }),
        );
        expect(answers.filter((a) => a.errCode === 10001)).toHaveLength(5);
        expect(refused(answers)).toHaveLength(7);
        // the address is stopped now, even with the right password; another address is not
        const stopped = await callFrom(t, from, calls.loginDvlperByMail.path, { email, pwd });
        expect(stopped.errCode).toBe(ErrorCode.tooManyRequests);
        const other = await callFrom(t, address(21), calls.loginDvlperByMail.path, { email, pwd });
        expect(other.errCode).toBe(0);
      },
    );

    it.runIf(runs)('account look-ups: validateUser is limited per address', async () => {
      await start('accountLookupsPerAddress=4/10m');
      const answers = await burst(10, (i) =>
        callFrom(t, address(30), calls.validateUser.path, { email: `q${i}${unique}@example.com` }),
      );
      expect(answers.filter((a) => a.errCode === 0)).toHaveLength(4);
      expect(refused(answers)).toHaveLength(6);
      // the window ends: look-ups work again
      t.clock.advance(10 * 60_000);
      const later = await callFrom(t, address(30), calls.validateUser.path, {
        email: `q${unique}@example.com`,
      });
      expect(later.errCode).toBe(0);
    });

    it.runIf(runs)(
      'App Secrets: only wrong ones count; right ones in bursts never do, until the limit is used up',
      async () => {
        await start('appSecretFailures=3/15m');
        const token = await t.signIn(`s${unique}@example.com`);
        const created = await t.call(
          appCalls.createApp,
          { name: 'Secret', pkg: `com.limited.s${unique}` },
          { token },
        );
        const appId = created.data.appId;
        const { app_secret: secret } = await t.db
          .selectFrom('apps')
          .select('app_secret')
          .where('id', '=', appId)
          .executeTakeFirstOrThrow();
        const from = address(40);
        const ask = (appSecret: string) =>
          callFrom(t, from, uploadCalls.getUploadToken.path, { appId, appSecret });
        // a CI job's first calls at once, then many more: none is refused
        for (const n of [20, 20]) {
          expect((await burst(n, () => ask(secret))).map((a) => a.errCode)).toEqual(
            Array(n).fill(0),
          );
        }
        // different guesses at once: exactly three are compared
        const guesses = await burst(8, (i) => ask(`${secret}${i}`));
        expect(guesses.filter((a) => a.errCode === 10029)).toHaveLength(3);
        expect(refused(guesses)).toHaveLength(5);
        // past the limit the right secret waits too, here as on an instance that never saw it
        expect((await ask(secret)).errCode).toBe(ErrorCode.tooManyRequests);
        t.clock.advance(15 * 60_000);
        expect((await ask(secret)).errCode).toBe(0);
      },
    );

    it.runIf(runs)('uploads: a developer starts only the allowed uploads', async () => {
      await start('uploadsPerDeveloper=2/1h');
      const token = await t.signIn(`u${unique}@example.com`);
      const created = await t.call(
        appCalls.createApp,
        { name: 'Limited', pkg: `com.limited.u${unique}` },
        { token },
      );
      const appId = created.data.appId;
      const answers = await burst(5, () =>
        sendChunk(t, token, { appId, data: Buffer.alloc(1000, 7), identifier: newIdentifier() }, 1),
      );
      const codes = answers.map((a) => a.errCode);
      expect(codes.filter((c) => c === 0)).toHaveLength(2);
      expect(codes.filter((c) => c === 10429)).toHaveLength(3);
      const rows = await t.db
        .selectFrom('uploads')
        .select('id')
        .where('app_id', '=', appId)
        .execute();
      expect(rows).toHaveLength(2);
    });
  });
}

describe('RATE_LIMITS', () => {
  it('changes the named limits, turns one off, and refuses what it cannot read', () => {
    const config = loadConfig({
      RATE_LIMITS: 'smsPerAddress=100/2h, signInFailuresPerAddress=off',
    });
    expect(config.rateLimits.smsPerAddress).toEqual({ max: 100, windowMs: 2 * 3_600_000 });
    expect(config.rateLimits.signInFailuresPerAddress.max).toBe(0);
    expect(config.rateLimits.mailPerEmail.max).toBeGreaterThan(0);
    expect(() => loadConfig({ RATE_LIMITS: 'smsPerAddress=lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMITS: 'noSuchLimit=1/1h' })).toThrow(/RATE_LIMITS/);
  });

  it('a limit turned off counts nothing', async () => {
    const t = await createTestApp({ RATE_LIMITS: 'accountLookupsPerAddress=off' });
    try {
      const answers = await burst(40, (i) =>
        callFrom(t, '10.9.9.9', calls.validateUser.path, { email: `off${i}@example.com` }),
      );
      expect(answers.every((a) => a.errCode === 0)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
