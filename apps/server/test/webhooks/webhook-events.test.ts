import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STORE_KEY_HEADER,
  appCalls,
  datacenterPaths,
  financeCalls,
  financeReviewCalls,
  trackCalls,
  webhookCalls as calls,
  webhookHeaders,
} from '@vrportal/contract';
import type { OrgEvent, StoreOrder, WebhookEventType } from '@vrportal/contract';
import type { JobRunner } from '../../src/jobs/runner.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import type { ServerProcess } from '../support/server-process.js';
import { startServer } from '../support/server-process.js';
import { REAL_PKG } from '../support/apk-builder.js';
import { financeRecord } from '../support/finance-record.js';
import { releaseOnline, uploadToTrack } from '../support/tracks.js';
import type { Receiver } from '../support/webhook-receiver.js';
import { quietJobRunner, startReceiver } from '../support/webhook-receiver.js';

const STORE_KEY = 'store-key-of-the-webhook-events-tests-0123';

interface Body {
  id: string;
  type: WebhookEventType;
  orgId: string;
  data: Record<string, unknown>;
}

/** The events the producing modules publish reach an endpoint of their organisation. */
describe(`webhook events of the review and of rollouts (${dbKind})`, () => {
  let t: TestApp;
  let receiver: Receiver;
  let runner: JobRunner;

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1', STORE_API_KEY: STORE_KEY });
    receiver = await startReceiver();
    runner = await quietJobRunner(t);
  }, 60_000);

  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** Runs the delivery job; answers what reached the test's own endpoint, at `path`. */
  const sent = async (path: string) => {
    expect((await runner.runByHand('webhook-deliveries', t.clock.now())).state).toBe('ok');
    // tries run in parallel: the order of the events is their time's
    return receiver.received
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(r.body) as Body & { createdAt: string })
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  };

  it('tells of each review stage passed and of a rollout raised, halted, resumed and completed', async () => {
    const dev = await t.signIn('producer@example.com');
    const admin = await t.signIn('reviewer@example.com', { admin: true });
    const saved = await t.call(
      calls.webhookSave,
      {
        url: receiver.url('/hook'),
        events: ['review.passed', 'review.failed', 'rollout.changed', 'rollout.halted'],
        on: true,
      },
      { token: dev },
    );
    expect(saved.errCode).toBe(0);
    const [appId] = await createApps(t, dev, 1, 'com.hooks.roll');
    await addVersion(t, appId!, { ver: '1.0', vcode: 1 });
    await t.call(trackCalls.rolloutSet, { appId: appId!, share: 10 }, { token: dev });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);
    const reviewed = await sent('/hook');
    expect(reviewed.map((b) => [b.type, b.data.stage])).toEqual([
      ['review.passed', 'auto'],
      ['review.passed', 'man'],
      ['review.passed', 'content'],
      ['review.passed', 'publish'],
    ]);
    expect(reviewed[2]!.data).toMatchObject({
      appId,
      packageName: 'com.hooks.roll0',
      channelId: null,
      version: '1.0',
    });
    expect(reviewed.every((b) => typeof b.data.auditId === 'string')).toBe(true);

    t.clock.advance(60_000);
    await addVersion(t, appId!, { ver: '1.1', vcode: 2 });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);
    await t.call(trackCalls.rolloutSet, { appId: appId!, share: 20 }, { token: dev });
    await t.call(trackCalls.rolloutHalt, { appId: appId! }, { token: dev });
    await t.call(trackCalls.rolloutResume, { appId: appId! }, { token: dev });
    await t.call(trackCalls.rolloutComplete, { appId: appId! }, { token: dev });
    const rollout = (await sent('/hook')).filter((b) => b.type.startsWith('rollout.'));
    expect(rollout.map((b) => [b.type, b.data.action ?? b.data.by, b.data.share])).toEqual([
      ['rollout.changed', 'raised', 20],
      ['rollout.halted', 'member', 20],
      ['rollout.changed', 'resumed', 20],
      ['rollout.changed', 'completed', 100],
    ]);
    expect(rollout[1]!.data).toMatchObject({ version: '1.1', versionCode: 2, reason: null });
  });

  it("tells of a testing track's build check, passed or failed", async () => {
    const dev = await t.signIn('tracks-hooks@example.com');
    const saved = await t.call(
      calls.webhookSave,
      { url: receiver.url('/tracks'), events: ['build.checked'], on: true },
      { token: dev },
    );
    expect(saved.errCode).toBe(0);
    const created = await t.call(
      appCalls.createApp,
      { name: 'Hooked Track Game', pkg: REAL_PKG },
      { token: dev },
    );
    const appId = created.data.appId;
    await uploadToTrack(t, dev, appId, 'beta', 300);
    // a build the check fails: a debug build recorded another way, as tracks.test.ts does
    const { id } = await addVersion(t, appId, {
      ver: '0.9',
      vcode: 9,
      debuggable: true,
      track: 'alpha',
    });
    await t.services.tracks.built(appId, 'alpha', id);
    await t.runDeferred();
    const checked = (await sent('/tracks')).filter((b) => b.type === 'build.checked');
    expect(checked.map((b) => [b.data.track, b.data.versionCode, b.data.passed])).toEqual([
      ['beta', 300, true],
      ['alpha', 9, false],
    ]);
    expect(checked[0]!.data.problems).toEqual([]);
    expect((checked[1]!.data.problems as string[]).length).toBeGreaterThan(0);
  });

  it('tells of a bill sent, in US cents', async () => {
    const dev = await t.signIn('billing-hooks@example.com');
    const admin = await t.signIn('billing-admin@example.com', { admin: true });
    const saved = await t.call(
      calls.webhookSave,
      { url: receiver.url('/bills'), events: ['bill.sent'], on: true },
      { token: dev },
    );
    expect(saved.errCode).toBe(0);
    const accountId = (await t.services.accounts.findAccountId({
      email: 'billing-hooks@example.com',
    }))!;
    // an approved payment profile: the bill is sent, not held
    expect(
      (await t.call(financeCalls.commitFinanceInfo, financeRecord(), { token: dev })).errCode,
    ).toBe(0);
    const profile = await t.call(
      financeReviewCalls.getFinanceProfile,
      { accountId },
      { token: admin },
    );
    const approved = await t.call(
      financeReviewCalls.reviewFinance,
      { accountId, version: profile.data.current.version, approve: true },
      { token: admin },
    );
    expect(approved.errCode).toBe(0);
    // an order of last month
    const [appId] = await createApps(t, dev, 1, 'com.hooks.bill');
    const now = t.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 4));
    const order: StoreOrder = {
      orderId: 'hook-order-1',
      appId: appId!,
      userId: 'buyer-1',
      deviceId: 'device-1',
      type: 'sale',
      amount: 1000,
      currency: 'USD',
      usdRate: 1,
      time: lastMonth.getTime(),
    };
    const res = await t.inject({
      method: 'POST',
      url: datacenterPaths.reportOrders,
      headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: STORE_KEY },
      payload: JSON.stringify({ orders: [order] }),
    });
    expect(res.json()).toMatchObject({ errCode: 0, data: { rejected: [] } });
    const month = lastMonth.toISOString().slice(0, 7);
    expect((await t.services.bills.generate(month, now)).made).toBe(1);
    const bills = (await sent('/bills')).filter((b) => b.type === 'bill.sent');
    expect(bills).toHaveLength(1);
    // 10.00 USD less the 30% fee
    expect(bills[0]!.data).toMatchObject({ month, amountCents: 700, currency: 'USD' });
    expect(bills[0]!.orgId).toBe(accountId);
  });

  it('sends with run-job of the admin command line, as of the time given', async () => {
    const owner = await t.signIn('by-hand-hooks@example.com');
    const saved = await t.call(
      calls.webhookSave,
      { url: receiver.url('/by-hand'), events: ['member.joined'], on: true },
      { token: owner },
    );
    expect(saved.errCode).toBe(0);
    const orgId = (await t.services.accounts.findAccountId({
      email: 'by-hand-hooks@example.com',
    }))!;
    await t.services.webhooks.publish({
      type: 'member.joined',
      orgId,
      data: { accountId: 'a', account: 'someone@example.com', role: 'analyst' },
    });
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'src/cli/admin.ts', 'run-job', 'webhook-deliveries', '--at', at],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATA_DIR: t.dataDir,
          SEED_DEMO: 'false',
          WEBHOOKS_ALLOW_PRIVATE: '1',
          ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
        },
      },
    );
    expect(stdout).toContain(`Webhooks as of ${at}: 1 tried, 1 delivered`);
    expect(receiver.received.filter((r) => r.path === '/by-hand')).toHaveLength(1);
  });

  it('records an event once per endpoint that is on and hears of it, in its organisation only', async () => {
    const owner = await t.signIn('counting@example.com');
    const other = await t.signIn('elsewhere@example.com');
    const url = receiver.url('/count');
    const save = (events: WebhookEventType[], on: boolean, token = owner) =>
      t.call(calls.webhookSave, { url, events, on }, { token });
    await save(['bill.sent'], true);
    await save(['bill.sent', 'member.joined'], true);
    await save(['member.joined'], true);
    await save(['bill.sent'], false);
    await save(['bill.sent'], true, other);
    const orgId = (await t.services.accounts.findAccountId({ email: 'counting@example.com' }))!;
    const event: OrgEvent = {
      type: 'bill.sent',
      orgId,
      data: { billId: 'b', month: '2026-10', amountCents: 1, currency: 'USD', confirmBy: '' },
    };
    const before = receiver.received.length;
    await t.services.webhooks.publish(event);
    await sent('/count');
    const got = receiver.received.slice(before).filter((r) => r.path === '/count');
    expect(got).toHaveLength(2);
    expect(new Set(got.map((r) => (JSON.parse(r.body) as Body).id)).size).toBe(1);
    expect(new Set(got.map((r) => r.headers[webhookHeaders.delivery.toLowerCase()])).size).toBe(2);
  });
});

/**
 * Two server processes on one PostgreSQL database, as two-instances.test.ts makes them: each
 * runs the webhook-deliveries job, and every delivery reaches the receiver once.
 */
describe.runIf(dbKind === 'postgres')('webhooks on two instances', () => {
  let t: TestApp;
  let receiver: Receiver;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
    receiver = await startReceiver();
    servers = await Promise.all([
      startServer(t, { WEBHOOKS_ALLOW_PRIVATE: '1' }),
      startServer(t, { WEBHOOKS_ALLOW_PRIVATE: '1' }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await receiver.close();
    await t.close();
  });

  it('sends each delivery once', { timeout: 120_000 }, async () => {
    const owner = await t.signIn('twins-hooks@example.com');
    const saved = await t.call(
      calls.webhookSave,
      { url: receiver.url(), events: ['bill.sent'], on: true },
      { token: owner },
    );
    expect(saved.errCode).toBe(0);
    const orgId = (await t.services.accounts.findAccountId({ email: 'twins-hooks@example.com' }))!;
    const EVENTS = 30;
    for (let i = 0; i < EVENTS; i += 1) {
      await t.services.webhooks.publish({
        type: 'bill.sent',
        orgId,
        data: { billId: `b${i}`, month: '2026-10', amountCents: i, currency: 'USD', confirmBy: '' },
      });
    }
    await expect
      .poll(() => receiver.received.length, { timeout: 60_000 })
      .toBe(EVENTS)
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${servers.map((s) => s.output()).join('\n')}`);
      });
    // another interval of both instances' jobs sends nothing more
    await new Promise((r) => setTimeout(r, 12_000));
    const ids = receiver.received.map((r) => r.headers[webhookHeaders.delivery.toLowerCase()]);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    const rows = await t.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'attempts'])
      .execute();
    expect(rows).toHaveLength(EVENTS);
    expect(rows.every((r) => r.status === 'delivered' && Number(r.attempts) === 1)).toBe(true);
    for (const s of servers) expect(s.output()).not.toMatch(/"level":50/);
  });
});
