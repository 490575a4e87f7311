import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  AuditStatus,
  BusinessLinkStatus,
  ErrorCode,
  IN_REVIEW_STATUSES,
  ReportItemStatus,
  appCalls,
  notificationCalls,
  releaseCalls,
  uploadPaths,
  releaseIncompleteData,
} from '@vrportal/contract';
import { addVersion, createApps } from '../factories.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, lastMailTo, outboxMails } from '../harness.js';
import { COMPLETE_FORM, completeRelease } from '../support/release.js';
import { mergeBody, newIdentifier, uploadChunks } from '../support/uploads.js';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');

describe(`release channels (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('dev@example.com');
    other = await t.signIn('other@example.com');
  });
  afterAll(() => t.close());

  async function newApp(token = dev) {
    serial += 1;
    const [appId] = await createApps(t, token, 1, `com.channel.app${serial}x`);
    return appId!;
  }
  async function newChannel(appId: string, name = 'Arcade halls', token = dev) {
    const res = await t.call(
      releaseCalls.createAppChannel,
      { appId, name, descpt: 'Arcades of Shanghai' },
      { token },
    );
    expect(res.errCode).toBe(0);
    return res.data.cId;
  }
  /** A build of a business channel, as a finished mergeAppFileTob leaves it. */
  async function addChannelVersion(
    appId: string,
    cId: string,
    v: { ver: string; vcode: number },
    manifest: Record<string, unknown> = {},
  ) {
    const added = await addVersion(t, appId, v);
    const app = await t.db
      .selectFrom('apps')
      .select('pkg')
      .where('id', '=', appId)
      .executeTakeFirst();
    await t.db
      .updateTable('app_versions')
      .set({
        channel_id: cId,
        manifest: JSON.stringify({
          pkg: app!.pkg,
          versionCode: v.vcode,
          versionName: v.ver,
          debuggable: false,
          ...manifest,
        }),
      })
      .where('id', '=', added.id)
      .execute();
    return added;
  }
  const list = async (appId: string, token = dev) =>
    (await t.call(releaseCalls.getAppChannelList, { appId }, { token })).data;
  const info = (cId: string, token = dev) =>
    t.call(releaseCalls.getAppChannelInfo, { cId }, { token });
  const tobForm = async (appId: string, cId: string) =>
    (await t.call(releaseCalls.getAppInfoTob, { appId, cId }, { token: dev })).data;
  const channelStatus = async (cId: string) =>
    (
      await t.db
        .selectFrom('release_channels')
        .select('status')
        .where('id', '=', cId)
        .executeTakeFirstOrThrow()
    ).status;
  const setChannelStatus = (cId: string, status: number) =>
    t.db.updateTable('release_channels').set({ status }).where('id', '=', cId).execute();

  it('lists the main store (toc) and the business channels (tob) with their versions', async () => {
    const appId = await newApp();
    expect(await list(appId)).toEqual({ toc: { time: '', ver: '' }, tob: [] });
    const main = await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    const created = await t.call(
      releaseCalls.createAppChannel,
      { appId, name: '  Arcade halls ', descpt: ' Arcades of Shanghai ' },
      { token: dev },
    );
    expect(created.errCode).toBe(0);
    const cId = created.data.cId;
    expect(cId).toMatch(/^[0-9a-f]{32}$/);
    const mainRow = await t.db
      .selectFrom('app_versions')
      .select('created_at')
      .where('id', '=', main.id)
      .executeTakeFirstOrThrow();
    expect(await list(appId)).toEqual({
      toc: { time: mainRow.created_at, ver: '1.0.0' },
      tob: [{ id: cId, name: 'Arcade halls', time: '', ver: '', status: AppStatus.draft }],
    });
    t.clock.advance(1000);
    await addChannelVersion(appId, cId, { ver: '1.1.0-arcade', vcode: 2 });
    t.clock.advance(1000);
    await addVersion(t, appId, { ver: '1.2.0', vcode: 3 });
    const after = await list(appId);
    // each channel shows its own build: the main store's newest, the channel's own
    expect(after.toc.ver).toBe('1.2.0');
    expect(after.tob[0]).toMatchObject({ id: cId, ver: '1.1.0-arcade' });
    // the live build is shown while a newer one is a draft
    await t.db
      .updateTable('apps')
      .set({ published_version_id: main.id })
      .where('id', '=', appId)
      .execute();
    expect((await list(appId)).toc).toEqual({ time: mainRow.created_at, ver: '1.0.0' });
    const second = await newChannel(appId, 'Hotels');
    expect((await list(appId)).tob.map((c) => c.id)).toEqual([cId, second]);
  });

  it('checks channel names (2-80) and descriptions (at most 100), creating nothing refused', async () => {
    const appId = await newApp();
    const create = (body: Record<string, unknown>) =>
      t.call(releaseCalls.createAppChannel.path, { appId, ...body }, { token: dev });
    for (const [body, fields] of [
      [{ name: 'A' }, { name: 'length' }],
      [{ name: ' '.repeat(10) }, { name: 'length' }],
      [{ name: 'N'.repeat(81) }, { name: 'length' }],
      [{ name: 'Hotels', descpt: 'd'.repeat(101) }, { descpt: 'length' }],
    ] as const) {
      const res = await create(body);
      expect(res.errCode).toBe(ErrorCode.invalidInformation);
      expect(res.data).toEqual({ fields });
    }
    expect((await create({})).errCode).toBe(ErrorCode.invalidRequest);
    expect((await list(appId)).tob).toEqual([]);
    expect((await create({ name: 'N'.repeat(80), descpt: 'd'.repeat(100) })).errCode).toBe(0);
    expect((await create({ name: '渠道' })).errCode).toBe(0);
    expect((await list(appId)).tob).toHaveLength(2);
  });

  it('answers the channel with its businesses; an unknown channel is 10550', async () => {
    const appId = await newApp();
    const cId = await newChannel(appId);
    const res = await info(cId);
    expect(res.errCode).toBe(0);
    expect(res.data).toMatchObject({
      cId,
      appId,
      name: 'Arcade halls',
      descpt: 'Arcades of Shanghai',
      status: AppStatus.draft,
      businessList: [],
    });
    expect((await info('e'.repeat(32))).errCode).toBe(ErrorCode.channelNotFound);
  });

  it('deletes a channel with its draft and builds; refused while a build is under review', async () => {
    const appId = await newApp();
    const cId = await newChannel(appId);
    const keep = await newChannel(appId, 'Hotels');
    const build = await addChannelVersion(appId, cId, { ver: '1.0.0', vcode: 1 });
    await addVersion(t, appId, { ver: '2.0.0', vcode: 2 });
    const saved = await t.call(
      releaseCalls.saveAppInfoTob,
      { appId, cId, developer: 'Channel Studio' },
      { token: dev },
    );
    expect(saved.errCode).toBe(0);
    for (const status of IN_REVIEW_STATUSES) {
      await setChannelStatus(cId, status);
      const refused = await t.call(releaseCalls.deleteAppChannel, { cId }, { token: dev });
      expect(refused.errCode).toBe(ErrorCode.channelUnderReview);
    }
    expect((await info(cId)).errCode).toBe(0);
    await setChannelStatus(cId, AppStatus.autoFailed);
    expect((await t.call(releaseCalls.deleteAppChannel, { cId }, { token: dev })).errCode).toBe(0);
    expect((await info(cId)).errCode).toBe(ErrorCode.channelNotFound);
    expect((await list(appId)).tob.map((c) => c.id)).toEqual([keep]);
    const drafts = await t.db
      .selectFrom('release_drafts')
      .select('channel_key')
      .where('app_id', '=', appId)
      .execute();
    expect(drafts).toEqual([]);
    const versions = await t.db
      .selectFrom('app_versions')
      .select(['ver', 'channel_id'])
      .where('app_id', '=', appId)
      .execute();
    expect(versions).toEqual([{ ver: '2.0.0', channel_id: null }]);
    expect(await t.services.blobs.open(build.blobKey)).toBeNull();
    // the main store is no channel: it has no cId to delete
    expect(
      (await t.call(releaseCalls.deleteAppChannel, { cId: 'toc' }, { token: dev })).errCode,
    ).toBe(ErrorCode.invalidRequest);
    expect((await t.call(releaseCalls.deleteAppChannel, { cId }, { token: dev })).errCode).toBe(
      ErrorCode.channelNotFound,
    );
  });

  it('binds a business: a mailed link confirms it, an expired or unknown link does not', async () => {
    const appId = await newApp();
    const cId = await newChannel(appId);
    const { bId } = await t.services.releases.createBusiness(
      'Arcade Ltd',
      'Ops@Arcade.example.com',
    );
    const bind = (b = bId) =>
      t.call(releaseCalls.bindBusinessToChannel, { cId, bId: b }, { token: dev });

    expect((await bind('0'.repeat(32))).errCode).toBe(ErrorCode.businessNotFound);
    expect((await bind()).errCode).toBe(0);
    const waiting = (await info(cId)).data.businessList;
    expect(waiting).toEqual([
      {
        bId,
        name: 'Arcade Ltd',
        status: BusinessLinkStatus.waiting,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await bind()).errCode).toBe(ErrorCode.businessAlreadyLinked);

    const mail = await lastMailTo(t.dataDir, 'ops@arcade.example.com');
    expect(mail.subject).toContain('Confirm a release channel link');
    expect(mail.text).toContain('Arcade halls');
    expect(mail.text).toContain('channel 0');
    expect(mail.text).toContain(bId);
    expect(mail.text).toContain('确认');
    expect(mail.link.origin).toBe('http://portal.test');
    expect(mail.link.pathname).toBe('/vrmcsys/business/confirmChannel');

    // a link whose token is not the mailed one confirms nothing
    const token = mail.link.searchParams.get('token')!;
    const forged = await t.inject({
      method: 'GET',
      url: `${mail.link.pathname}?token=${token.split('').reverse().join('')}&lang=en`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('invalid or has expired');
    expect((await info(cId)).data.businessList[0]!.status).toBe(BusinessLinkStatus.waiting);

    const opened = await t.inject({
      method: 'GET',
      url: `${mail.link.pathname}${mail.link.search}`,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('your business is now linked to the channel');
    expect(opened.body).toContain('Arcade halls');
    expect((await info(cId)).data.businessList[0]!.status).toBe(BusinessLinkStatus.confirmed);
    const again = await t.inject({
      method: 'GET',
      url: `${mail.link.pathname}${mail.link.search}&lang=zh`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('该链接已确认过');

    // unlinking removes it; the business can be linked again, with a new mail
    expect(
      (await t.call(releaseCalls.unbindBusinessFromChannel, { cId, bId }, { token: dev })).errCode,
    ).toBe(0);
    expect((await info(cId)).data.businessList).toEqual([]);
    expect(
      (await t.call(releaseCalls.unbindBusinessFromChannel, { cId, bId }, { token: dev })).errCode,
    ).toBe(ErrorCode.businessNotLinked);
    const mailsBefore = (await outboxMails(t.dataDir)).length;
    expect((await bind()).errCode).toBe(0);
    expect((await outboxMails(t.dataDir)).length).toBe(mailsBefore + 1);
    const second = await lastMailTo(t.dataDir, 'ops@arcade.example.com');
    expect(second.link.searchParams.get('token')).not.toBe(token);

    // a week later the link no longer works (moved back in time: the sessions here stay valid)
    const sent = await t.db
      .selectFrom('channel_businesses')
      .select(['sent_at', 'expires_at'])
      .where('channel_id', '=', cId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(sent.expires_at) - Date.parse(sent.sent_at)).toBe(7 * 86_400_000);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000 - 1000).toISOString();
    await t.db
      .updateTable('channel_businesses')
      .set({ sent_at: weekAgo, expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('channel_id', '=', cId)
      .execute();
    const late = await t.inject({
      method: 'GET',
      url: `${second.link.pathname}${second.link.search}`,
    });
    expect(late.statusCode).toBe(404);
    expect((await info(cId)).data.businessList[0]!.status).toBe(BusinessLinkStatus.waiting);
  });

  it('registers a business on the command line; the printed bId can be linked', async () => {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: t.dataDir };
    if (t.databaseUrl) env.DATABASE_URL = t.databaseUrl;
    else delete env.DATABASE_URL;
    const cli = (...args: string[]) =>
      run('npx', ['tsx', 'src/cli/admin.ts', ...args], { cwd: serverDir, env }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({
          code: e.code,
          out: e.stdout + e.stderr,
        }),
      );
    const created = await cli(
      'create-business',
      '--name',
      'Hotel Group',
      '--email',
      'it@hotel.example.com',
    );
    expect(created.code).toBe(0);
    const bId = /bId ([0-9a-f]{32})/.exec(created.out)?.[1];
    expect(bId).toBeDefined();
    expect((await cli('create-business', '--name', 'No Mail')).code).toBe(2);
    const bad = await cli('create-business', '--name', 'Bad Mail', '--email', 'not-a-mail');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('email');

    const appId = await newApp();
    const cId = await newChannel(appId);
    const bound = await t.call(
      releaseCalls.bindBusinessToChannel.path,
      { cId, bId },
      { token: dev },
    );
    expect(bound.errCode).toBe(0);
    expect((await lastMailTo(t.dataDir, 'it@hotel.example.com')).text).toContain('Hotel Group');
  }, 60_000);

  it("refuses another developer's channel everywhere, also named beside their own app", async () => {
    const appId = await newApp();
    const cId = await newChannel(appId);
    const { bId } = await t.services.releases.createBusiness('Mall Ltd', 'mall@example.com');
    expect(
      (await t.call(releaseCalls.bindBusinessToChannel, { cId, bId }, { token: dev })).errCode,
    ).toBe(0);
    const theirs = await newApp(other);
    const attempts: [string, unknown][] = [
      [releaseCalls.getAppInfoTob.path, { appId: theirs, cId }],
      [releaseCalls.saveAppInfoTob.path, { appId: theirs, cId, developer: 'Intruder Ltd' }],
      [releaseCalls.commitAppInfoTob.path, { appId: theirs, cId }],
      [releaseCalls.getReleaseDiff.path, { appId: theirs, cId }],
      [releaseCalls.getAppChannelInfo.path, { cId }],
      [releaseCalls.deleteAppChannel.path, { cId }],
      [releaseCalls.bindBusinessToChannel.path, { cId, bId }],
      [releaseCalls.unbindBusinessFromChannel.path, { cId, bId }],
    ];
    for (const [url, body] of attempts) {
      expect((await t.call(url, body, { token: other })).errCode, url).toBe(
        ErrorCode.channelNotFound,
      );
    }
    // a build of their app cannot be merged into the channel of another app
    const plan = { appId: theirs, data: Buffer.from('build bytes'), identifier: newIdentifier() };
    await uploadChunks(t, other, plan);
    const merge = await t.call(
      uploadPaths.mergeAppFileTob,
      { ...mergeBody(plan), cId },
      { token: other },
    );
    expect(merge.errCode).toBe(ErrorCode.channelNotFound);
    expect((await info(cId)).data).toMatchObject({
      name: 'Arcade halls',
      businessList: [{ bId, status: BusinessLinkStatus.waiting }],
    });
  });

  it('keeps a release form per channel: its own build, price in CNY, USD or JPY and review', async () => {
    const appId = await newApp();
    await addVersion(t, appId, { ver: '3.0.0', vcode: 30 });
    const cId = await newChannel(appId);
    const build = await addChannelVersion(appId, cId, { ver: '3.0.1-arcade', vcode: 31 });
    const empty = await tobForm(appId, cId);
    expect(empty).toMatchObject({
      appId,
      cId,
      status: AppStatus.draft,
      ver: '3.0.1-arcade',
      vcode: 31,
      fname: build.fname,
      currency: 0,
      pMode: null,
    });
    const save = (body: Record<string, unknown>) =>
      t.call(releaseCalls.saveAppInfoTob, { appId, cId, ...body }, { token: dev });
    expect((await save({ currency: 1, pMode: 1, sprice: 1999 })).errCode).toBe(0);
    const yen = await save({ currency: 2, pMode: 1, sprice: 1950 });
    expect(yen).toMatchObject({
      errCode: ErrorCode.invalidInformation,
      data: { fields: { sprice: 'decimals' } },
    });
    expect((await save({ currency: 2, pMode: 1, sprice: 2000 })).errCode).toBe(0);
    expect(await tobForm(appId, cId)).toMatchObject({ currency: 2, pMode: 1, sprice: 2000 });
    // the main store's form is its own
    const main = (await t.call(appCalls.getAppDetailInfo, { appId }, { token: dev })).data.form;
    expect(main).toMatchObject({ ver: '3.0.0', currency: 0, pMode: null, sprice: null });

    const incomplete = await t.call(releaseCalls.commitAppInfoTob, { appId, cId }, { token: dev });
    expect(incomplete.errCode).toBe(ErrorCode.releaseIncomplete);
    expect(releaseIncompleteData.parse(incomplete.data).missing).toContain('vnote');
    expect(releaseIncompleteData.parse(incomplete.data).missing).not.toContain('sprice');

    await completeRelease(t, dev, appId, { cId, form: { currency: 1, pMode: 1, sprice: 999 } });
    const committed = await t.call(releaseCalls.commitAppInfoTob, { appId, cId }, { token: dev });
    expect(committed).toMatchObject({ errCode: 0, data: { status: AppStatus.autoQueued } });
    expect(await channelStatus(cId)).toBe(AppStatus.autoQueued);
    const app = await t.db
      .selectFrom('apps')
      .select('status')
      .where('id', '=', appId)
      .executeTakeFirst();
    expect(app?.status).toBe(AppStatus.draft);

    await t.runDeferred();
    expect(await channelStatus(cId)).toBe(AppStatus.manualQueued);
    expect((await list(appId)).tob[0]!.status).toBe(AppStatus.manualQueued);
    const ntys = await t.call(notificationCalls.getDvNtyList, {}, { token: dev, lang: 'en' });
    const nty = ntys.data.ntys.find((n) => n.appId === appId)!;
    expect(nty.title).toBe('channel 0 (Arcade halls): automatic technical check passed');
    const report = await t.call(
      notificationCalls.getDvAuditReport,
      { auditId: nty.auditId, type: 1 },
      { token: dev, lang: 'en' },
    );
    expect(report.data).toMatchObject({ status: AuditStatus.passed, ver: '3.0.1-arcade' });
    expect(report.data.report.items.find((i) => i.name === 'Build')?.status).toBe(
      ReportItemStatus.passed,
    );

    // under review: the channel cannot be deleted; resubmitting restarts the review
    expect((await t.call(releaseCalls.deleteAppChannel, { cId }, { token: dev })).errCode).toBe(
      ErrorCode.channelUnderReview,
    );
    const again = await t.call(releaseCalls.commitAppInfoTob, { appId, cId }, { token: dev });
    expect(again.data).toEqual({ status: AppStatus.autoQueued });
    const log = await t.db
      .selectFrom('channel_review_log')
      .select(['from_status', 'to_status'])
      .where('channel_id', '=', cId)
      .orderBy('created_at')
      .execute();
    expect(log.map((l) => [l.from_status, l.to_status])).toEqual([
      [AppStatus.draft, AppStatus.autoQueued],
      [AppStatus.autoQueued, AppStatus.autoRunning],
      [AppStatus.autoRunning, AppStatus.manualQueued],
      [AppStatus.manualQueued, AppStatus.autoQueued],
    ]);
    await t.runDeferred();

    // outside the editable statuses the channel's form is read-only
    await setChannelStatus(cId, AppStatus.publishQueued);
    expect((await save({ developer: 'Late Studio' })).errCode).toBe(ErrorCode.appStateRefused);
    expect(
      (await t.call(releaseCalls.commitAppInfoTob, { appId, cId }, { token: dev })).errCode,
    ).toBe(ErrorCode.appStateRefused);
  });

  it('fails the automatic check of a debuggable channel build; the sweep picks up a lost check', async () => {
    const appId = await newApp();
    const cId = await newChannel(appId);
    await addChannelVersion(appId, cId, { ver: '1.0.0', vcode: 5 }, { debuggable: true });
    await completeRelease(t, dev, appId, { cId });
    const committed = await t.call(releaseCalls.commitAppInfoTob, { appId, cId }, { token: dev });
    expect(committed.errCode).toBe(0);
    // the deferred check is lost, as in a crash: the sweep runs it
    expect(await t.services.releases.runPendingChannelChecks()).toBe(1);
    expect(await channelStatus(cId)).toBe(AppStatus.autoFailed);
    await t.runDeferred();
    expect(await channelStatus(cId)).toBe(AppStatus.autoFailed);
    const audit = await t.db
      .selectFrom('audits')
      .select(['items', 'status'])
      .where('app_id', '=', appId)
      .executeTakeFirstOrThrow();
    expect(audit.status).toBe(AuditStatus.failed);
    const items = JSON.parse(audit.items) as { desc: string; status: number }[];
    expect(items.find((i) => i.desc === 'auto.debuggable')?.status).toBe(ReportItemStatus.failed);
    // without a build a channel release is incomplete
    const bare = await newChannel(appId, 'No build');
    await completeRelease(t, dev, appId, { cId: bare });
    const none = await t.call(releaseCalls.commitAppInfoTob, { appId, cId: bare }, { token: dev });
    expect(releaseIncompleteData.parse(none.data).missing).toEqual(['ver', 'fname']);
    expect(COMPLETE_FORM.currency).toBe(0);
  });

  it('stores nothing of a refused channel call', async () => {
    const appId = await newApp();
    const cId = await newChannel(appId);
    const before = await fs.readdir(path.join(t.dataDir, 'outbox', 'mail')).catch(() => []);
    const refused = await t.call(
      releaseCalls.bindBusinessToChannel,
      { cId, bId: 'a'.repeat(32) },
      { token: dev },
    );
    expect(refused.errCode).toBe(ErrorCode.businessNotFound);
    expect(await fs.readdir(path.join(t.dataDir, 'outbox', 'mail')).catch(() => [])).toEqual(
      before,
    );
    expect((await info(cId)).data.businessList).toEqual([]);
  });
});
