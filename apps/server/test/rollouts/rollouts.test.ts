import { afterEach, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  accountCalls,
  notificationCalls,
  reviewCalls,
  teamCalls,
  trackCalls,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, outboxMails } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { bucketOf } from '../../src/modules/delivery/delivery.service.js';
import { addMember } from '../support/teams.js';
import { STORE_KEY, releaseOnline, updateCheck } from '../support/tracks.js';

const DEVICES = Array.from({ length: 10_000 }, (_, i) => `device-${i}`);

describe(`staged rollouts and the update check (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** An app online with 1.0 (code 1), and its update 1.1 (code 2) online at `share` percent. */
  async function rollingOut(share: number) {
    t = await createTestApp({ STORE_API_KEY: STORE_KEY });
    const dev = await t.signIn('dev@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.roll');
    const first = await addVersion(t, appId!, { ver: '1.0', vcode: 1 });
    // the planned share is for an update: a first release goes out whole
    await t.call(trackCalls.rolloutSet, { appId: appId!, share }, { token: dev });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);
    const before = await t.call(trackCalls.rolloutGet, { appId: appId! }, { token: dev });
    expect(before.data).toMatchObject({ planned: share, rollout: null });
    t.clock.advance(60_000);
    const update = await addVersion(t, appId!, { ver: '1.1', vcode: 2 });
    expect((await releaseOnline(t, dev, admin, appId!)).errCode).toBe(0);
    return { dev, admin, appId: appId!, first, update };
  }

  /** Of the 10,000 devices, those offered the build with version code 2. */
  async function offeredUpdate(appId: string, installed?: (device: string) => number | undefined) {
    const chosen = new Set<string>();
    // 100 at a time: the store's headsets ask in parallel, and PostgreSQL answers from its pool
    for (let i = 0; i < DEVICES.length; i += 100) {
      await Promise.all(
        DEVICES.slice(i, i + 100).map(async (deviceId) => {
          const code = installed?.(deviceId);
          const answer = await t.services.delivery.updateCheck({
            deviceId,
            apps: [{ appId, ...(code !== undefined ? { installedVersionCode: code } : {}) }],
          });
          if (answer.apps[0]!.build?.versionCode === 2) chosen.add(deviceId);
        }),
      );
    }
    return chosen;
  }

  it('offers the update to 10% ± 1% of devices, and raising to 20% keeps every device that had it', async () => {
    const { dev, appId } = await rollingOut(10);
    const got = await t.call(trackCalls.rolloutGet, { appId }, { token: dev, lang: 'en' });
    expect(got.data.rollout).toMatchObject({
      state: 'running',
      share: 10,
      build: { vcode: 2 },
      previous: { vcode: 1 },
    });
    const atTen = await offeredUpdate(appId);
    expect(atTen.size).toBeGreaterThanOrEqual(900);
    expect(atTen.size).toBeLessThanOrEqual(1100);

    const raised = await t.call(trackCalls.rolloutSet, { appId, share: 20 }, { token: dev });
    expect(raised.data.rollout).toMatchObject({ state: 'running', share: 20 });
    const atTwenty = await offeredUpdate(appId);
    expect(atTwenty.size).toBeGreaterThanOrEqual(1800);
    expect(atTwenty.size).toBeLessThanOrEqual(2200);
    expect([...atTen].filter((d) => !atTwenty.has(d))).toEqual([]);
    // a share is never lowered
    const lower = await t.call(trackCalls.rolloutSet, { appId, share: 5 }, { token: dev });
    expect(lower.errCode).toBe(ErrorCode.rolloutShareLower);
    // new installs outside the share get the previous build
    const outside = DEVICES.find((d) => !atTwenty.has(d))!;
    const fresh = await updateCheck(t, { deviceId: outside, apps: [{ appId }] });
    expect(fresh.data.apps[0]!.build).toMatchObject({ versionCode: 1, track: 'store' });
  });

  it('halts (devices that have the update keep it), resumes and completes, telling the studio', async () => {
    const { dev, appId } = await rollingOut(50);
    const rolloutId = (await t.call(trackCalls.rolloutGet, { appId }, { token: dev })).data.rollout!
      .id;
    const inShare = DEVICES.filter((d) => bucketOf(d, rolloutId) < 500);
    expect(inShare.length).toBeGreaterThan(1);

    const halted = await t.call(trackCalls.rolloutHalt, { appId }, { token: dev, lang: 'en' });
    expect(halted.data.rollout).toMatchObject({ state: 'halted', share: 50 });
    // in the share but without the update: not offered it any more; with it: keeps it
    const without = await updateCheck(t, {
      deviceId: inShare[0]!,
      apps: [{ appId, installedVersionCode: 1 }],
    });
    expect(without.data.apps[0]!.build).toMatchObject({ versionCode: 1 });
    const withIt = await updateCheck(t, {
      deviceId: inShare[1]!,
      apps: [{ appId, installedVersionCode: 2 }],
    });
    expect(withIt.data.apps[0]!.build).toMatchObject({ versionCode: 2 });
    expect(
      (await t.call(trackCalls.rolloutSet, { appId, share: 60 }, { token: dev })).errCode,
    ).toBe(ErrorCode.rolloutState);
    expect((await t.call(trackCalls.rolloutHalt, { appId }, { token: dev })).errCode).toBe(
      ErrorCode.rolloutState,
    );
    // a halt is mailed to the studio, and noted in its notifications and audit log
    const mails = (await outboxMails(t.dataDir)).filter((m) => m.to === 'dev@example.com');
    // in the member's language: this one never chose, so Chinese
    expect(mails.at(-1)!.subject).toBe('example 0：更新 1.1 (2) 的分阶段发布已暂停');
    expect(mails.at(-1)!.text).toContain('/manage/tracks?appId=');
    const notes = await t.call(
      notificationCalls.getDvNtyList,
      { page: 1 },
      { token: dev, lang: 'zh' },
    );
    expect(notes.data.ntys[0]!.title).toContain('已暂停');
    const audit = await t.call(
      teamCalls.auditList,
      { page: 1, psize: 50 },
      { token: dev, lang: 'en' },
    );
    expect(audit.data.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['rolloutHalt', 'rolloutSet']),
    );

    const resumed = await t.call(trackCalls.rolloutResume, { appId }, { token: dev });
    expect(resumed.data.rollout).toMatchObject({ state: 'running' });
    const again = await updateCheck(t, {
      deviceId: inShare[0]!,
      apps: [{ appId, installedVersionCode: 1 }],
    });
    expect(again.data.apps[0]!.build).toMatchObject({ versionCode: 2 });

    const done = await t.call(trackCalls.rolloutComplete, { appId }, { token: dev });
    expect(done.data.rollout).toMatchObject({ state: 'completed', share: 100 });
    expect(done.data.rollout!.history.map((s) => s.action)).toEqual([
      'start',
      'halt',
      'resume',
      'complete',
    ]);
    expect(done.data.rollout!.history[1]!.by).toBe('dev@example.com');
    expect((await offeredUpdate(appId)).size).toBe(DEVICES.length);
    expect((await t.call(trackCalls.rolloutComplete, { appId }, { token: dev })).errCode).toBe(
      ErrorCode.rolloutNone,
    );
  });

  it('leaves one consistent state after parallel share changes', async () => {
    const { dev, appId } = await rollingOut(5);
    const shares = [15, 40, 25, 60, 30, 60, 45, 20];
    const answers = await Promise.all(
      shares.map((share) => t.call(trackCalls.rolloutSet, { appId, share }, { token: dev })),
    );
    for (const a of answers) {
      expect([0, ErrorCode.rolloutShareLower]).toContain(a.errCode);
    }
    const final = (await t.call(trackCalls.rolloutGet, { appId }, { token: dev })).data.rollout!;
    expect(final).toMatchObject({ state: 'running', share: 60 });
    const steps = final.history.map((s) => s.share);
    // every recorded step raised the share
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]!).toBeGreaterThan(steps[i - 1]!);
    expect(steps.at(-1)).toBe(60);
  });

  it('holds the next update until the rollout is completed or halted, then replaces it', async () => {
    const { dev, admin, appId } = await rollingOut(10);
    t.clock.advance(60_000);
    await addVersion(t, appId, { ver: '1.2', vcode: 3 });
    const blocked = await releaseOnline(t, dev, admin, appId);
    expect(blocked.errCode).toBe(ErrorCode.rolloutBusy);
    await t.call(trackCalls.rolloutHalt, { appId }, { token: dev });
    const online = await t.call(
      reviewCalls.changeAppState,
      { appId, action: 'online' },
      { token: admin },
    );
    expect(online.errCode).toBe(0);
    const now = (await t.call(trackCalls.rolloutGet, { appId }, { token: dev })).data.rollout!;
    // the devices outside the new share keep the build everyone had before the halted one
    expect(now).toMatchObject({ state: 'running', build: { vcode: 3 }, previous: { vcode: 1 } });
    const rows = await t.db
      .selectFrom('rollouts')
      .select('state')
      .where('app_id', '=', appId)
      .execute();
    expect(rows.map((r) => r.state).sort()).toEqual(['replaced', 'running']);
  });

  it('signs download addresses for an hour, with byte ranges', async () => {
    const { appId, update } = await rollingOut(100);
    const offered = await updateCheck(t, { deviceId: 'any', apps: [{ appId }] });
    const build = offered.data.apps[0]!.build!;
    expect(build).toMatchObject({ versionCode: 2, forced: false, obbs: [] });
    const url = new URL(build.url);
    const path = `${url.pathname}${url.search}`;
    const whole = await t.inject({ method: 'GET', url: path });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(update.bytes)).toBe(true);
    expect(whole.headers['cache-control']).toBe('private, no-store');
    const part = await t.inject({ method: 'GET', url: path, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(update.bytes.subarray(10, 20))).toBe(true);

    const sig = url.searchParams.get('sig')!;
    const altered = sig.slice(0, -1) + (sig.endsWith('0') ? '1' : '0');
    const tampered = await t.inject({
      method: 'GET',
      url: `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${altered}`,
    });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ errCode: ErrorCode.downloadLinkInvalid });
    const longer = await t.inject({
      method: 'GET',
      url: `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`,
    });
    expect(longer.statusCode).toBe(403);
    t.clock.advance(3601_000);
    const expired = await t.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(403);

    expect(
      (await updateCheck(t, { deviceId: 'x', apps: [{ appId }] }, `${STORE_KEY}x`)).errCode,
    ).toBe(ErrorCode.storeKeyRefused);
  });

  it('counts devices per version from the store’s installs and updates', async () => {
    const { dev, appId } = await rollingOut(20);
    const at = t.clock.now().getTime();
    const events = [
      { eventId: 'e1', appId, type: 'install', deviceId: 'a', time: at - 5000, versionCode: 1 },
      { eventId: 'e2', appId, type: 'install', deviceId: 'b', time: at - 4000, versionCode: 1 },
      { eventId: 'e3', appId, type: 'update', deviceId: 'a', time: at - 3000, versionCode: 2 },
      // an older event arriving late changes nothing
      { eventId: 'e4', appId, type: 'install', deviceId: 'a', time: at - 9000, versionCode: 1 },
    ];
    const res = await t.inject({
      method: 'POST',
      url: '/vrmcsys/store/reportEvents',
      headers: { 'content-type': 'application/json', 'x-store-key': STORE_KEY },
      payload: JSON.stringify({
        events: [...events, { ...events[0], eventId: 'bad', versionCode: undefined }],
      }),
    });
    expect(res.json()).toMatchObject({
      errCode: 0,
      data: { accepted: 4, rejected: [{ id: 'bad' }] },
    });
    const got = (await t.call(trackCalls.rolloutGet, { appId }, { token: dev })).data;
    const today = (code: number) =>
      got.adoption.versions.find((v) => v.versionCode === code)?.devices.at(-1);
    expect(got.adoption.days).toHaveLength(30);
    expect(today(1)).toBe(1);
    expect(today(2)).toBe(1);
    expect(got.adoption.versions.find((v) => v.versionCode === 2)!.versionName).toBe('1.1');
    // installs count nowhere else: no visit, start or active device came from them
    const days = await t.db
      .selectFrom('dc_app_days')
      .selectAll()
      .where('app_id', '=', appId)
      .execute();
    expect(days).toEqual([]);
  });

  it('mails a halt to the members who keep rollout mail on, and no one else', async () => {
    const { dev, appId } = await rollingOut(10);
    const ops = await addMember(t, dev, 'ops@example.com', 'developer');
    const quiet = await addMember(t, dev, 'quiet@example.com', 'developer');
    await addMember(t, dev, 'books@example.com', 'finance');
    expect((await t.call(accountCalls.mailPrefs, {}, { token: quiet })).data.kinds).toEqual([
      { kind: 'bills', on: true },
      { kind: 'rollouts', on: true },
    ]);
    const off = await t.call(
      accountCalls.setMailPref,
      { kind: 'rollouts', on: false },
      { token: quiet },
    );
    expect(off.data.kinds).toContainEqual({ kind: 'rollouts', on: false });
    expect((await t.call(trackCalls.rolloutHalt, { appId }, { token: ops })).errCode).toBe(0);
    const to = async (email: string) =>
      (await outboxMails(t.dataDir)).filter(
        (m) => m.to === email && /已暂停|halted/.test(m.subject),
      );
    expect(await to('ops@example.com')).toHaveLength(1);
    expect(await to('dev@example.com')).toHaveLength(1);
    // turned off, and a role that does not change rollouts: no mail
    expect(await to('quiet@example.com')).toHaveLength(0);
    expect(await to('books@example.com')).toHaveLength(0);
    // the notification centre still has it
    const notes = await t.call(
      notificationCalls.getDvNtyList,
      { page: 1 },
      { token: quiet, lang: 'en' },
    );
    expect(notes.data.ntys[0]!.title).toContain('halted');
    // and turned on again, it mails the next halt
    await t.call(accountCalls.setMailPref, { kind: 'rollouts', on: true }, { token: quiet });
    await t.call(trackCalls.rolloutResume, { appId }, { token: ops });
    await t.call(trackCalls.rolloutHalt, { appId }, { token: ops });
    expect(await to('quiet@example.com')).toHaveLength(1);
  });

  it('refuses another organisation and roles without the permission', async () => {
    const { dev, appId } = await rollingOut(10);
    const stranger = await t.signIn('other@example.com');
    for (const spec of [
      trackCalls.rolloutGet,
      trackCalls.rolloutHalt,
      trackCalls.rolloutResume,
      trackCalls.rolloutComplete,
    ]) {
      expect((await t.call(spec.path, { appId }, { token: stranger })).errCode).toBe(
        ErrorCode.appNotFound,
      );
    }
    expect(
      (await t.call(trackCalls.rolloutSet, { appId, share: 50 }, { token: stranger })).errCode,
    ).toBe(ErrorCode.appNotFound);
    const analyst = await addMember(t, dev, 'analyst@example.com', 'analyst');
    expect((await t.call(trackCalls.rolloutGet, { appId }, { token: analyst })).errCode).toBe(0);
    expect((await t.call(trackCalls.rolloutHalt, { appId }, { token: analyst })).errCode).toBe(
      ErrorCode.roleRefused,
    );
    const still = (await t.call(trackCalls.rolloutGet, { appId }, { token: dev })).data.rollout!;
    expect(still.state).toBe('running');
  });
});
