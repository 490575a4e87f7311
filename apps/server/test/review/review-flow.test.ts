import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AppStatus as S,
  NotifyState,
  NotifyStatus,
  ReportItemStatus,
  appCalls,
  notificationCalls,
  reviewCalls,
  ErrorCode,
} from '@vrportal/contract';

import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { completeRelease } from '../support/release.js';

describe(`review workflow (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function setup() {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.walk');
    await addVersion(t, appId!, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId!);
    return { dev, admin, appId: appId! };
  }
  const status = async (token: string, appId: string) =>
    (await t.call(appCalls.getAppDetailInfo, { appId }, { token })).data;
  const notifications = async (token: string, lang = 'en') =>
    (await t.call(notificationCalls.getDvNtyList, { page: 1 }, { token, lang })).data;

  it('walks submit, automatic check, manual, content (failed, then passed), publish and online', async () => {
    const { dev, admin, appId } = await setup();
    const submitted = await t.call(appCalls.commitAppInfo, { appId }, { token: dev });
    expect(submitted).toMatchObject({ errCode: 0, data: { status: S.autoQueued } });
    expect((await status(dev, appId)).checkCode).toBe(4);

    await t.runDeferred();
    const afterAuto = await status(dev, appId);
    expect(afterAuto.status).toBe(S.manualQueued);
    let list = await notifications(dev);
    expect(list.ntys[0]).toMatchObject({
      tag: 'auto',
      type: 1,
      status: NotifyStatus.passed,
      state: NotifyState.unread,
      appId,
    });
    expect(list.ntys[0]!.title).toContain('automatic technical check passed');

    // the automatic report carries a downloadable log
    const autoReport = await t.call(
      notificationCalls.getDvAuditReport,
      { auditId: list.ntys[0]!.auditId, type: 1 },
      { token: dev },
    );
    expect(
      autoReport.data.report.items.every((item) => item.status === ReportItemStatus.passed),
    ).toBe(true);
    const log = await t.inject({
      method: 'GET',
      url: '/vrmcsys/dvlper/downloadSysLog',
      headers: { token: dev, fname: autoReport.data.log, ver: '1.0.0' },
    });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('RESULT: PASS');
    expect(autoReport.data.size).toBe(log.rawPayload.length);

    // the manual technical review: a reviewer starts it, attaches a log and passes it
    expect((await t.call(reviewCalls.startReview, { appId }, { token: admin })).data).toEqual({
      status: S.manualRunning,
    });
    const boundary = 'x-boundary';
    const upload = await t.inject({
      method: 'POST',
      url: '/vrmcsys/admin/review/uploadLog',
      headers: { token: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="logFile"; filename="device.log"\r\nContent-Type: text/plain\r\n\r\nfps 72 stable\r\n--${boundary}--\r\n`,
    });
    const stored = upload.json() as { errCode: number; data: { log: string; size: number } };
    expect(stored.errCode).toBe(0);
    const manual = await t.call(
      reviewCalls.decideReview,
      {
        appId,
        pass: true,
        items: [
          {
            name: 'Launch and exit',
            status: ReportItemStatus.passed,
            require: 'starts',
            desc: '',
            note: '',
          },
        ],
        log: stored.data.log,
      },
      { token: admin },
    );
    expect(manual).toMatchObject({ errCode: 0, data: { status: S.contentQueued } });
    const manualDetail = await status(dev, appId);
    expect(manualDetail.steps.tech.state).toBe('finish');
    expect(manualDetail.steps.tech.time).not.toBe('');

    // content review fails with a note
    await t.call(reviewCalls.startReview, { appId }, { token: admin });
    const failed = await t.call(
      reviewCalls.decideReview,
      {
        appId,
        pass: false,
        note: 'Fix the screenshots',
        items: [
          {
            name: 'Store materials',
            status: ReportItemStatus.failed,
            require: 'truthful',
            desc: 'compared',
            note: 'Screenshot 2 is from another game',
          },
          {
            name: 'Descriptions',
            status: ReportItemStatus.passed,
            require: 'accurate',
            desc: '',
            note: '',
          },
        ],
      },
      { token: admin },
    );
    expect(failed.data.status).toBe(S.contentFailed);
    const failedDetail = await status(dev, appId);
    expect(failedDetail).toMatchObject({
      status: S.contentFailed,
      checkCode: 2,
      failedAudit: { auditId: failed.data.auditId, type: 3 },
    });
    list = await notifications(dev, 'zh');
    const contentNty = list.ntys[0]!;
    expect(contentNty).toMatchObject({
      tag: 'content',
      type: 3,
      status: NotifyStatus.failed,
      state: NotifyState.unread,
      auditId: failed.data.auditId,
    });
    expect(contentNty.title).toContain('内容审核未通过');
    expect(list.unread).toBe(3);

    const report = await t.call(
      notificationCalls.getDvAuditReport,
      { auditId: failed.data.auditId, type: 3 },
      { token: dev },
    );
    expect(report.data.report.items[0]).toMatchObject({
      status: ReportItemStatus.failed,
      note: 'Screenshot 2 is from another game',
    });
    expect(report.data.report.data.note).toBe('Fix the screenshots');
    expect(report.data.log).toBe('');
    // asking for the report with another type is refused
    const wrongType = await t.call(
      notificationCalls.getDvAuditReport,
      { auditId: failed.data.auditId, type: 2 },
      { token: dev },
    );
    expect(wrongType.errCode).toBe(ErrorCode.auditNotFound);

    // reading marks it read and lowers the counter
    expect(
      (
        await t.call(
          notificationCalls.disposeNotify,
          { ntyId: contentNty.id, tag: contentNty.tag, mark: 1 },
          { token: dev },
        )
      ).errCode,
    ).toBe(0);
    expect((await notifications(dev)).unread).toBe(2);

    // the developer resubmits; every stage runs again and the app goes online
    await t.call(appCalls.commitAppInfo, { appId }, { token: dev });
    await t.runDeferred();
    for (const expected of [S.contentQueued, S.publishQueued, S.passed]) {
      await t.call(reviewCalls.startReview, { appId }, { token: admin });
      const res = await t.call(
        reviewCalls.decideReview,
        { appId, pass: true, items: [] },
        { token: admin },
      );
      expect(res.data).toMatchObject({ status: expected });
    }
    const online = await t.call(
      reviewCalls.changeAppState,
      { appId, action: 'online' },
      { token: admin },
    );
    expect(online.data).toEqual({ status: S.online });
    const final = await status(dev, appId);
    expect(final).toMatchObject({ status: S.online, hasShelves: 1, checkCode: 0 });
    expect([final.steps.tech.state, final.steps.content.state, final.steps.publish.state]).toEqual([
      'finish',
      'finish',
      'finish',
    ]);
    expect((await notifications(dev)).ntys[0]!.title).toContain('is online');

    // take down: the developer is told why
    await t.call(
      reviewCalls.changeAppState,
      { appId, action: 'takeDown', note: 'Licence expired' },
      { token: admin },
    );
    const down = await notifications(dev);
    expect(down.ntys[0]!.content).toContain('Licence expired');
    expect((await status(dev, appId)).checkCode).toBe(16);

    // every move is in the review log with who and when
    const submission = await t.call(reviewCalls.getReviewSubmission, { appId }, { token: admin });
    const moves = submission.data.log.map((l) => [l.from, l.to]).reverse();
    expect(moves).toEqual([
      [S.draft, S.autoQueued],
      [S.autoQueued, S.autoRunning],
      [S.autoRunning, S.manualQueued],
      [S.manualQueued, S.manualRunning],
      [S.manualRunning, S.contentQueued],
      [S.contentQueued, S.contentRunning],
      [S.contentRunning, S.contentFailed],
      [S.contentFailed, S.autoQueued],
      [S.autoQueued, S.autoRunning],
      [S.autoRunning, S.manualQueued],
      [S.manualQueued, S.manualRunning],
      [S.manualRunning, S.contentQueued],
      [S.contentQueued, S.contentRunning],
      [S.contentRunning, S.publishQueued],
      [S.publishQueued, S.publishRunning],
      [S.publishRunning, S.passed],
      [S.passed, S.online],
      [S.online, S.takenDown],
    ]);
    const takeDown = submission.data.log[0]!;
    expect(takeDown).toMatchObject({
      event: 'takeDown',
      role: 'reviewer',
      actor: 'admin@example.com',
    });
    expect(submission.data.log.find((l) => l.event === 'submit')).toMatchObject({
      role: 'developer',
      actor: 'dev@example.com',
    });
  });

  it('fails the automatic check with a report and a log naming the problem', async () => {
    const { dev, appId } = await setup();
    // a package name that no longer passes the rules (as an older import could hold)
    await t.db.updateTable('apps').set({ pkg: 'badpkg' }).where('id', '=', appId).execute();
    await t.call(appCalls.commitAppInfo, { appId }, { token: dev });
    await t.runDeferred();
    const detail = await status(dev, appId);
    expect(detail).toMatchObject({ status: S.autoFailed, checkCode: 1, failedAudit: { type: 1 } });
    const report = await t.call(
      notificationCalls.getDvAuditReport,
      { auditId: detail.failedAudit!.auditId, type: 1 },
      { token: dev, lang: 'en' },
    );
    // the report names its app as the apps module has it
    const app = await t.db
      .selectFrom('apps')
      .select('name')
      .where('id', '=', appId)
      .executeTakeFirstOrThrow();
    expect(report.data.appName).toBe(app.name);
    const pkgItem = report.data.report.items.find((i) => i.name === 'Package name');
    expect(pkgItem).toMatchObject({ status: ReportItemStatus.failed });
    const log = await t.inject({
      method: 'GET',
      url: '/vrmcsys/dvlper/downloadSysLog',
      headers: { token: dev, fname: report.data.log },
    });
    expect(log.body).toContain('[FAIL] auto.pkg');
  });

  it('refuses moves the state machine does not allow, and reviewer calls from developers', async () => {
    const { dev, admin, appId } = await setup();
    const early = await t.call(
      reviewCalls.decideReview,
      { appId, pass: true, items: [] },
      { token: admin, lang: 'en' },
    );
    expect(early).toMatchObject({ errCode: 10503 });
    expect(
      (await t.call(reviewCalls.changeAppState, { appId, action: 'online' }, { token: admin }))
        .errCode,
    ).toBe(ErrorCode.appStateRefused);
    expect((await t.call(reviewCalls.startReview, { appId }, { token: dev })).errCode).toBe(
      ErrorCode.notSuper,
    );
    expect(
      (await t.call(reviewCalls.getReviewQueue, { queue: 'man' }, { token: dev })).errCode,
    ).toBe(ErrorCode.notSuper);
    await t.call(appCalls.commitAppInfo, { appId }, { token: dev });
    // the automatic stage belongs to the system: a reviewer cannot start it
    expect((await t.call(reviewCalls.startReview, { appId }, { token: admin })).errCode).toBe(
      10503,
    );
    await t.runDeferred();
    const queue = await t.call(reviewCalls.getReviewQueue, { queue: 'man' }, { token: admin });
    // each queued app names its organisation and the organisation's owner (a developer made
    // here founds one named by its address)
    expect(queue.data.items.map((i) => [i.id, i.owner])).toEqual([
      [appId, 'dev@example.com (dev@example.com)'],
    ]);
    expect(queue.data.counts).toMatchObject({ man: 1, auto: 0, content: 0 });
    // a cancelled release is told to the developer and can be submitted again
    await t.call(
      reviewCalls.changeAppState,
      { appId, action: 'cancel', note: 'Requested by the developer' },
      { token: admin },
    );
    expect((await status(dev, appId)).checkCode).toBe(10);
    expect((await t.call(appCalls.commitAppInfo, { appId }, { token: dev })).data).toEqual({
      status: S.autoQueued,
    });
  });

  it('picks up automatic checks left queued or cut off by a restart', async () => {
    const { dev, appId } = await setup();
    await t.call(appCalls.commitAppInfo, { appId }, { token: dev });
    // the deferred work is lost, as in a crash; the app was even marked under way
    await t.db.updateTable('apps').set({ status: S.autoRunning }).where('id', '=', appId).execute();
    expect(await t.services.review.runPendingAutoChecks()).toBe(0);
    t.clock.advance(11 * 60_000);
    expect(await t.services.review.runPendingAutoChecks()).toBe(1);
    expect((await status(dev, appId)).status).toBe(S.manualQueued);
  });
});

describe(`review log uploads (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  const form = (boundary: string, body: string) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    body,
  });

  it('answers a body cut off mid-file with 400 and a log over 20 MiB with 10413, keeping neither', async () => {
    t = await createTestApp();
    const admin = await t.signIn('admin@example.com', { admin: true });
    const b = 'cut-boundary';
    const cut = form(
      b,
      `--${b}\r\nContent-Disposition: form-data; name="logFile"; filename="a.log"\r\n\r\npartial line`,
    );
    const broken = await t.inject({
      method: 'POST',
      url: '/vrmcsys/admin/review/uploadLog',
      headers: { token: admin, 'content-type': cut['content-type'] },
      payload: cut.body,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ errCode: 10400 });

    const big = 'x'.repeat(20 * 1024 * 1024 + 1);
    const over = await t.inject({
      method: 'POST',
      url: '/vrmcsys/admin/review/uploadLog',
      headers: { token: admin, 'content-type': `multipart/form-data; boundary=${b}` },
      payload: `--${b}\r\nContent-Disposition: form-data; name="logFile"; filename="big.log"\r\n\r\n${big}\r\n--${b}--\r\n`,
    });
    expect(over.json()).toMatchObject({ errCode: 10413 });
    const pending = path.join(t.dataDir, 'blobs', 'review-logs', 'pending');
    expect(fs.existsSync(pending) ? fs.readdirSync(pending) : []).toEqual([]);
  });
});
