import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  AuditStatus,
  ErrorCode,
  ReportItemStatus,
  notificationCalls,
  releaseCalls,
  reviewCalls,
} from '@vrportal/contract';
import { addVersion, createApps } from '../factories.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { completeRelease } from '../support/release.js';

interface QueueItem {
  id: string;
  cId: string;
  channel: string;
  status: number;
}
interface Queue {
  items: QueueItem[];
  total: number;
  counts: Record<string, number>;
}
interface Submission {
  app: QueueItem;
  versions: { ver: string }[];
  standard: unknown[];
  audits: { auditId: string; type: number; status: number }[];
  log: {
    event: string;
    from: number;
    to: number;
    note: string;
    auditId: string;
    actor: string;
    role: string;
  }[];
}

/** A passed line of each stage's own checklist. */
const line = (name: string) => ({
  name,
  status: ReportItemStatus.passed,
  require: 'starts',
  desc: '',
  note: '',
});
const ITEMS = [line('Launch and exit')];
const CONTENT_ITEMS = [line('Lawful content')];
const RELEASE_ITEMS = [line('Release build')];

describe(`channel release review (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let admin: string;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('dev@example.com');
    admin = await t.signIn('admin@example.com', { admin: true });
  });
  afterAll(() => t.close());

  /** An app with a main-store build and a channel whose release passed the automatic check. */
  async function queuedChannel(name = 'Arcade halls') {
    serial += 1;
    const [appId] = await createApps(t, dev, 1, `com.chreview.app${serial}x`);
    await addVersion(t, appId!, { ver: '1.0.0', vcode: 1 });
    const created = await t.call(
      releaseCalls.createAppChannel,
      { appId: appId!, name },
      { token: dev },
    );
    const cId = created.data.cId;
    const build = await addVersion(t, appId!, { ver: '1.0.1-arcade', vcode: 2 });
    const app = await t.db
      .selectFrom('apps')
      .select('pkg')
      .where('id', '=', appId!)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('app_versions')
      .set({
        channel_id: cId,
        manifest: JSON.stringify({
          pkg: app.pkg,
          versionCode: 2,
          versionName: '1.0.1-arcade',
          debuggable: false,
        }),
      })
      .where('id', '=', build.id)
      .execute();
    await completeRelease(t, dev, appId!, { cId });
    const committed = await t.call(
      releaseCalls.commitAppInfoTob.path,
      { appId, cId },
      { token: dev },
    );
    expect(committed).toMatchObject({ errCode: 0, data: { status: AppStatus.autoQueued } });
    await t.runDeferred();
    return { appId: appId!, cId, buildId: build.id };
  }

  const call = <T>(path: string, body: Record<string, unknown>, token = admin) =>
    t.call<T>(path, body, { token, lang: 'en' });
  const channelRow = (cId: string) =>
    t.db.selectFrom('release_channels').selectAll().where('id', '=', cId).executeTakeFirstOrThrow();
  const appStatus = async (appId: string) =>
    (
      await t.db
        .selectFrom('apps')
        .select('status')
        .where('id', '=', appId)
        .executeTakeFirstOrThrow()
    ).status;

  it('walks a channel release through manual, content and publish review to online', async () => {
    const { appId, cId, buildId } = await queuedChannel();
    expect((await channelRow(cId)).status).toBe(AppStatus.manualQueued);

    const queue = await call<Queue>(reviewCalls.getReviewQueue.path, { queue: 'man' });
    expect(queue.errCode).toBe(0);
    const item = queue.data.items.find((i) => i.cId === cId);
    expect(item).toMatchObject({
      id: appId,
      cId,
      channel: 'Arcade halls',
      status: AppStatus.manualQueued,
    });
    expect(queue.data.total).toBe(queue.data.items.length);
    expect(queue.data.counts.man).toBe(queue.data.total);

    const submission = await call<Submission>(reviewCalls.getReviewSubmission.path, {
      appId,
      cId,
    });
    expect(submission.data.app).toMatchObject({
      cId,
      channel: 'Arcade halls',
      status: AppStatus.manualQueued,
    });
    expect(submission.data.versions.map((v) => v.ver)).toEqual(['1.0.1-arcade']);
    expect(submission.data.standard.length).toBeGreaterThan(0);
    expect(submission.data.audits.map((a) => a.type)).toEqual([1]);

    const steps: [string, Record<string, unknown>, number][] = [
      [reviewCalls.startReview.path, {}, AppStatus.manualRunning],
      [reviewCalls.decideReview.path, { pass: true, items: ITEMS }, AppStatus.contentQueued],
      [reviewCalls.startReview.path, {}, AppStatus.contentRunning],
      [
        reviewCalls.decideReview.path,
        { pass: true, items: CONTENT_ITEMS },
        AppStatus.publishQueued,
      ],
      [reviewCalls.startReview.path, {}, AppStatus.publishRunning],
      [reviewCalls.decideReview.path, { pass: true, items: RELEASE_ITEMS }, AppStatus.passed],
      [reviewCalls.changeAppState.path, { action: 'online' }, AppStatus.online],
    ];
    for (const [path, body, status] of steps) {
      const res = await call<{ status: number }>(path, { appId, cId, ...body });
      expect(res).toMatchObject({ errCode: 0, data: { status } });
      expect((await channelRow(cId)).status).toBe(status);
      // the main store's release is left alone
      expect(await appStatus(appId)).toBe(AppStatus.draft);
    }

    const row = await channelRow(cId);
    expect(row.live_version_id).toBe(buildId);
    expect(row.tech_passed_at).not.toBeNull();
    expect(row.content_passed_at).not.toBeNull();
    expect(row.publish_passed_at).not.toBeNull();
    const list = await t.call(releaseCalls.getAppChannelList, { appId }, { token: dev });
    expect(list.data.tob).toEqual([
      expect.objectContaining({ id: cId, ver: '1.0.1-arcade', status: AppStatus.online }),
    ]);
    expect(list.data.toc.ver).toBe('1.0.0');

    const after = await call<Submission>(reviewCalls.getReviewSubmission.path, { appId, cId });
    expect(after.data.audits.map((a) => a.type).sort()).toEqual([1, 2, 3, 4]);
    expect(after.data.log[0]).toMatchObject({
      event: 'online',
      from: AppStatus.passed,
      to: AppStatus.online,
    });
    // each move names who made it: the developer submitted, the reviewer decided
    expect(after.data.log.find((l) => l.event === 'submit')).toMatchObject({
      actor: 'dev@example.com',
    });
    expect(after.data.log.filter((l) => l.role === 'reviewer').map((l) => l.actor)).toContain(
      'admin@example.com',
    );
    const ntys = await t.call(notificationCalls.getDvNtyList, {}, { token: dev, lang: 'en' });
    const mine = ntys.data.ntys.filter((n) => n.appId === appId);
    expect(mine[0]!.title).toContain('(Arcade halls)');
    expect(mine.map((n) => n.tag)).toEqual(['app', 'publish', 'content', 'man', 'auto']);
  });

  it('fails a stage with a note and a report', async () => {
    const { appId, cId } = await queuedChannel('Hotels');
    await call(reviewCalls.startReview.path, { appId, cId });
    const failed = await call<{ auditId: string; status: number }>(reviewCalls.decideReview.path, {
      appId,
      cId,
      pass: false,
      note: 'Crashes on start',
      items: [{ ...ITEMS[0], status: ReportItemStatus.failed, note: 'crash at launch' }],
    });
    expect(failed).toMatchObject({ errCode: 0, data: { status: AppStatus.manualFailed } });
    const report = await t.call(
      notificationCalls.getDvAuditReport,
      { auditId: failed.data.auditId, type: 2 },
      { token: dev },
    );
    expect(report.data).toMatchObject({ status: AuditStatus.failed, appId, ver: '1.0.1-arcade' });
    expect(report.data.report.data.note).toBe('Crashes on start');
    expect(report.data.report.items[0]).toMatchObject({
      status: ReportItemStatus.failed,
      note: 'crash at launch',
    });
    const submission = await call<Submission>(reviewCalls.getReviewSubmission.path, {
      appId,
      cId,
    });
    expect(submission.data.log[0]).toMatchObject({
      event: 'fail',
      note: 'Crashes on start',
      auditId: failed.data.auditId,
    });
    expect((await channelRow(cId)).tech_passed_at).toBeNull();
    expect(await appStatus(appId)).toBe(AppStatus.draft);
  });

  it('refuses developers and a channel of another app', async () => {
    const { appId, cId } = await queuedChannel();
    const other = await queuedChannel('Other');
    expect((await call(reviewCalls.startReview.path, { appId, cId }, dev)).errCode).toBe(
      ErrorCode.notSuper,
    );
    for (const [path, body] of [
      [reviewCalls.getReviewSubmission.path, {}],
      [reviewCalls.startReview.path, {}],
      [reviewCalls.decideReview.path, { pass: true, items: [] }],
      [reviewCalls.changeAppState.path, { action: 'cancel' }],
    ] as const) {
      const res = await call(path, { appId, cId: other.cId, ...body });
      expect(res.errCode).toBe(ErrorCode.channelNotFound);
    }
    expect((await channelRow(other.cId)).status).toBe(AppStatus.manualQueued);
    // the automatic stage is the system's; an online move before passing is refused
    expect(
      (await call(reviewCalls.changeAppState.path, { appId, cId, action: 'online' })).errCode,
    ).toBe(ErrorCode.appStateRefused);
  });

  it('lets exactly one of two parallel starts of a channel release through', async () => {
    const { appId, cId } = await queuedChannel();
    const results = await Promise.all([
      call<{ status: number }>(reviewCalls.startReview.path, { appId, cId }),
      call<{ status: number }>(reviewCalls.startReview.path, { appId, cId }),
    ]);
    expect(results.map((r) => r.errCode).sort()).toEqual([0, ErrorCode.appStateRefused]);
    expect((await channelRow(cId)).status).toBe(AppStatus.manualRunning);
    const log = await t.db
      .selectFrom('channel_review_log')
      .select('event')
      .where('channel_id', '=', cId)
      .where('event', '=', 'start')
      .where('role', '=', 'reviewer')
      .execute();
    expect(log).toHaveLength(1);
  });
});
