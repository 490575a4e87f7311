import { afterEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  ErrorCode,
  notificationCalls,
  trackCalls,
  vitalsCalls,
  vitalsPaths,
  webhookCalls,
  webhookEvents,
} from '@vrportal/contract';
import type { IntakeAnswer } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, outboxMails } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { addMember } from '../support/teams.js';
import { STORE_KEY, releaseOnline } from '../support/tracks.js';
import { startReceiver } from '../support/webhook-receiver.js';

const at = (iso: string) => Date.parse(iso);
const devices = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe(`vitals: crash intake, rates, clusters and the automatic halt (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  const post = async (url: string, body: unknown, key: string | null = STORE_KEY) => {
    const res = await t.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(key ? { 'x-store-key': key } : {}) },
      payload: JSON.stringify(body),
    });
    return res.json() as { errCode: number; data: IntakeAnswer };
  };
  /** A start of each device on a build at `time`. */
  const starts = (appId: string, ids: string[], versionCode: number, time: number) =>
    post('/vrmcsys/store/reportEvents', {
      events: ids.map((deviceId, i) => ({
        eventId: `start-${versionCode}-${deviceId}-${time}-${i}`,
        appId,
        type: 'start',
        deviceId,
        versionCode,
        time,
      })),
    });
  let crashSeq = 0;
  const crash = (
    appId: string,
    deviceId: string,
    versionCode: number,
    time: number,
    more: Partial<{ type: 'crash' | 'anr'; signature: string; deviceModel: string }> = {},
  ) => ({
    crashId: `crash-${(crashSeq += 1)}`,
    appId,
    versionCode,
    deviceId,
    deviceModel: more.deviceModel ?? 'Quest 3',
    osVersion: '12',
    type: more.type ?? 'crash',
    time,
    signature: more.signature ?? 'java.lang.NullPointerException at com.game.Player.update',
    stack: `java.lang.NullPointerException\n\tat com.game.Player.update(Player.java:42)`,
  });

  async function studio() {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    const dev = await t.signIn('dev@example.com');
    const [appId] = await createApps(t, dev, 1, 'com.example.vitals');
    return { dev, appId: appId! };
  }

  it('takes crash batches: resent ids change nothing, bad items are named, the good ones kept', async () => {
    const { appId } = await studio();
    const good = crash(appId, 'd1', 3, at('2026-03-01T02:00:00Z'));
    const batch = {
      crashes: [
        good,
        { ...crash(appId, 'd2', 3, at('2026-03-01T02:00:00Z')), type: 'freeze' },
        { ...crash(appId, 'd3', 3, at('2026-03-01T02:00:00Z')), stack: 'x'.repeat(65_537) },
        crash('0'.repeat(32), 'd4', 3, at('2026-03-01T02:00:00Z')),
        crash(appId, 'd5', 3, at('2026-03-01T02:01:00Z'), { type: 'anr' }),
      ],
    };
    expect((await post(vitalsPaths.reportCrashes, batch, null)).errCode).toBe(
      ErrorCode.storeKeyRefused,
    );
    const first = await post(vitalsPaths.reportCrashes, batch);
    expect(first.errCode).toBe(0);
    expect(first.data.accepted).toBe(2);
    expect(first.data.rejected.map((r) => [r.index, r.reason.split(':')[0]])).toEqual([
      [1, 'type'],
      [2, 'stack'],
      [3, 'appId'],
    ]);
    const again = await post(vitalsPaths.reportCrashes, { crashes: [good, good] });
    expect(again.data).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    const tooMany = await post(vitalsPaths.reportCrashes, {
      crashes: Array.from({ length: 1001 }, () => good),
    });
    expect(tooMany.errCode).toBe(ErrorCode.invalidRequest);
  });

  it('gives exact rates per build and day of UTC+8, clusters with their stack, and the export', async () => {
    const { dev, appId } = await studio();
    // 23:30 on 1 March in UTC+8, and 00:30 on 2 March
    const lateFirst = at('2026-03-01T15:30:00Z');
    const earlySecond = at('2026-03-01T16:30:00Z');
    expect((await starts(appId, devices('a', 40), 7, lateFirst)).data.accepted).toBe(40);
    expect((await starts(appId, devices('a', 10), 7, earlySecond)).data.accepted).toBe(10);
    expect((await starts(appId, devices('b', 3), 6, lateFirst)).data.accepted).toBe(3);
    const crashes = [
      // 1 March: 3 of 40 devices crash (one twice), 1 freezes
      crash(appId, 'a0', 7, lateFirst),
      crash(appId, 'a0', 7, lateFirst + 1000),
      crash(appId, 'a1', 7, lateFirst),
      crash(appId, 'a2', 7, lateFirst, {
        signature: 'java.lang.OutOfMemoryError',
        deviceModel: 'Pico 4',
      }),
      crash(appId, 'a3', 7, lateFirst, { type: 'anr', signature: 'ANR in com.game.MainActivity' }),
      // 2 March: 1 of 10
      crash(appId, 'a4', 7, earlySecond),
      // build 6: too few devices for a rate
      crash(appId, 'b0', 6, lateFirst),
    ];
    expect((await post(vitalsPaths.reportCrashes, { crashes })).data.accepted).toBe(7);
    // the crash-rollups job counts them into what the calls read
    await t.services.crashRollups.run();

    const range = { appId, startTime: '2026-03-01', endTime: '2026-03-02' };
    const overview = await t.call(vitalsCalls.vitalsOverview, range, { token: dev, lang: 'en' });
    expect(overview.errCode).toBe(0);
    expect(overview.data.days).toEqual(['2026-03-01', '2026-03-02']);
    expect(overview.data.thresholds).toEqual({ crash: 1.09, anr: 0.47 });
    const [b7, b6] = overview.data.builds;
    expect(b7!.versionCode).toBe(7);
    expect(b7!.days).toEqual([
      {
        day: '2026-03-01',
        activeDevices: 40,
        crashDevices: 3,
        anrDevices: 1,
        crashRate: 7.5,
        anrRate: 2.5,
      },
      {
        day: '2026-03-02',
        activeDevices: 10,
        crashDevices: 1,
        anrDevices: 0,
        crashRate: 10,
        anrRate: 0,
      },
    ]);
    // the range: 4 device-days with a crash of 50
    expect(b7!.crashRate).toBe(8);
    expect(b6!.days[0]).toMatchObject({ activeDevices: 3, crashDevices: 1, crashRate: null });

    const clusters = await t.call(
      vitalsCalls.vitalsClusters,
      { ...range, versionCode: 7, page: 1 },
      { token: dev },
    );
    expect(clusters.data.total).toBe(3);
    const [top] = clusters.data.list;
    expect(top).toMatchObject({
      type: 'crash',
      signature: 'java.lang.NullPointerException at com.game.Player.update',
      count: 4,
      // 3 devices: fewer than the small-group rule shows
      devices: null,
      // every build it was seen on, the filtered one included
      versionCodes: [7, 6],
    });
    const anrOnly = await t.call(
      vitalsCalls.vitalsClusters,
      { ...range, type: 'anr', page: 1 },
      { token: dev },
    );
    expect(anrOnly.data.list.map((c) => c.signature)).toEqual(['ANR in com.game.MainActivity']);
    const detail = await t.call(
      vitalsCalls.vitalsCluster,
      { appId, clusterId: top!.clusterId },
      { token: dev },
    );
    expect(detail.data.sampleStack).toContain('Player.java:42');
    expect(detail.data.versions).toEqual([
      { versionCode: 7, count: 4 },
      { versionCode: 6, count: 1 },
    ]);
    // 5 reports of one model: shown by name
    expect(detail.data).toMatchObject({ models: [{ model: 'Quest 3', count: 5 }], others: 0 });
    const oom = clusters.data.list.find((c) => c.signature.includes('OutOfMemory'))!;
    const few = await t.call(
      vitalsCalls.vitalsCluster,
      { appId, clusterId: oom.clusterId },
      { token: dev },
    );
    // one report of a model: counted with the others, not named
    expect(few.data).toMatchObject({ models: [], others: 1 });
    const missing = await t.call(
      vitalsCalls.vitalsCluster,
      { appId, clusterId: 'f'.repeat(32) },
      { token: dev, lang: 'en' },
    );
    expect(missing.errCode).toBe(ErrorCode.clusterNotFound);
    expect(missing.errMsg).toMatch(/cluster/);

    const file = await t.inject({
      method: 'POST',
      url: vitalsPaths.export,
      headers: { 'content-type': 'application/json', token: dev, lang: 'zh' },
      payload: JSON.stringify(range),
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rates = book.getWorksheet('崩溃率与 ANR 率')!;
    expect(rates.getRow(1).getCell(5).value).toBe('崩溃率 (%)');
    expect(rates.getRow(2).getCell(5).value).toBe(7.5);
    expect(book.getWorksheet('崩溃聚类')!.rowCount).toBe(4);

    // out of range dates are a clear error, not a crash
    const far = await t.call(
      vitalsCalls.vitalsOverview,
      { appId, startTime: 2 ** 53 - 1, endTime: 2 ** 53 - 1 },
      { token: dev },
    );
    expect(far.errCode).toBe(ErrorCode.invalidRequest);
  });

  /** An app online with 1.0 (code 1) and its update 1.1 (code 2) rolling out to 10%. */
  async function rollingOut() {
    // the studio's webhook endpoint is a receiver on this machine
    t = await createTestApp({ STORE_API_KEY: STORE_KEY, WEBHOOKS_ALLOW_PRIVATE: '1' });
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.halt');
    await addVersion(t, appId!, { ver: '1.0', vcode: 1 });
    await t.call(trackCalls.rolloutSet, { appId: appId!, share: 10 }, { token: dev });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);
    t.clock.advance(60_000);
    await addVersion(t, appId!, { ver: '1.1', vcode: 2 });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);
    return { dev, appId: appId! };
  }

  it('halts a rollout by itself at the threshold, not below it, not under 200 devices, and once', async () => {
    const { dev, appId } = await rollingOut();
    const now = t.clock.now().getTime();
    const hourAgo = now - 3_600_000;
    // the previous build: 1% of 200 devices crash; the staged one: 199 devices so far
    await starts(appId, devices('old', 200), 1, hourAgo);
    await starts(appId, devices('new', 199), 2, hourAgo);
    const crashes = [
      crash(appId, 'old0', 1, hourAgo),
      crash(appId, 'old1', 1, hourAgo),
      ...devices('new', 4).map((d) => crash(appId, d, 2, hourAgo)),
    ];
    await post(vitalsPaths.reportCrashes, { crashes });
    // 4 of 199 is past 2x1%, but fewer than 200 devices run the build
    expect(await t.services.autoHalt.run(t.clock.now())).toEqual({ looked: 1, halted: 0 });
    // a crash older than 24 hours does not count
    await starts(appId, ['new199'], 2, hourAgo);
    await post(vitalsPaths.reportCrashes, {
      crashes: [crash(appId, 'new199', 2, now - 25 * 3_600_000)],
    });
    // 200 devices, 4 of them crashing: 2% against 2 x 1%: the threshold itself halts...
    // ...but first a rule asking for 3x keeps it running
    const stricter = await t.call(
      trackCalls.rolloutHaltRule,
      {
        appId,
        crashFactor: 3,
        minCrashRate: 1.09,
        anrFactor: 2,
        minAnrRate: 0.47,
        minDevices: 200,
      },
      { token: dev },
    );
    expect(stricter.data.haltRule.crashFactor).toBe(3);
    expect((await t.services.autoHalt.run(t.clock.now())).halted).toBe(0);
    await t.call(
      trackCalls.rolloutHaltRule,
      {
        appId,
        crashFactor: 2,
        minCrashRate: 1.09,
        anrFactor: 2,
        minAnrRate: 0.47,
        minDevices: 200,
      },
      { token: dev },
    );
    const receiver = await startReceiver();
    const hook = await t.call(
      webhookCalls.webhookSave,
      { url: receiver.url(), events: [webhookEvents.rolloutHalted], on: true },
      { token: dev },
    );
    expect(hook.errCode).toBe(0);
    // two instances' jobs at once: one halt
    const runs = await Promise.all([
      t.services.autoHalt.run(t.clock.now()),
      t.services.autoHalt.run(t.clock.now()),
    ]);
    expect(runs.map((r) => r.halted).sort()).toEqual([0, 1]);
    expect(await t.services.autoHalt.run(t.clock.now())).toEqual({ looked: 0, halted: 0 });

    const got = await t.call(trackCalls.rolloutGet, { appId }, { token: dev, lang: 'en' });
    expect(got.data.rollout!.state).toBe('halted');
    const halts = got.data.rollout!.history.filter((s) => s.action === 'halt');
    expect(halts).toHaveLength(1);
    expect(halts[0]).toMatchObject({
      by: null,
      reason: { type: 'crash', rate: 2, previousRate: 1, devices: 200, factor: 2, minRate: 1.09 },
    });
    const notes = await t.call(
      notificationCalls.getDvNtyList,
      { page: 1 },
      { token: dev, lang: 'en' },
    );
    expect(notes.data.ntys[0]!.title).toContain('halted by itself');
    expect(notes.data.ntys[0]!.content).toContain('2% of 200 active devices');
    const mails = (await outboxMails(t.dataDir)).filter((m) => m.to === 'dev@example.com');
    expect(mails.at(-1)!.text).toContain('2%');
    // the studio's endpoint hears the halt was the portal's, with the figures, once
    await t.services.webhooks.runs.run(t.clock.now());
    await receiver.close();
    const heard = receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: object },
    );
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      type: 'rollout.halted',
      data: {
        appId,
        by: 'portal',
        versionCode: 2,
        reason: { type: 'crash', rate: 2, devices: 200 },
      },
    });

    // a member resumes: the crashes before the resume do not halt it again
    expect((await t.call(trackCalls.rolloutResume, { appId }, { token: dev })).errCode).toBe(0);
    t.clock.advance(60_000);
    expect((await t.services.autoHalt.run(t.clock.now())).halted).toBe(0);
  });

  it('refuses another organisation and roles without the permission', async () => {
    const { dev, appId } = await studio();
    const stranger = await t.signIn('other@example.com');
    const range = { appId, startTime: '2026-03-01', endTime: '2026-03-02' };
    for (const [path, body] of [
      [vitalsPaths.overview, range],
      [vitalsPaths.clusters, { ...range, page: 1 }],
      [vitalsPaths.cluster, { appId, clusterId: 'a'.repeat(32) }],
      [
        trackCalls.rolloutHaltRule.path,
        { appId, crashFactor: 2, minCrashRate: 1, anrFactor: 2, minAnrRate: 1, minDevices: 200 },
      ],
    ] as const) {
      expect((await t.call(path, body, { token: stranger })).errCode).toBe(ErrorCode.appNotFound);
    }
    const exported = await t.inject({
      method: 'POST',
      url: vitalsCalls.vitalsExport.path,
      headers: { 'content-type': 'application/json', token: stranger },
      payload: JSON.stringify(range),
    });
    expect(exported.json()).toMatchObject({ errCode: ErrorCode.appNotFound });
    const finance = await addMember(t, dev, 'finance@example.com', 'finance');
    expect((await t.call(vitalsPaths.overview, range, { token: finance })).errCode).toBe(
      ErrorCode.roleRefused,
    );
    const analyst = await addMember(t, dev, 'analyst@example.com', 'analyst');
    expect((await t.call(vitalsPaths.overview, range, { token: analyst })).errCode).toBe(0);
    const rule = {
      appId,
      crashFactor: 2,
      minCrashRate: 1,
      anrFactor: 2,
      minAnrRate: 1,
      minDevices: 200,
    };
    expect((await t.call(trackCalls.rolloutHaltRule.path, rule, { token: analyst })).errCode).toBe(
      ErrorCode.roleRefused,
    );
    expect(
      (await t.call(trackCalls.rolloutHaltRule.path, { ...rule, crashFactor: 0.5 }, { token: dev }))
        .errCode,
    ).toBe(ErrorCode.invalidRequest);
  });
});
