import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  playerReviewStoreCalls,
  teamCalls,
  webhookCalls as calls,
  webhookHeaders,
  webhookRetryMinutes,
} from '@vrportal/contract';
import type { OrgEvent, SaveWebhookRequest } from '@vrportal/contract';
import { buildServices } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import type { Db } from '../../src/db/database.js';
import type { JobRunner } from '../../src/jobs/runner.js';
import { isPrivateAddress } from '../../src/modules/webhooks/index.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, outboxMails } from '../harness.js';
import { createApps, unique } from '../factories.js';
import { addMember } from '../support/teams.js';
import type { Receiver } from '../support/webhook-receiver.js';
import { quietJobRunner, startReceiver, verifyWebhook } from '../support/webhook-receiver.js';

const MINUTE = 60_000;
const STORE_KEY = 'store-key-of-the-webhooks-tests-0123456789';

describe(`webhooks (${dbKind})`, () => {
  let t: TestApp;
  let owner: string;
  let ownerEmail: string;
  let receiver: Receiver;
  let runner: JobRunner;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1', STORE_API_KEY: STORE_KEY });
    runner = await quietJobRunner(t);
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  /** The delivery job, run by hand through the runner as of the test clock's time. */
  async function runJob() {
    const result = await runner.runByHand('webhook-deliveries', t.clock.now());
    expect(result.state).toBe('ok');
  }

  async function save(body: SaveWebhookRequest, token = owner) {
    const res = await t.call(calls.webhookSave, body, { token });
    expect(res.errMsg).toBe('');
    return res.data;
  }

  const deliveries = async (id: string, token = owner) =>
    (await t.call(calls.webhookDeliveries, { id, page: 1 }, { token })).data.deliveries;

  /** A member joining the owner's organisation: the member.joined event. */
  const admins: string[] = [];
  const join = (role: 'developer' | 'admin' | 'finance' | 'analyst' = 'developer') => {
    const email = `member-${(serial += 1)}@example.com`;
    if (role === 'admin') admins.push(email);
    return addMember(t, owner, email, role);
  };

  // each test's own organisation (its owner, no member yet) and its own receiver
  beforeEach(async () => {
    ownerEmail = `${unique('hooks-owner')}@example.com`;
    owner = await t.signIn(ownerEmail);
    admins.length = 0;
    receiver = await startReceiver();
  });
  afterEach(() => receiver.close());

  it('sends a member joining to an endpoint, signed as documented, and shows the delivery', async () => {
    receiver.received.length = 0;
    const made = await save({ url: receiver.url(), events: ['member.joined'], on: true });
    expect(made.secret).toMatch(/^whsec_[\w-]{32}$/);
    const secret = made.secret!;
    // later answers never carry the secret
    const list = await t.call(calls.webhookList, {}, { token: owner });
    expect(JSON.stringify(list.data)).not.toContain(secret);
    expect(list.data.webhooks).toContainEqual(
      expect.objectContaining({ id: made.webhook.id, on: true, events: ['member.joined'] }),
    );
    const edited = await save({
      id: made.webhook.id,
      url: receiver.url(),
      events: ['member.joined'],
      on: true,
    });
    expect(edited.secret).toBeUndefined();
    // stored encrypted, not as it was handed out
    const row = await t.db
      .selectFrom('webhooks')
      .select('secret')
      .where('id', '=', made.webhook.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret.slice(6));

    await join();
    // recorded, not sent, until the job runs
    expect(receiver.received).toHaveLength(0);
    await runJob();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const signature = got.headers[webhookHeaders.signature.toLowerCase()] as string;
    expect(verifyWebhook(secret, signature, got.body, t.clock.now().getTime())).toBe(true);
    expect(verifyWebhook(`${secret}x`, signature, got.body, t.clock.now().getTime())).toBe(false);
    expect(verifyWebhook(secret, signature, `${got.body} `, t.clock.now().getTime())).toBe(false);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers[webhookHeaders.event.toLowerCase()]).toBe('member.joined');
    const body = JSON.parse(got.body) as { id: string; type: string; orgId: string; data: object };
    expect(body).toMatchObject({
      type: 'member.joined',
      data: { role: 'developer', account: `member-${serial}@example.com` },
    });
    expect(got.body).not.toContain(secret);
    const [delivery] = await deliveries(made.webhook.id);
    expect(got.headers[webhookHeaders.delivery.toLowerCase()]).toBe(delivery!.id);
    expect(delivery).toMatchObject({
      eventId: body.id,
      type: 'member.joined',
      status: 'delivered',
      attempts: 1,
      httpStatus: 200,
      nextTryAt: null,
      error: null,
    });
    expect(delivery!.durationMs).toBeGreaterThanOrEqual(0);
    // the next run has nothing to send
    await runJob();
    expect(receiver.received).toHaveLength(1);

    // send again: a new delivery of the same event
    const again = await t.call(
      calls.webhookRedeliver,
      { deliveryId: delivery!.id },
      { token: owner },
    );
    expect(again.data).toMatchObject({ eventId: body.id, status: 'pending', attempts: 0 });
    await runJob();
    expect(receiver.received).toHaveLength(2);
    const second = receiver.received[1]!;
    expect(JSON.parse(second.body)).toEqual(body);
    expect(second.headers[webhookHeaders.delivery.toLowerCase()]).toBe(again.data.id);
    expect((await deliveries(made.webhook.id)).map((d) => d.id)).toEqual([
      again.data.id,
      delivery!.id,
    ]);
    await t.call(calls.webhookDelete, { id: made.webhook.id }, { token: owner });
    expect((await t.call(calls.webhookList, {}, { token: owner })).data.webhooks).toEqual([]);
  });

  it('refuses other organisations and roles without the permission', async () => {
    const made = await save({ url: receiver.url(), events: ['bill.sent'], on: true });
    const id = made.webhook.id;
    await t.services.webhooks.publish({
      type: 'bill.sent',
      orgId: (await t.services.accounts.findAccountId({ email: ownerEmail }))!,
      data: { billId: 'b1', month: '2026-10', amountCents: 1234, currency: 'USD', confirmBy: '' },
    });
    const [delivery] = await deliveries(id);
    expect(delivery).toBeDefined();

    const stranger = await t.signIn('hooks-stranger@example.com');
    expect((await t.call(calls.webhookList, {}, { token: stranger })).data.webhooks).toEqual([]);
    const refusedElsewhere = [
      await t.call(calls.webhookDeliveries, { id, page: 1 }, { token: stranger }),
      await t.call(calls.webhookDelete, { id }, { token: stranger }),
      await t.call(
        calls.webhookSave,
        { id, url: receiver.url('/stolen'), events: ['bill.sent'], on: true },
        { token: stranger },
      ),
    ];
    for (const res of refusedElsewhere) expect(res.errCode).toBe(ErrorCode.webhookNotFound);
    const redeliver = await t.call(
      calls.webhookRedeliver,
      { deliveryId: delivery!.id },
      { token: stranger },
    );
    expect(redeliver.errCode).toBe(ErrorCode.webhookDeliveryNotFound);

    for (const role of ['developer', 'finance', 'analyst'] as const) {
      const member = await join(role);
      const answers = [
        await t.call(calls.webhookList, {}, { token: member }),
        await t.call(
          calls.webhookSave,
          { url: receiver.url(), events: ['bill.sent'], on: true },
          {
            token: member,
          },
        ),
        await t.call(calls.webhookDelete, { id }, { token: member }),
        await t.call(calls.webhookDeliveries, { id, page: 1 }, { token: member }),
        await t.call(calls.webhookRedeliver, { deliveryId: delivery!.id }, { token: member }),
      ];
      for (const res of answers) expect(res.errCode).toBe(ErrorCode.roleRefused);
    }
    // an admin may
    const admin = await join('admin');
    expect((await t.call(calls.webhookList, {}, { token: admin })).data.webhooks).toHaveLength(1);
    // nothing changed by the refused calls
    const stored = await t.db.selectFrom('webhooks').selectAll().where('id', '=', id).execute();
    expect(stored.map((w) => w.url)).toEqual([receiver.url()]);
    await t.call(calls.webhookDelete, { id }, { token: admin });
  });

  it('refuses bad input with a clear code and keeps what was stored', async () => {
    const made = await save({ url: receiver.url(), events: ['bill.sent'], on: true });
    const bad = async (body: unknown) =>
      (await t.call(calls.webhookSave.path, body, { token: owner })).errCode;
    expect(await bad({ url: 'ftp://example.com/x', events: ['bill.sent'], on: true })).toBe(
      ErrorCode.webhookUrlInvalid,
    );
    expect(await bad({ url: 'not a url', events: ['bill.sent'], on: true })).toBe(
      ErrorCode.webhookUrlInvalid,
    );
    expect(await bad({ url: 'http://user:pw@127.0.0.1/x', events: ['bill.sent'], on: true })).toBe(
      ErrorCode.webhookUrlInvalid,
    );
    expect(await bad({ url: receiver.url(), events: [], on: true })).toBe(ErrorCode.invalidRequest);
    expect(await bad({ url: receiver.url(), events: ['app.exploded'], on: true })).toBe(
      ErrorCode.invalidRequest,
    );
    expect(await bad({ url: receiver.url(), events: ['bill.sent', 'bill.sent'], on: true })).toBe(
      ErrorCode.invalidRequest,
    );
    expect(
      await bad({
        id: made.webhook.id,
        url: 'https://no-such-host.invalid/',
        events: ['bill.sent'],
        on: true,
      }),
    ).toBe(ErrorCode.webhookHostUnknown);
    const row = await t.db
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', made.webhook.id)
      .executeTakeFirstOrThrow();
    expect(row.url).toBe(receiver.url());
    expect(
      await t.call(calls.webhookDeliveries, { id: made.webhook.id, page: 0 }, { token: owner }),
    ).toMatchObject({ errCode: ErrorCode.invalidRequest });
    await t.call(calls.webhookDelete, { id: made.webhook.id }, { token: owner });
  });

  it('retries with backoff for a day, then gives up, turns the endpoint off and tells the owners and admins', async () => {
    // an admin who joined before the endpoint was made
    await join('admin');
    receiver.received.length = 0;
    receiver.answer({ status: 500 });
    const made = await save({ url: receiver.url('/down'), events: ['member.joined'], on: true });
    const id = made.webhook.id;
    await join('admin');
    const start = t.clock.now().getTime();
    await runJob();
    const times: number[] = [];
    for (;;) {
      const [d] = await deliveries(id);
      if (d!.status !== 'retrying') break;
      expect(d!.httpStatus).toBe(500);
      expect(d!.error).toBe('HTTP 500');
      const next = Date.parse(d!.nextTryAt!);
      // not due a moment before its time
      t.clock.advance(next - t.clock.now().getTime() - 1000);
      await runJob();
      expect((await deliveries(id))[0]!.attempts).toBe(d!.attempts);
      t.clock.advance(1000);
      times.push(Math.round((next - start) / MINUTE));
      await runJob();
    }
    // 1, 5, 30 min, 2, 6, 12 h after each try, the last at 24 h
    const expected: number[] = [];
    let at = 0;
    for (const m of webhookRetryMinutes) expected.push((at += m));
    expected.push(24 * 60);
    expect(times).toEqual(expected);
    const [last] = await deliveries(id);
    expect(last).toMatchObject({ status: 'failed', attempts: 8, nextTryAt: null });
    expect(last!.tries).toHaveLength(8);
    expect(receiver.received).toHaveLength(8);

    const [hook] = (await t.call(calls.webhookList, {}, { token: owner })).data.webhooks;
    expect(hook).toMatchObject({ on: false, disabledReason: 'failing' });
    // the organisation's members: the mails and notices of other organisations are not this test's
    const members = (await t.call(teamCalls.members, {}, { token: owner })).data.members;
    const mails = (await outboxMails(t.dataDir)).filter(
      (m) => /webhook/i.test(m.subject) && members.some((member) => member.account === m.to),
    );
    // the owner and each admin, not the other members
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(mails.map((m) => m.to).sort()).toEqual([ownerEmail, ...admins].sort());
    expect(mails[0]!.text).toContain(receiver.url('/down'));
    const notes = await t.db
      .selectFrom('notifications')
      .select(['account_id', 'link'])
      .where('tag', '=', 'webhook')
      .where(
        'account_id',
        'in',
        members.map((m) => m.accountId),
      )
      .execute();
    expect(notes).toHaveLength(1 + admins.length);
    expect(notes.every((n) => n.link === '/webhooks')).toBe(true);

    // off: no new event is recorded for it, and nothing is sent again
    await join();
    await runJob();
    expect(receiver.received).toHaveLength(8);
    const off = await t.call(calls.webhookRedeliver, { deliveryId: last!.id }, { token: owner });
    expect(off.errCode).toBe(ErrorCode.webhookOff);
    // on again: its failures are forgotten and a "send again" goes out
    receiver.answer({ status: 204 });
    await save({ id, url: receiver.url('/down'), events: ['member.joined'], on: true });
    const again = await t.call(calls.webhookRedeliver, { deliveryId: last!.id }, { token: owner });
    expect(again.errCode).toBe(0);
    await runJob();
    expect((await deliveries(id))[0]).toMatchObject({ status: 'delivered', httpStatus: 204 });
    receiver.answer({ status: 200 });
    await t.call(calls.webhookDelete, { id }, { token: owner });
  });

  it('never follows a redirect', async () => {
    receiver.received.length = 0;
    receiver.answer({ status: 302, location: '/elsewhere' });
    const made = await save({ url: receiver.url('/moved'), events: ['member.joined'], on: true });
    await join();
    await runJob();
    expect(receiver.received.map((r) => r.path)).toEqual(['/moved']);
    expect((await deliveries(made.webhook.id))[0]).toMatchObject({
      status: 'retrying',
      httpStatus: 302,
      error: 'redirect not followed (HTTP 302)',
    });
    // turned off by a member: what it had yet to send is given up
    await save({
      id: made.webhook.id,
      url: receiver.url('/moved'),
      events: ['member.joined'],
      on: false,
    });
    expect((await deliveries(made.webhook.id))[0]).toMatchObject({
      status: 'failed',
      nextTryAt: null,
      error: 'webhook turned off',
    });
    receiver.answer({ status: 200 });
    await t.call(calls.webhookDelete, { id: made.webhook.id }, { token: owner });
  });

  it('tells of a new 1- or 2-star review of an app, and not of a good one', async () => {
    receiver.received.length = 0;
    const made = await save({
      url: receiver.url(),
      events: ['player_review.low_rating'],
      on: true,
    });
    const [appId] = await createApps(t, owner, 1, 'com.hooks.game');
    const review = (reviewId: string, rating: number) => ({
      reviewId,
      appId,
      userId: 'player-secret-id',
      rating,
      title: 'Crashes',
      text: 'It crashes at start',
      language: 'en',
      versionCode: 7,
      deviceModel: 'Quest 3',
      time: t.clock.now().getTime(),
    });
    const res = await t.inject({
      method: 'POST',
      url: playerReviewStoreCalls.reportReviews.path,
      headers: { 'content-type': 'application/json', 'x-store-key': STORE_KEY },
      payload: JSON.stringify({ reviews: [review('r-low', 1), review('r-good', 5)] }),
    });
    expect(res.json()).toMatchObject({ errCode: 0 });
    await runJob();
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receiver.received[0]!.body) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ appId, reviewId: 'r-low', rating: 1, versionCode: 7 });
    expect(receiver.received[0]!.body).not.toContain('player-secret-id');
    await t.call(calls.webhookDelete, { id: made.webhook.id }, { token: owner });
  });

  describe('addresses', () => {
    it('tells private, local and reserved addresses from public ones', () => {
      for (const a of [
        '127.0.0.1',
        '10.1.2.3',
        '172.16.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '::1',
        '::',
        'fd00::1',
        'fe80::1',
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '64:ff9b::a01:203',
      ]) {
        expect(isPrivateAddress(a), a).toBe(true);
      }
      for (const a of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
        expect(isPrivateAddress(a), a).toBe(false);
      }
    });

    it('refuses them at save time without WEBHOOKS_ALLOW_PRIVATE, and plain http', async () => {
      const strict = await createTestApp();
      try {
        const token = await strict.signIn('strict@example.com');
        for (const url of [
          'https://127.0.0.1/hook',
          'https://10.0.0.8/hook',
          'https://[::1]/hook',
          'https://169.254.169.254/latest',
          'https://100.64.1.1/',
          'https://[fd12::1]/',
          'https://[::ffff:127.0.0.1]/',
          'https://0.0.0.0/',
          'https://localhost/hook',
        ]) {
          const res = await strict.call(
            calls.webhookSave,
            { url, events: ['bill.sent'], on: true },
            { token },
          );
          expect(res.errCode, url).toBe(ErrorCode.webhookAddressPrivate);
        }
        const http = await strict.call(
          calls.webhookSave,
          { url: 'http://93.184.215.14/hook', events: ['bill.sent'], on: true },
          { token },
        );
        expect(http.errCode).toBe(ErrorCode.webhookUrlInvalid);
        expect(await strict.db.selectFrom('webhooks').selectAll().execute()).toEqual([]);
      } finally {
        await strict.close();
      }
    });

    it('refuses them again at connect time: a name may resolve elsewhere later', async () => {
      receiver.received.length = 0;
      // saved while allowed; an instance without the setting then sends it
      const made = await save({
        url: `https://localhost:${receiver.port}/hook`,
        events: ['member.joined'],
        on: true,
      });
      const plain = await save({ url: receiver.url(), events: ['member.joined'], on: true });
      const strict = buildServices({
        config: loadConfig({
          DATA_DIR: t.dataDir,
          ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
          WEB_DIST: path.join(t.dataDir, 'none'),
        }),
        db: t.db,
        clock: t.clock,
      });
      try {
        await join();
        await strict.webhooks.runs.run(t.clock.now());
        expect(receiver.received).toHaveLength(0);
        expect((await deliveries(made.webhook.id))[0]).toMatchObject({
          status: 'retrying',
          httpStatus: null,
          error: 'refused: 127.0.0.1 is a private or reserved address',
        });
        expect((await deliveries(plain.webhook.id))[0]).toMatchObject({
          status: 'retrying',
          error: 'plain http refused: use https',
        });
      } finally {
        await strict.uploads.close();
        for (const id of [made.webhook.id, plain.webhook.id]) {
          await t.call(calls.webhookDelete, { id }, { token: owner });
        }
      }
    });
  });

  it('sends each delivery once when two instances run the job together', async () => {
    receiver.received.length = 0;
    const made = await save({ url: receiver.url(), events: ['bill.sent'], on: true });
    const orgId = (await t.services.accounts.findAccountId({ email: ownerEmail }))!;
    const EVENTS = 24;
    for (let i = 0; i < EVENTS; i += 1) {
      const event: OrgEvent = {
        type: 'bill.sent',
        orgId,
        data: { billId: `b${i}`, month: '2026-10', amountCents: i, currency: 'USD', confirmBy: '' },
      };
      await t.services.webhooks.publish(event);
    }
    // a second instance: its own connection to the same database
    const otherDb: Db = openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
    const second = buildServices({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
        WEB_DIST: path.join(t.dataDir, 'none'),
        WEBHOOKS_ALLOW_PRIVATE: '1',
      }),
      db: otherDb,
      clock: t.clock,
    });
    try {
      const now = t.clock.now();
      await Promise.all([
        t.services.webhooks.runs.run(now),
        second.webhooks.runs.run(now),
        t.services.webhooks.runs.run(now),
        second.webhooks.runs.run(now),
      ]);
      const ids = receiver.received.map((r) => r.headers[webhookHeaders.delivery.toLowerCase()]);
      expect(ids).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
      const rows = await deliveries(made.webhook.id);
      expect(rows.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    } finally {
      await second.uploads.close();
      await otherDb.destroy();
      await t.call(calls.webhookDelete, { id: made.webhook.id }, { token: owner });
    }
  });
});
