import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  AuditStatus,
  ErrorCode,
  PlatformAuditStatus,
  ReportItemStatus,
  accountCalls,
  appCalls,
  financeCalls,
  financeReviewCalls,
  notificationCalls,
  platformCalls,
  platformReviewCalls,
  releaseCalls,
  reviewCalls,
  stageType,
} from '@vrportal/contract';
import type { AuditType, AuditReport, PlatformKind } from '@vrportal/contract';
import { newId } from '../../src/lib/crypto.js';
import { seedDemo } from '../../src/seed/demo.js';
import { addVersion, freshApps, unique } from '../factories.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';
import { financeRecord } from '../support/finance-record.js';
import { achievementBody } from '../support/platform.js';
import { completeRelease } from '../support/release.js';

/**
 * The report-language check: every report the server answers (app review reports of every
 * stage, channel release reports, finance reports, the four platform reports), of the demo data,
 * of reports the review console writes here and of rows stored in the earlier layout, read in
 * Chinese and in English. Each item speaks the reader's language, has a requirement, and shows
 * no message key; only the reviewer's own notes are kept as written.
 */

type Lang = 'zh' | 'en';
const LANGS: Lang[] = ['zh', 'en'];

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
/** message keys (auto.pkg, finance.field.cardNo) and field names (bfyName) */
const KEY_LIKE = [/^[a-z]+(\.[a-zA-Z0-9_]+)+$/, /^[a-z]+[A-Z][a-zA-Z0-9]*$/];
/** Latin words a Chinese text may use on their own: proper names and units. */
const PROPER_NAMES = new Set(['APK', 'FPS', 'SWIFT/BIC', 'SKU']);

const isKey = (text: string) => KEY_LIKE.some((re) => re.test(text.trim()));
const properName = (text: string) =>
  text.split(/\s+/).every((word) => PROPER_NAMES.has(word.replace(/[()（）:：]/g, '')));

interface Where {
  label: string;
  lang: Lang;
}
type Problems = string[];

/** A text of the service's own (not a reviewer's): the reader's language, and no key. */
function serviceText(
  problems: Problems,
  at: Where,
  field: string,
  text: string,
  opts: { required: boolean; zhNeedsCjk: boolean },
) {
  const where = `${at.label} [${at.lang}] ${field} ${JSON.stringify(text)}`;
  if (text.trim() === '') {
    if (opts.required) problems.push(`${where}: empty`);
    return;
  }
  if (isKey(text)) problems.push(`${where}: a message key`);
  if (at.lang === 'en' && CJK.test(text)) problems.push(`${where}: Chinese in an English report`);
  if (at.lang === 'zh' && opts.zhNeedsCjk && !CJK.test(text) && !properName(text)) {
    problems.push(`${where}: no Chinese in a Chinese report`);
  }
}

/** An app, channel or finance report: every item's name, requirement and description. */
function checkAuditReport(problems: Problems, at: Where, report: AuditReport) {
  const byReviewer = report.report.data.reviewer !== 'system';
  expect(report.report.items.length, at.label).toBeGreaterThan(0);
  for (const [index, item] of report.report.items.entries()) {
    const item$ = { ...at, label: `${at.label} item ${index}` };
    serviceText(problems, item$, 'name', item.name, { required: true, zhNeedsCjk: true });
    serviceText(problems, item$, 'require', item.require, { required: true, zhNeedsCjk: true });
    serviceText(problems, item$, 'desc', item.desc, { required: true, zhNeedsCjk: true });
    // a reviewer's note is kept as written; an automatic check's is the service's own text
    if (!byReviewer) {
      serviceText(problems, item$, 'note', item.note, { required: false, zhNeedsCjk: true });
    }
  }
  if (!byReviewer) {
    serviceText(problems, at, 'summary', report.report.data.note, {
      required: report.status === AuditStatus.failed,
      zhNeedsCjk: true,
    });
  }
}

interface PlatformItem {
  apiName: string;
  name: string;
  note: string;
}
/**
 * A platform report: the items are the developer's, named in the reader's language (an add-on
 * by the name its developer gave it in that language).
 */
function checkPlatformReport(
  problems: Problems,
  at: Where,
  kind: PlatformKind,
  report: { items: PlatformItem[] },
  addonNames: Map<string, { zh_CN: string; en_US: string }>,
) {
  expect(report.items.length, at.label).toBeGreaterThan(0);
  for (const [index, item] of report.items.entries()) {
    const item$ = { ...at, label: `${at.label} item ${index}` };
    if (kind === 'addon') {
      const given = addonNames.get(item.apiName);
      if (item.name !== (at.lang === 'zh' ? given?.zh_CN : given?.en_US)) {
        problems.push(`${item$.label}: add-on name ${item.name} is not the developer's`);
      }
    }
    serviceText(problems, item$, 'name', item.name, { required: true, zhNeedsCjk: true });
  }
}

describe(`report language check (${dbKind})`, () => {
  let t: TestApp;
  let admin: string;
  let demoDev: string;
  let channelDev: string;
  /** a developer whose own apps the tests send through the review console */
  let langDev: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.services, t.dataDir);
    const file = await fs.readFile(path.join(t.dataDir, 'demo-accounts.txt'), 'utf8');
    const password = /demo@example\.com.*password (\S+)/.exec(file)![1]!;
    const login = await t.call(accountCalls.loginDvlperByMail, {
      email: 'demo@example.com',
      pwd: await pwdOf(password),
    });
    demoDev = login.data.token;
    admin = await t.signIn('language-admin@example.com', { admin: true });
    channelDev = await t.signIn('language-channel@example.com');
    langDev = await t.signIn('language-dev@example.com');
  });
  afterAll(() => t?.close());

  /**
   * The console's checklist in the reviewer's language, marked: with a note, the first item
   * fails. `unlisted` first tries a line the audit standards do not list, which is refused.
   */
  async function decideInConsole(
    appId: string,
    lang: Lang,
    note: string,
    opts: { cId?: string; unlisted?: boolean } = {},
  ) {
    const ref = { appId, ...(opts.cId ? { cId: opts.cId } : {}) };
    const started = await t.call(reviewCalls.startReview, ref, { token: admin, lang });
    expect(started.errCode, started.errMsg).toBe(0);
    if (opts.unlisted) {
      const refused = await t.call(
        reviewCalls.decideReview,
        {
          ...ref,
          pass: true,
          items: [
            { name: 'Vibes', status: ReportItemStatus.passed, require: '', desc: '', note: '' },
          ],
        },
        { token: admin, lang },
      );
      expect(refused.errCode).toBe(ErrorCode.invalidRequest);
    }
    const submission = await t.call(reviewCalls.getReviewSubmission, ref, { token: admin, lang });
    expect(submission.data.standard.length).toBeGreaterThan(0);
    const pass = note === '';
    const items = submission.data.standard.map((s, i) => ({
      name: s.name,
      require: s.require,
      desc: s.desc,
      status: pass || i > 0 ? ReportItemStatus.passed : ReportItemStatus.failed,
      note: pass || i > 0 ? '' : note,
    }));
    const decided = await t.call(
      reviewCalls.decideReview,
      { ...ref, pass, items, note },
      { token: admin, lang },
    );
    expect(decided.errCode, decided.errMsg).toBe(0);
    return decided.data;
  }

  const STAGES: number[] = [
    AppStatus.manualQueued,
    AppStatus.contentQueued,
    AppStatus.publishQueued,
  ];

  /**
   * A new app of langDev, its build checked and its release waiting for `status`: the manual,
   * content or publish review (the stages before it passed in the console).
   */
  async function waitingFor(status: number): Promise<string> {
    const [appId] = (await freshApps(t, langDev, 1, 'langcheck')) as [string];
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, langDev, appId);
    const committed = await t.call(appCalls.commitAppInfo, { appId }, { token: langDev });
    expect(committed.errCode, committed.errMsg).toBe(0);
    await t.runDeferred();
    // each stage before it passes, an English reviewer ticking every line
    for (let passed = 0; passed < STAGES.indexOf(status); passed += 1) {
      await decideInConsole(appId, 'en', '');
    }
    return appId;
  }

  /**
   * Writes reports through the review console, each on the test's own app or account: the
   * manual, content and release reviews of three apps (a Chinese and an English reviewer, each
   * writing their notes in their own language), a business channel's release through the
   * automatic check and the three reviews, a payment profile rejected field by field, and a
   * platform submission refused. Answers the ids of what it wrote.
   */
  async function writeThroughConsole() {
    const written = { stages: new Set<number>(), channel: 0, finance: '', platform: '' };
    for (const status of STAGES) {
      const lang: Lang = status === AppStatus.contentQueued ? 'en' : 'zh';
      await decideInConsole(
        await waitingFor(status),
        lang,
        lang === 'zh' ? '第二关明显卡顿' : 'Stutters in level 2',
        {
          unlisted: status === AppStatus.manualQueued,
        },
      );
      written.stages.add(status);
    }

    // a business channel's release through the automatic check and the three reviews
    const [appId] = await freshApps(t, channelDev, 1, 'langarcade');
    await addVersion(t, appId!, { ver: '1.0.0', vcode: 1 });
    const created = await t.call(
      releaseCalls.createAppChannel,
      { appId: appId!, name: 'Arcade halls' },
      { token: channelDev },
    );
    const cId = created.data.cId;
    const build = await addVersion(t, appId!, { ver: '1.0.1-arcade', vcode: 2 });
    const { pkg } = await t.db
      .selectFrom('apps')
      .select('pkg')
      .where('id', '=', appId!)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('app_versions')
      .set({
        channel_id: cId,
        manifest: JSON.stringify({
          pkg,
          versionCode: 2,
          versionName: '1.0.1-arcade',
          debuggable: false,
        }),
      })
      .where('id', '=', build.id)
      .execute();
    await completeRelease(t, channelDev, appId!, { cId });
    const committed = await t.call(
      releaseCalls.commitAppInfoTob.path,
      { appId, cId },
      { token: channelDev },
    );
    expect(committed.errCode, committed.errMsg).toBe(0);
    await t.runDeferred();
    await decideInConsole(appId!, 'zh', '', { cId });
    await decideInConsole(appId!, 'en', '', { cId });
    const last = await decideInConsole(appId!, 'zh', '年龄分级与内容不符', { cId });
    expect(last.status).toBe(AppStatus.publishFailed);
    written.channel = 3;

    // a payment profile rejected field by field
    const financeEmail = `${unique('language-finance')}@example.com`;
    const financeDev = await t.signIn(financeEmail);
    const commit = await t.call(financeCalls.commitFinanceInfo, financeRecord(), {
      token: financeDev,
    });
    expect(commit.errCode, commit.errMsg).toBe(0);
    const financeAccount = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', financeEmail)
      .executeTakeFirstOrThrow();
    const rejected = await t.call(
      financeReviewCalls.reviewFinance,
      {
        accountId: financeAccount.id,
        version: 1,
        approve: false,
        reasons: [{ field: 'bfyName', note: '须与银行账户户名一致' }],
        note: 'Please correct the beneficiary.',
      },
      { token: admin, lang: 'en' },
    );
    expect(rejected.errCode, rejected.errMsg).toBe(0);
    written.finance = rejected.data.auditId;

    // a platform submission refused in the platform review console
    const [online] = (await freshApps(t, langDev, 1, 'langplatform')) as [string];
    const saved = await t.call(
      platformCalls.achievementSave,
      achievementBody(online, {
        apiName: 'LANG_CHECK',
        title: { zh_CN: '语言检查', en_US: 'Language check' },
      }),
      { token: langDev },
    );
    expect(saved.errCode, saved.errMsg).toBe(0);
    const submitted = await t.call(
      platformCalls.submit,
      { appId: online, kind: 'achievement', ids: [saved.data.id] },
      { token: langDev },
    );
    expect(submitted.errCode, submitted.errMsg).toBe(0);
    const decided = await t.call(
      platformReviewCalls.decide,
      {
        auditId: submitted.data.auditId,
        items: [{ id: saved.data.id, pass: false, note: '图标太暗' }],
        note: '请修改后重新提交。',
      },
      { token: admin },
    );
    expect(decided.errCode, decided.errMsg).toBe(0);
    written.platform = submitted.data.auditId;
    return written;
  }

  /** Reports stored in the layouts of before, of a new app of langDev; answers the rows. */
  async function storeEarlierLayout() {
    const [appId] = (await freshApps(t, langDev, 1, 'langlegacy')) as [string];
    const app = await t.db
      .selectFrom('apps')
      .select(['id', 'org_id'])
      .where('id', '=', appId)
      .executeTakeFirstOrThrow();
    const row = (kind: string, items: unknown[], reviewer: string | null, note: string) => ({
      id: newId(),
      org_id: app.org_id,
      app_id: kind === 'finance' ? null : app.id,
      kind,
      type: kind === 'finance' ? 5 : stageType[kind as 'auto' | 'man' | 'publish'],
      status: AuditStatus.failed,
      ver: '1.0.0',
      items: JSON.stringify(items),
      note,
      log_name: null,
      log_key: null,
      log_size: 0,
      reviewer_id: reviewer,
      created_at: t.clock.now().toISOString(),
    });
    const rows = [
      // the automatic check wrote both languages joined, and its check id as the description
      row(
        'auto',
        [
          {
            name: '包名 / Package name',
            status: ReportItemStatus.failed,
            require: '包名为合法的 Android 包名 / The package name is a valid Android package name',
            desc: 'auto.pkg',
            note: '包名格式不正确 / The package name is malformed',
          },
        ],
        null,
        '包名格式不正确 / The package name is malformed',
      ),
      // the demo seed wrote names in both languages and no requirement
      row(
        'man',
        [
          {
            name: 'Frame rate and performance / 帧率与性能',
            status: ReportItemStatus.failed,
            require: '',
            desc: '',
            note: 'Drops to 45 FPS / 帧率降至 45 FPS',
          },
        ],
        app.org_id,
        'Please optimise. / 请优化。',
      ),
      row(
        'publish',
        [
          {
            name: 'Release materials / 发布材料',
            status: ReportItemStatus.failed,
            require: '',
            desc: '',
            note: 'Rating / 分级',
          },
        ],
        app.org_id,
        '',
      ),
      // the console stored the reviewer's language
      row(
        'man',
        [
          {
            name: '稳定性',
            status: ReportItemStatus.failed,
            require: '30 分钟内无崩溃、无黑屏、无无响应',
            desc: '连续游玩 30 分钟',
            note: '闪退',
          },
        ],
        app.org_id,
        '',
      ),
      // finance lines held the field name as their description
      row(
        'finance',
        [
          {
            name: '银行账号 / Account number',
            status: ReportItemStatus.failed,
            require: '必填，最多 34 个字符；加密存储 / Required, at most 34 characters',
            desc: 'cardNo',
            note: 'wrong',
          },
        ],
        app.org_id,
        '',
      ),
    ];
    await t.db.insertInto('audits').values(rows).execute();
    return rows;
  }

  it('writes reports through the review console: each stage, a channel, finance, platform', async () => {
    // the demo has apps waiting for the manual, content and release reviews; the console writes
    // the reports of the tests' own
    const queued = await t.db
      .selectFrom('apps')
      .select(['id', 'status'])
      .where('status', 'in', STAGES)
      .where(
        'org_id',
        '=',
        t.db.selectFrom('accounts').select('id').where('email', '=', 'demo@example.com'),
      )
      .execute();
    for (const status of STAGES) {
      expect(
        queued.find((a) => a.status === status),
        `a demo app in status ${status}`,
      ).toBeDefined();
    }
    const written = await writeThroughConsole();
    expect(written.stages.size).toBe(3);
  });

  it('reads reports stored in the earlier layout in the reader language', async () => {
    const problems: Problems = [];
    for (const stored of await storeEarlierLayout()) {
      for (const lang of LANGS) {
        const at = { label: `${stored.kind} report ${stored.id}`, lang };
        const res =
          stored.kind === 'finance'
            ? await t.call(
                financeCalls.getDvAuditFinanceReport,
                { auditId: stored.id },
                { token: admin, lang },
              )
            : await t.call(
                notificationCalls.getDvAuditReport,
                { auditId: stored.id, type: stored.type as AuditType },
                { token: admin, lang },
              );
        expect(res.errCode, `${at.label}: ${res.errMsg}`).toBe(0);
        checkAuditReport(problems, at, res.data);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every report in the reader language, with requirements and no message keys', async () => {
    // the console's reports and the earlier layout's, besides the demo's
    const written = await writeThroughConsole();
    await storeEarlierLayout();
    const problems: Problems = [];
    const seen = new Set<string>();

    const audits = await t.db.selectFrom('audits').select(['id', 'type', 'kind']).execute();
    for (const audit of audits) {
      for (const lang of LANGS) {
        const at = { label: `${audit.kind} report ${audit.id}`, lang };
        const res =
          audit.kind === 'finance'
            ? await t.call(
                financeCalls.getDvAuditFinanceReport,
                { auditId: audit.id },
                { token: admin, lang },
              )
            : await t.call(
                notificationCalls.getDvAuditReport,
                { auditId: audit.id, type: audit.type as AuditType },
                { token: admin, lang },
              );
        expect(res.errCode, `${at.label}: ${res.errMsg}`).toBe(0);
        checkAuditReport(problems, at, res.data);
        seen.add(audit.kind);
      }
    }

    const reviews = await t.db
      .selectFrom('platform_reviews')
      .select(['id', 'kind', 'app_id'])
      .where('status', '!=', PlatformAuditStatus.pending)
      .execute();
    const addons = await t.call(
      platformCalls.addonList,
      { appId: reviews.find((r) => r.kind === 'addon')!.app_id },
      { token: demoDev },
    );
    const addonNames = new Map(addons.data.items.map((a) => [a.sku, a.name]));
    const reportCall: Record<PlatformKind, string> = {
      achievement: platformCalls.getDvAuditAchReport.path,
      destination: platformCalls.getDvAuditDestReport.path,
      leaderboard: platformCalls.leaderboardAuditItems.path,
      addon: platformCalls.getAddOnAuditReport.path,
    };
    for (const review of reviews) {
      const kind = review.kind as PlatformKind;
      for (const lang of LANGS) {
        const at = { label: `${kind} report ${review.id}`, lang };
        const res = await t.call<{ items: PlatformItem[] }>(
          reportCall[kind],
          { appId: review.app_id, auditId: review.id },
          { token: admin, lang },
        );
        expect(res.errCode, `${at.label}: ${res.errMsg}`).toBe(0);
        checkPlatformReport(problems, at, kind, res.data, addonNames);
        seen.add(kind);
      }
    }

    expect(problems).toEqual([]);
    // every report type was read, the console's reports among them
    expect([...seen].sort()).toEqual(
      [
        'achievement',
        'addon',
        'auto',
        'content',
        'destination',
        'finance',
        'leaderboard',
        'man',
        'publish',
      ].sort(),
    );
    expect(written.stages.size).toBe(3);
    expect(written.channel).toBe(3);
    expect(audits.some((a) => a.id === written.finance)).toBe(true);
    expect(reviews.some((r) => r.id === written.platform)).toBe(true);
  });

  it('keeps a reviewer note as written and takes the item texts from the catalogue', async () => {
    // an English reviewer's note on the content review of an app of the test's own
    const appId = await waitingFor(AppStatus.contentQueued);
    await decideInConsole(appId, 'en', 'Stutters in level 2');
    const audit = await t.db
      .selectFrom('audits')
      .select(['id', 'type'])
      .where('app_id', '=', appId)
      .where('note', '=', 'Stutters in level 2')
      .executeTakeFirstOrThrow();
    const read = (lang: Lang) =>
      t.call(
        notificationCalls.getDvAuditReport,
        { auditId: audit.id, type: audit.type as AuditType },
        { token: admin, lang },
      );
    const [zh, en] = [(await read('zh')).data, (await read('en')).data];
    expect(en.report.items[0]).toMatchObject({
      name: 'Lawful content',
      status: ReportItemStatus.failed,
      note: 'Stutters in level 2',
    });
    expect(zh.report.items[0]).toMatchObject({ name: '内容合规', note: 'Stutters in level 2' });
    expect(zh.report.data.note).toBe('Stutters in level 2');
  });
});
