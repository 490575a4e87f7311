import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@vrportal/contract';
import type { RouteSpec } from '@vrportal/contract';
import { everyRoute, methodOf } from '@vrportal/contract/openapi';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { snapshot } from '../support/snapshot.js';
import { fieldsOf, sampleOf } from '../support/zod-sample.js';
import { addMember } from '../support/teams.js';

/** What a call's caller names: the schema of its body, query, form fields or input. */
const takes = (spec: RouteSpec) =>
  spec.kind === 'json'
    ? spec.request
    : spec.kind === 'get'
      ? spec.query
      : spec.kind === 'form'
        ? spec.fields
        : spec.input;

/** The codes that refuse a caller an app that is not theirs (the spec's, per call family). */
const NOT_YOURS: number[] = [
  ErrorCode.appNotFound,
  // "this app belongs to another developer" (the data centre's and add-ons' code)
  ErrorCode.notDeveloper,
  ErrorCode.destinationAppNotOwned,
];

const developerRoutes = everyRoute().filter((r) => r.spec.auth === 'developer');
/**
 * JSON and GET calls that name an app (and no audit, whose absence would answer first): refused
 * for another developer, from the contract alone.
 */
const byApp = developerRoutes.filter(
  (r) =>
    (r.spec.kind === 'json' || r.spec.kind === 'get') &&
    fieldsOf(takes(r.spec)).includes('appId') &&
    !fieldsOf(takes(r.spec)).includes('auditId'),
);

/**
 * The other calls that name something a developer owns (a channel, an audit, a notification, a
 * bill, a file, an upload, or an app in a form or a file call), each with the test file that
 * proves another developer is refused it. A new call that names something must join one list.
 */
const OWNED_FIELDS = [
  'cId',
  'auditId',
  'ntyId',
  'id',
  'fname',
  'idList',
  'vedioId',
  'storeName',
  'bId',
  'identifier',
  'appId',
];
const provenIn: Record<string, string> = {
  downloadApp: 'ownership.test.ts',
  auditExport: '../audit-log/audit-log.test.ts',
  disposeNotify: 'ownership.test.ts',
  getDvAuditReport: 'ownership.test.ts',
  downloadSysLog: 'ownership.test.ts',
  checkMergeAppRet: '../uploads/uploads.test.ts',
  uploadAppFile: '../uploads/uploads.test.ts',
  getDvAuditFinanceReport: '../finance/finance.test.ts',
  deleteAppVedio: '../assets/assets.test.ts',
  deleteVedioPic: '../assets/assets.test.ts',
  uploadAppPic: '../assets/assets.test.ts',
  uploadAppVedio: '../assets/assets.test.ts',
  uploadVedioPic: '../assets/assets.test.ts',
  uploadAppDoc: '../assets/assets.test.ts',
  doc: '../assets/assets.test.ts',
  getAppChannelInfo: 'ownership.test.ts',
  deleteAppChannel: 'ownership.test.ts',
  bindBusinessToChannel: 'ownership.test.ts',
  unbindBusinessFromChannel: 'ownership.test.ts',
  export: '../datacenter/datacenter.test.ts',
  addonExportSaleTendency: '../datacenter/datacenter.test.ts',
  addonExportDetailData: '../datacenter/datacenter.test.ts',
  vitalsExport: '../vitals/vitals.test.ts',
  devUpdate: '../bills/bills.test.ts',
  batchDownload: '../bills/bills.test.ts',
  devSendMail: '../bills/bills.test.ts',
  billDownload: '../bills/bills.test.ts',
  getDvAuditAchReport: '../platform/platform-review.test.ts',
  getDvAuditDestReport: '../platform/platform-review.test.ts',
  leaderboardAuditItems: '../platform/platform-review.test.ts',
  getAddOnAuditReport: '../platform/platform-review.test.ts',
  uploadImage: '../platform/platform.test.ts',
  reviewExport: '../player-reviews/reviews.test.ts',
  webhookSave: '../webhooks/webhooks.test.ts',
  webhookDelete: '../webhooks/webhooks.test.ts',
  webhookDeliveries: '../webhooks/webhooks.test.ts',
};

describe('every call that names something owned is proven to refuse another developer', () => {
  it('is either refused from the contract below or listed with the test that proves it', () => {
    const unproven = developerRoutes
      .filter(({ spec }) => {
        const named = fieldsOf(takes(spec)).concat(
          spec.kind === 'file' ? (spec.headers ?? []) : [],
        );
        return named.some((f) => OWNED_FIELDS.includes(f)) || spec.path.includes(':name');
      })
      .filter(({ name }) => !byApp.some((r) => r.name === name) && !provenIn[name])
      .map(({ name }) => name);
    expect(unproven).toEqual([]);
    for (const [name, file] of Object.entries(provenIn)) {
      const text = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
      expect(text.includes(name), `${file} names ${name}`).toBe(true);
    }
  });
});

const strangers = [
  { who: 'another developer', join: (t: TestApp) => t.signIn('other@example.com') },
  {
    // a developer of the same organisation limited to its other app
    who: 'a member limited to other apps',
    join: async (t: TestApp, owner: string, otherApp: string) =>
      addMember(t, owner, 'limited@example.com', 'developer', [otherApp]),
  },
];

describe.each(strangers)(`$who naming an app that is not theirs (${dbKind})`, ({ join }) => {
  let t: TestApp;
  let other: string;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.signIn('owner@example.com');
    const [target, otherApp] = (await createApps(t, owner, 2, 'com.owner.table')) as [
      string,
      string,
    ];
    appId = target;
    other = await join(t, owner, otherApp);
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
  });
  afterAll(() => t.close());

  it('covers the calls that name an app', () => {
    expect(byApp.length).toBeGreaterThan(50);
  });

  for (const { name, spec } of byApp) {
    it(`${name}: refused, and nothing of the owner's changes`, async () => {
      const before = await snapshot(t);
      const sample = sampleOf(takes(spec), appId) as Record<string, unknown>;
      const body = { ...sample, appId };
      const res =
        methodOf(spec) === 'GET'
          ? await t.inject({
              method: 'GET',
              url: `${spec.path}?${new URLSearchParams(
                Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
              )}`,
              headers: { token: other, lang: 'en' },
            })
          : await t.inject({
              method: 'POST',
              url: spec.path,
              headers: { token: other, lang: 'en', 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
      const answer = res.json() as { errCode: number; errMsg: string; data: unknown };
      if (name === 'auditList') {
        // the audit log names an app as a filter: none of another studio's entries, and a
        // developer does not read the log at all
        expect([0, ErrorCode.roleRefused]).toContain(answer.errCode);
        if (answer.errCode === 0) expect(answer.data).toEqual({ entries: [], total: 0 });
        return;
      }
      if (name === 'searchOwnedApps') {
        // a search names an app as a filter: it finds none of another developer's
        expect(answer).toMatchObject({ errCode: 0, data: { apps: [] } });
        return;
      }
      expect(NOT_YOURS, `${name} answered ${answer.errCode} ${answer.errMsg}`).toContain(
        answer.errCode,
      );
      expect(await snapshot(t)).toEqual(before);
    });
  }
});
