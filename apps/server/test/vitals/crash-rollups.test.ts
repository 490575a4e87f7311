import { afterEach, describe, expect, it, vi } from 'vitest';
import { vitalsCalls, vitalsPaths } from '@vrportal/contract';
import type { IntakeAnswer } from '@vrportal/contract';
import { CrashRollupsRepository } from '../../src/modules/vitals/index.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { createApps } from '../factories.js';
import { STORE_KEY } from '../support/tracks.js';

/** Noon in UTC+8 (the portal's days) of a day, plus `ms`. */
const noon = (day: string, ms = 0) => Date.parse(`${day}T04:00:00Z`) + ms;
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Report {
  crashId: string;
  deviceId: string;
  versionCode: number;
  day: string;
  type?: 'crash' | 'anr';
  signature?: string;
  deviceModel?: string;
}

describe(`vitals: the crash-rollups job (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  let appId = '';
  let dev = '';
  async function studio() {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    dev = await t.signIn('dev@example.com');
    [appId] = (await createApps(t, dev, 1, 'com.example.rollups')) as [string];
  }
  const item = (r: Report) => ({
    crashId: r.crashId,
    appId,
    versionCode: r.versionCode,
    deviceId: r.deviceId,
    deviceModel: r.deviceModel ?? 'Quest 3',
    osVersion: '14',
    type: r.type ?? 'crash',
    time: noon(r.day, Number(r.crashId.replace(/\D/g, '')) % 1000),
    signature: r.signature ?? 'java.lang.IllegalStateException at com.game.Level.load',
    stack: `${r.signature ?? 'IllegalStateException'}\n\tat com.game.Level.load(Level.java:7)`,
  });
  const post = async (reports: Report[]) => {
    const res = await t.inject({
      method: 'POST',
      url: vitalsPaths.reportCrashes,
      headers: { 'content-type': 'application/json', 'x-store-key': STORE_KEY },
      payload: JSON.stringify({ crashes: reports.map(item) }),
    });
    const body = res.json() as { errCode: number; data: IntakeAnswer };
    expect(body.errCode).toBe(0);
    return body.data;
  };
  const clusters = async (body: {
    startTime: string;
    endTime: string;
    versionCode?: number;
    type?: 'crash' | 'anr';
  }) => {
    const res = await t.call(
      vitalsCalls.vitalsClusters,
      { appId, page: 1, ...body },
      { token: dev },
    );
    expect(res.errCode).toBe(0);
    return res.data;
  };
  const detail = async (clusterId: string) =>
    (await t.call(vitalsCalls.vitalsCluster, { appId, clusterId }, { token: dev })).data;
  const crashDevices = async (day: string, versionCode: number) => {
    const res = await t.call(
      vitalsCalls.vitalsOverview,
      { appId, startTime: day, endTime: day },
      { token: dev },
    );
    return res.data.builds.find((b) => b.versionCode === versionCode)?.days[0]?.crashDevices ?? 0;
  };

  it('counts the reports of two runs, or two runs at once, once', async () => {
    await studio();
    const reports = Array.from({ length: 12 }, (_, i) => ({
      crashId: `twice-${i}`,
      deviceId: `d${i % 6}`,
      versionCode: 3,
      day: '2026-03-02',
    }));
    expect((await post(reports)).accepted).toBe(12);
    // nothing counted before the job runs
    expect((await clusters({ startTime: '2026-03-02', endTime: '2026-03-02' })).total).toBe(0);
    expect(await t.services.crashRollups.run()).toEqual({ reports: 12 });
    expect(await t.services.crashRollups.run()).toEqual({ reports: 0 });
    await post(reports.map((r, i) => ({ ...r, crashId: `again-${i}` })));
    const runs = await Promise.all([t.services.crashRollups.run(), t.services.crashRollups.run()]);
    expect(runs.map((r) => r.reports).sort((a, b) => a - b)).toEqual([0, 12]);

    const list = await clusters({ startTime: '2026-03-02', endTime: '2026-03-02' });
    expect(list.list.map((c) => [c.count, c.devices])).toEqual([[24, 6]]);
    const one = await detail(list.list[0]!.clusterId);
    expect(one).toMatchObject({ count: 24, devices: 6, versions: [{ versionCode: 3, count: 24 }] });
    expect(one.models).toEqual([{ model: 'Quest 3', count: 24 }]);
    expect(await crashDevices('2026-03-02', 3)).toBe(6);
  });

  it('leaves a report that arrives while it runs to its next run', async () => {
    await studio();
    await post([{ crashId: 'early-1', deviceId: 'e1', versionCode: 2, day: '2026-03-03' }]);
    const rollUp = CrashRollupsRepository.prototype.rollUp;
    let arriving: Promise<IntakeAnswer> | undefined;
    const spy = vi
      .spyOn(CrashRollupsRepository.prototype, 'rollUp')
      .mockImplementationOnce(async function (this: CrashRollupsRepository, stretch) {
        // sent during the run's transaction: SQLite stores it after, PostgreSQL beside it
        arriving = post([{ crashId: 'late-1', deviceId: 'e2', versionCode: 2, day: '2026-03-03' }]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return rollUp.call(this, stretch);
      });
    try {
      expect(await t.services.crashRollups.run()).toEqual({ reports: 1 });
    } finally {
      spy.mockRestore();
    }
    expect((await arriving!).accepted).toBe(1);
    const range = { startTime: '2026-03-03', endTime: '2026-03-03' };
    expect((await clusters(range)).list.map((c) => c.count)).toEqual([1]);
    expect(await crashDevices('2026-03-03', 2)).toBe(1);
    expect(await t.services.crashRollups.run()).toEqual({ reports: 1 });
    expect((await clusters(range)).list.map((c) => c.count)).toEqual([2]);
    expect(await crashDevices('2026-03-03', 2)).toBe(2);
  });

  it('gives exact counts after a burst of parallel batches with resent ids', async () => {
    await studio();
    const signatures = ['sig.A at a.b.C', 'sig.B at a.b.D', 'ANR in a.b.Main'];
    const all: Report[] = Array.from({ length: 300 }, (_, i) => ({
      crashId: `burst-${i}`,
      deviceId: `dev${i % 37}`,
      versionCode: 5 + (i % 2),
      day: dayAfter('2026-03-02', i % 3),
      type: i % 3 === 2 ? 'anr' : 'crash',
      signature: signatures[i % 3]!,
      deviceModel: i % 4 === 0 ? 'Pico 4' : 'Quest 3',
    }));
    // 12 batches of 50, each report sent twice (in two batches sent at once), with runs between
    const batches = Array.from({ length: 12 }, (_, b) =>
      Array.from({ length: 50 }, (_, j) => all[((b % 6) * 50 + j * 7) % 300]!),
    );
    const sent = await Promise.all([
      ...batches.map((batch) => post(batch)),
      t.services.crashRollups.run(),
      t.services.crashRollups.run(),
    ]);
    const answers = sent.slice(0, batches.length) as IntakeAnswer[];
    const distinct = new Set(batches.flat().map((r) => r.crashId));
    expect(answers.reduce((n, a) => n + a.accepted, 0)).toBe(distinct.size);
    expect(answers.reduce((n, a) => n + a.duplicates, 0)).toBe(600 - distinct.size);
    await t.services.crashRollups.run();

    const stored = all.filter((r) => distinct.has(r.crashId));
    const list = await clusters({ startTime: '2026-03-01', endTime: '2026-03-08' });
    expect(list.total).toBe(3);
    for (const c of list.list) {
      const mine = stored.filter((r) => c.signature === r.signature);
      expect(c.count).toBe(mine.length);
      expect(c.devices).toBe(new Set(mine.map((r) => r.deviceId)).size);
      const one = await detail(c.clusterId);
      const pico = mine.filter((r) => r.deviceModel === 'Pico 4').length;
      expect(one.models).toEqual(
        [
          { model: 'Quest 3', count: mine.length - pico },
          { model: 'Pico 4', count: pico },
        ]
          .filter((m) => m.count >= 5)
          .sort((a, b) => b.count - a.count || a.model.localeCompare(b.model)),
      );
      expect(one.versions.reduce((n, v) => n + v.count, 0)).toBe(mine.length);
    }
    for (const day of ['2026-03-02', '2026-03-03']) {
      const devices = new Set(
        stored
          .filter((r) => r.day === day && r.versionCode === 5 && r.type !== 'anr')
          .map((r) => r.deviceId),
      );
      expect(await crashDevices(day, 5)).toBe(devices.size);
    }
  });

  it('counts the clusters of any range, late reports included, with or without a build or type', async () => {
    await studio();
    // 6 weeks of reports: a few a day, on two builds, a signature on even days only and an ANR
    // on days 3, 10, 17...; nothing on days 20 and 21
    const reports: Report[] = [];
    const day = (d: Report[], n: number, k: number, late?: { signature?: string }) =>
      d.push({
        crashId: `w-${n}-${k}${late ? '-late' : ''}`,
        deviceId: `wd${(n + k) % 9}`,
        versionCode: 1 + (n % 2),
        day: dayAfter('2026-02-02', n),
        signature: n % 2 === 0 && k === 0 ? 'even.Day at x.Y' : 'every.Day at x.Z',
        ...(n % 7 === 3 && k === 0 ? { type: 'anr' as const, signature: 'ANR in x.Main' } : {}),
        ...late,
      });
    for (let n = 0; n < 42; n += 1) {
      if (n === 20 || n === 21) continue;
      for (let k = 0; k < 1 + (n % 3); k += 1) day(reports, n, k);
    }
    await post(reports);
    await t.services.crashRollups.run();
    const ranges: [string, string][] = [
      ['2026-02-02', '2026-03-15'],
      ['2026-02-04', '2026-02-27'],
      ['2026-02-10', '2026-02-12'],
      ['2026-02-07', '2026-03-09'],
      ['2026-02-03', '2026-03-14'],
      ['2026-02-08', '2026-02-09'],
      ['2026-02-22', '2026-02-23'],
      ['2026-01-20', '2026-04-30'],
      ['2026-01-25', '2026-02-05'],
    ];
    const signatures = ['ANR in x.Main', 'even.Day at x.Y', 'every.Day at x.Z'];
    const check = async (stored: Report[]) => {
      for (const [from, to] of ranges) {
        for (const filter of [{}, { versionCode: 2 }, { type: 'anr' as const }]) {
          const inRange = stored.filter(
            (r) =>
              r.day >= from &&
              r.day <= to &&
              ('versionCode' in filter ? r.versionCode === filter.versionCode : true) &&
              ('type' in filter ? (r.type ?? 'crash') === filter.type : true),
          );
          const expected = [...signatures]
            .sort((a, b) => a.localeCompare(b))
            .map((signature) => ({
              signature,
              count: inRange.filter((r) => r.signature === signature).length,
            }))
            .filter((c) => c.count > 0);
          const got = await clusters({ startTime: from, endTime: to, ...filter });
          const what = `${from}..${to} ${JSON.stringify(filter)}`;
          expect(
            got.list
              .map((c) => ({ signature: c.signature, count: c.count }))
              .sort((a, b) => a.signature.localeCompare(b.signature)),
            what,
          ).toEqual(expected);
          // most reported first
          const counts = got.list.map((c) => c.count);
          expect(counts, what).toEqual([...counts].sort((a, b) => b - a));
          expect(got.total, what).toBe(expected.length);
        }
      }
    };
    await check(reports);

    // reports that come late: for past days with reports, a day without any (20), and a day
    // before every other one, a signature new there
    const late: Report[] = [];
    for (const n of [4, 11, 20, 35]) day(late, n, 0, {});
    day(late, -3, 0, { signature: 'early.Bird at x.E' });
    signatures.push('early.Bird at x.E');
    await post(late);
    await t.services.crashRollups.run();
    await check([...reports, ...late]);
  });
});
