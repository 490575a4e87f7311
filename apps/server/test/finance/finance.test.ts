import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AuditStatus,
  FinanceStatus,
  NotifyState,
  NotifyStatus,
  ReportItemStatus,
  financeCalls,
  financeReviewCalls,
  notificationCalls,
  ErrorCode,
} from '@vrportal/contract';
import type { FinanceInfo, FinanceProfile, FinanceRecord } from '@vrportal/contract';
import { ConfigError, loadConfig } from '../../src/config.js';
import { FieldCipher } from '../../src/lib/field-cipher.js';
import type { TestApp } from '../harness.js';
import { financeRecord } from '../support/finance-record.js';
import { createLoggedApp, createTestApp, dbKind, pwdOf } from '../harness.js';
import { unique } from '../factories.js';

const { getFinanceInfo, commitFinanceInfo, getDvAuditFinanceReport } = financeCalls;
const { getFinanceQueue, getFinanceProfile, reviewFinance } = financeReviewCalls;

/** A complete, valid record: an organisation in mainland China banking abroad. */

type Case = [label: string, changes: Partial<FinanceRecord>, field: keyof FinanceRecord];
const long = (n: number) => 'x'.repeat(n);

/** One failing case per rule and per field limit of spec section 5. */
const failing: Case[] = [
  // required ("please enter" / "please select" / "please select date")
  ...(
    [
      'orgName',
      'team',
      'orgType',
      'email',
      'ownerNamePre',
      'ownerNameSuffix',
      'taxId',
      'bfyName',
      'bankName',
      'bankCountry',
      'cardNo',
      'bankBic',
      'mobile',
      'orgCountry',
      'ownerBirth',
    ] as const
  ).map((field): Case => [`${field} is required`, { [field]: '' }, field]),
  ['orgCity is required', { orgCity: '', orgAddr: '/文三路 100 号' }, 'orgCity'],
  ['bankCity is required', { bankCity: '', bankAddr: '/1 Queen’s Road' }, 'bankCity'],
  ['orgAddr (street) is required', { orgAddr: '浙江省/杭州市/西湖区/' }, 'orgAddr'],
  ['bankAddr (street) is required', { bankAddr: 'Hong Kong/' }, 'bankAddr'],
  // maximum lengths
  ['orgName at most 64', { orgName: long(65) }, 'orgName'],
  ['team at most 64', { team: long(65) }, 'team'],
  ['orgCountry at most 32', { orgCountry: long(33) }, 'orgCountry'],
  [
    'foreign city at most 128',
    { bankCity: long(129), bankAddr: `${long(129)}/1 Road` },
    'bankCity',
  ],
  ['orgAddr street at most 128', { orgAddr: `浙江省/杭州市/西湖区/${long(129)}` }, 'orgAddr'],
  ['fax at most 16', { fax: '1'.repeat(17) }, 'fax'],
  ['email at most 64', { email: `${long(60)}@example.com` }, 'email'],
  ['remittance at most 64', { remittance: `${long(60)}@example.com` }, 'remittance'],
  ['invoice at most 64', { invoice: `${long(60)}@example.com` }, 'invoice'],
  ['taxId at most 32', { taxId: '9'.repeat(33) }, 'taxId'],
  [
    'ownerNamePre at most 32',
    { ownerNamePre: long(33), ownerName: `${long(33)}/三` },
    'ownerNamePre',
  ],
  [
    'ownerNameSuffix at most 32',
    { ownerNameSuffix: long(33), ownerName: `张/${long(33)}` },
    'ownerNameSuffix',
  ],
  ['bfyName at most 64', { bfyName: long(65) }, 'bfyName'],
  ['bankName at most 64', { bankName: long(65) }, 'bankName'],
  ['bankBranch at most 64', { bankBranch: long(65) }, 'bankBranch'],
  ['bankAddr street at most 128', { bankAddr: `Hong Kong/${long(129)}` }, 'bankAddr'],
  ['cardNo at most 24', { cardNo: '1'.repeat(25) }, 'cardNo'],
  ['mobile at most 32', { mobile: '1'.repeat(33) }, 'mobile'],
  // cardNo: digits and at most one dot
  ['cardNo holds only digits', { cardNo: '6222 0212 3456' }, 'cardNo'],
  ['cardNo holds no letters', { cardNo: '62220A' }, 'cardNo'],
  ['cardNo holds at most one dot', { cardNo: '6222.0212.3456' }, 'cardNo'],
  ['cardNo is not a lone dot', { cardNo: '.' }, 'cardNo'],
  // owner name joined by a slash
  ['ownerName is family/given', { ownerName: '张三' }, 'ownerName'],
  ['ownerName matches its parts', { ownerName: '李/四' }, 'ownerName'],
  ['family name holds no slash', { ownerNamePre: '张/', ownerName: '张//三' }, 'ownerNamePre'],
  // addresses: city path + slash + street
  ['orgAddr starts with the city', { orgAddr: '文三路 100 号' }, 'orgAddr'],
  ['bankAddr starts with the city', { bankAddr: 'Kowloon/1 Nathan Road' }, 'bankAddr'],
  [
    'mainland China city is a real province/city/district',
    { orgCity: '浙江省/杭州市/不存在区', orgAddr: '浙江省/杭州市/不存在区/文三路' },
    'orgCity',
  ],
  [
    'mainland China city is a full path',
    { orgCity: '浙江省/杭州市', orgAddr: '浙江省/杭州市/文三路' },
    'orgCity',
  ],
  [
    'foreign city holds no slash',
    { bankCity: 'Hong/Kong', bankAddr: 'Hong/Kong/1 Road' },
    'bankCity',
  ],
  // birth date yyyy-MM-dd, a real day, not in the future
  ['ownerBirth is yyyy-MM-dd', { ownerBirth: '15/05/1990' }, 'ownerBirth'],
  ['ownerBirth is a real day', { ownerBirth: '1990-02-30' }, 'ownerBirth'],
  ['ownerBirth is not in the future', { ownerBirth: '2999-01-01' }, 'ownerBirth'],
  ['ownerBirth is not before 1900', { ownerBirth: '1899-12-31' }, 'ownerBirth'],
  // organisation type values
  ['orgType is a listed value', { orgType: 'Partnership' }, 'orgType'],
  // countries from ISO 3166
  ['orgCountry is an ISO 3166 code', { orgCountry: 'XX' }, 'orgCountry'],
  ['bankCountry is an ISO 3166 code', { bankCountry: 'Hong Kong' }, 'bankCountry'],
  // e-mail and phone formats (designed here: the spec leaves them open)
  ['email is an e-mail address', { email: 'finance-at-nebula' }, 'email'],
  ['remittance is an e-mail address', { remittance: 'pay@' }, 'remittance'],
  ['invoice is an e-mail address', { invoice: 'invoice nebula.example' }, 'invoice'],
  ['mobile is a phone number', { mobile: 'call me' }, 'mobile'],
  ['fax is a phone number', { fax: 'fax-me' }, 'fax'],
  // SWIFT/BIC (ISO 9362)
  ['bankBic has 8 or 11 characters', { bankBic: 'HSBCHKHHH' }, 'bankBic'],
  ['bankBic starts with letters', { bankBic: '1234HKHH' }, 'bankBic'],
  // control characters
  ['no line breaks in a field', { bfyName: 'Nebula\nStudio' }, 'bfyName'],
];

describe(`payment information: rules (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn('rules@example.com');
  });
  afterAll(() => t.close());

  it('answers no status and empty fields before anything was submitted', async () => {
    const res = await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token: dev });
    expect(res.errCode).toBe(0);
    expect(res.data).toMatchObject({
      status: FinanceStatus.none,
      version: 0,
      orgName: '',
      cardNo: '',
      reasons: [],
    });
  });

  it.each(failing)('10500 when %s', async (_label, changes, field) => {
    const res = await t.call<{ fields: Record<string, string> }>(
      commitFinanceInfo.path,
      { ...financeRecord(), ...changes },
      { token: dev, lang: 'en' },
    );
    expect(res.errCode).toBe(ErrorCode.invalidInformation);
    expect(Object.keys(res.data.fields)).toContain(field);
    expect(res.errMsg).toMatch(/^Please fix your information: /);
  });

  it('stored nothing for any refused commit', async () => {
    const versions = () => t.db.selectFrom('finance_versions').select('org_id').execute();
    const before = (await versions()).length;
    for (const [label, changes] of failing) {
      const refused = await t.call(
        commitFinanceInfo.path,
        { ...financeRecord(), ...changes },
        { token: dev },
      );
      expect(refused.errCode, label).toBe(ErrorCode.invalidInformation);
    }
    const res = await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token: dev });
    expect(res.data.status).toBe(FinanceStatus.none);
    const { id } = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'rules@example.com')
      .executeTakeFirstOrThrow();
    expect((await versions()).filter((v) => v.org_id === id)).toHaveLength(0);
    expect(await versions()).toHaveLength(before);
  });

  it('names the fields at fault in the caller language, never their values', async () => {
    const res = await t.call(
      commitFinanceInfo.path,
      { ...financeRecord(), cardNo: '62AB', bankBic: 'nope' },
      { token: dev, lang: 'zh' },
    );
    expect(res.errMsg).toBe('请修改您的信息：SWIFT/BIC 代码、银行账号');
    expect(JSON.stringify(res)).not.toContain('62AB');
  });

  it('refuses a field of the wrong type with 10400', async () => {
    const res = await t.call(
      commitFinanceInfo.path,
      { ...financeRecord(), cardNo: 6222021234 },
      { token: dev },
    );
    expect(res.errCode).toBe(ErrorCode.invalidRequest);
  });

  it('accepts a full valid record, the optional fields empty, and puts it under review', async () => {
    // an account of its own: the one of the other tests never has anything stored
    const submitter = await t.signIn(`${unique('rules-valid')}@example.com`);
    const record = { ...financeRecord(), bankBranch: '', invoice: '' };
    const res = await t.call(commitFinanceInfo.path, record, { token: submitter });
    expect(res).toMatchObject({
      errCode: 0,
      data: { status: FinanceStatus.underReview, version: 1 },
    });
    const info = await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token: submitter });
    expect(info.data).toMatchObject({ ...record, status: FinanceStatus.underReview, version: 1 });
  });

  it('takes the Chinese organisation type and a lower-case SWIFT/BIC, stored in one form', async () => {
    const other = await t.signIn('rules-zh@example.com');
    const res = await t.call(
      commitFinanceInfo.path,
      { ...financeRecord(), orgType: '个人', bankBic: 'hsbchkhh', bankCountry: 'hk' },
      { token: other },
    );
    expect(res.errCode).toBe(0);
    const info = await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token: other });
    expect(info.data).toMatchObject({
      orgType: 'Personal',
      bankBic: 'HSBCHKHH',
      bankCountry: 'HK',
    });
  });
});

describe(`payment information: review, versions and notifications (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let devEmail: string;
  let admin: string;
  let devId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('reviewer@example.com', { admin: true });
  });
  afterAll(() => t.close());

  // each test's own studio, with nothing submitted yet: the steps before its own are its setup
  beforeEach(async () => {
    devEmail = `${unique('studio')}@example.com`;
    dev = await t.signIn(devEmail);
    devId = (await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', devEmail)
      .executeTakeFirstOrThrow())!.id;
  });

  const info = async () =>
    (await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token: dev })).data;
  const notifications = async () =>
    (
      await t.call(notificationCalls.getDvNtyList, { page: 1 }, { token: dev, lang: 'en' })
    ).data.ntys.filter((n) => n.tag === 'finance');
  const queueTotal = async () =>
    (await t.call<{ total: number }>(getFinanceQueue.path, { page: 1 }, { token: admin })).data
      .total;

  /** Version 1 submitted: under review. */
  async function submitted() {
    expect((await t.call(commitFinanceInfo.path, financeRecord(), { token: dev })).errCode).toBe(0);
  }
  /** Version 1 rejected with reasons on two fields; answers the report's id. */
  async function rejected(): Promise<string> {
    await submitted();
    const res = await t.call<{ status: number; auditId: string }>(
      reviewFinance.path,
      {
        accountId: devId,
        version: 1,
        approve: false,
        reasons: [
          { field: 'bfyName', note: 'Must match the bank account holder' },
          { field: 'cardNo', note: 'The account number does not exist' },
        ],
        note: 'Two fields to fix',
      },
      { token: admin },
    );
    expect(res.errCode).toBe(0);
    return res.data.auditId;
  }
  /** Version 2, the two fields corrected, under review after the rejection of version 1. */
  async function resubmitted() {
    const rejectedAudit = await rejected();
    const res = await t.call(
      commitFinanceInfo.path,
      { ...financeRecord(), bfyName: 'Nebula Studio Limited', cardNo: '004123456789002' },
      { token: dev },
    );
    expect(res.errCode).toBe(0);
    return rejectedAudit;
  }
  /** Version 2 approved. */
  async function approved() {
    await resubmitted();
    const res = await t.call(
      reviewFinance.path,
      { accountId: devId, version: 2, approve: true },
      { token: admin },
    );
    expect(res.errCode).toBe(0);
  }

  it('submits (1), refuses a second submit while under review, and keeps the first', async () => {
    expect((await t.call(commitFinanceInfo.path, financeRecord(), { token: dev })).errCode).toBe(0);
    const again = await t.call(
      commitFinanceInfo.path,
      { ...financeRecord(), orgName: 'Changed' },
      { token: dev },
    );
    expect(again.errCode).toBe(ErrorCode.financeUnderReview);
    expect(await info()).toMatchObject({
      status: FinanceStatus.underReview,
      version: 1,
      orgName: 'Nebula Studio',
    });
  });

  it('keeps the review calls to super accounts', async () => {
    await submitted();
    for (const [path, body] of [
      [getFinanceQueue.path, { page: 1 }],
      [getFinanceProfile.path, { accountId: devId }],
      [reviewFinance.path, { accountId: devId, version: 1, approve: true }],
    ] as const) {
      expect((await t.call(path, body, { token: dev })).errCode).toBe(ErrorCode.notSuper);
    }
    expect(await info()).toMatchObject({ status: FinanceStatus.underReview });
  });

  it('lists the submitted profile in the queue and shows it masked', async () => {
    const waiting = await queueTotal();
    await submitted();
    const queue = await t.call<{ items: { accountId: string; version: number }[]; total: number }>(
      getFinanceQueue.path,
      { page: 1 },
      { token: admin },
    );
    expect(queue.data.total).toBe(waiting + 1);
    expect(queue.data.items.find((i) => i.accountId === devId)).toMatchObject({
      accountId: devId,
      account: devEmail,
      orgName: 'Nebula Studio',
      version: 1,
    });
    const profile = await t.call<FinanceProfile>(
      getFinanceProfile.path,
      { accountId: devId },
      { token: admin },
    );
    const shown = profile.data.current.info;
    expect(shown.cardNo).toBe('***********9001');
    expect(shown.taxId).toMatch(/^\*+XX7Q$/);
    expect(shown.bankBic).toMatch(/^\*+HHKH$/);
    expect(shown.ownerBirth).toBe('1990-**-**');
    expect(shown.orgName).toBe('Nebula Studio');
    expect(JSON.stringify(profile.data)).not.toContain('004123456789001');
    expect(profile.data.history).toHaveLength(1);
    expect(profile.data.current.changed).toEqual([]);
  });

  it('refuses an approval with reasons and a rejection without any', async () => {
    await submitted();
    const approveWithReasons = await t.call(
      reviewFinance.path,
      { accountId: devId, version: 1, approve: true, reasons: [{ field: 'cardNo', note: 'x' }] },
      { token: admin },
    );
    expect(approveWithReasons.errCode).toBe(ErrorCode.invalidRequest);
    const bareReject = await t.call(
      reviewFinance.path,
      { accountId: devId, version: 1, approve: false },
      { token: admin },
    );
    expect(bareReject.errCode).toBe(ErrorCode.invalidRequest);
    const wrongVersion = await t.call(
      reviewFinance.path,
      { accountId: devId, version: 2, approve: true },
      { token: admin },
    );
    expect(wrongVersion.errCode).toBe(ErrorCode.financeNotFound);
  });

  it('rejects with reasons per field (3): report, notification, reasons on the record', async () => {
    await submitted();
    const res = await t.call<{ status: number; auditId: string }>(
      reviewFinance.path,
      {
        accountId: devId,
        version: 1,
        approve: false,
        reasons: [
          { field: 'bfyName', note: 'Must match the bank account holder' },
          { field: 'cardNo', note: 'The account number does not exist' },
        ],
        note: 'Two fields to fix',
      },
      { token: admin },
    );
    expect(res).toMatchObject({ errCode: 0, data: { status: FinanceStatus.rejected } });
    const rejectedAudit = res.data.auditId;

    const record = await info();
    expect(record).toMatchObject({
      status: FinanceStatus.rejected,
      version: 1,
      auditId: rejectedAudit,
    });
    expect(record.reasons.map((r) => r.field)).toEqual(['bfyName', 'cardNo']);
    // nothing entered is lost: the rejected version is still there to correct
    expect(record.cardNo).toBe('004123456789001');

    const [nty] = await notifications();
    expect(nty).toMatchObject({
      tag: 'finance',
      status: NotifyStatus.failed,
      state: NotifyState.unread,
      auditId: rejectedAudit,
      link: '/pay_info',
      title: 'Payment information not approved',
    });
    expect(nty!.content).toContain('Beneficiary name: Must match the bank account holder');

    const report = await t.call<{
      status: number;
      report: { items: { name: string; status: number; note: string }[] };
    }>(getDvAuditFinanceReport.path, { auditId: rejectedAudit }, { token: dev, lang: 'en' });
    expect(report.errCode).toBe(0);
    expect(report.data.status).toBe(AuditStatus.failed);
    const failed = report.data.report.items.filter((i) => i.status === ReportItemStatus.failed);
    expect(failed.map((i) => [i.name, i.note])).toEqual([
      ['Beneficiary name', 'Must match the bank account holder'],
      ['Account number', 'The account number does not exist'],
    ]);
    expect(report.data.report.items).toHaveLength(23);
    expect(JSON.stringify(report.data)).not.toContain('004123456789001');

    // the decision is final: the same version cannot be decided twice
    const twice = await t.call(
      reviewFinance.path,
      { accountId: devId, version: 1, approve: true },
      { token: admin },
    );
    expect(twice.errCode).toBe(ErrorCode.financeNotUnderReview);
  });

  it('resubmits as version 2 (1); the reviewer sees what changed and the history', async () => {
    const rejectedAudit = await rejected();
    const res = await t.call(
      commitFinanceInfo.path,
      { ...financeRecord(), bfyName: 'Nebula Studio Limited', cardNo: '004123456789002' },
      { token: dev },
    );
    expect(res).toMatchObject({
      errCode: 0,
      data: { status: FinanceStatus.underReview, version: 2 },
    });
    expect(await info()).toMatchObject({
      status: FinanceStatus.underReview,
      version: 2,
      reasons: [],
      auditId: '',
    });
    const profile = await t.call<FinanceProfile>(
      getFinanceProfile.path,
      { accountId: devId },
      { token: admin },
    );
    expect(profile.data.current.changed).toEqual(['bfyName', 'cardNo']);
    expect(profile.data.history.map((h) => [h.version, h.status])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    expect(profile.data.history[1]).toMatchObject({
      reviewer: 'reviewer@example.com',
      auditId: rejectedAudit,
      note: 'Two fields to fix',
    });
  });

  it('approves (2): notification passed, approved version recorded', async () => {
    await resubmitted();
    const waiting = await queueTotal();
    const res = await t.call<{ status: number; auditId: string }>(
      reviewFinance.path,
      { accountId: devId, version: 2, approve: true },
      { token: admin },
    );
    expect(res).toMatchObject({ errCode: 0, data: { status: FinanceStatus.passed } });
    expect(await info()).toMatchObject({
      status: FinanceStatus.passed,
      version: 2,
      auditId: res.data.auditId,
    });
    const [latest] = await notifications();
    expect(latest).toMatchObject({
      status: NotifyStatus.passed,
      auditId: res.data.auditId,
      title: 'Payment information approved',
    });
    // it left the queue
    expect(await queueTotal()).toBe(waiting - 1);
  });

  it('edits after approval: version 3 under review while version 2 stays in force', async () => {
    await approved();
    const res = await t.call(
      commitFinanceInfo.path,
      { ...financeRecord(), cardNo: '004123456789003', mobile: '+852 2822 1111' },
      { token: dev },
    );
    expect(res).toMatchObject({
      errCode: 0,
      data: { status: FinanceStatus.underReview, version: 3 },
    });
    const profile = await t.call<FinanceProfile>(
      getFinanceProfile.path,
      { accountId: devId },
      { token: admin },
    );
    expect(profile.data).toMatchObject({ status: FinanceStatus.underReview, approvedVersion: 2 });
    expect(profile.data.history.map((h) => h.status)).toEqual([
      FinanceStatus.underReview,
      FinanceStatus.passed,
      FinanceStatus.rejected,
    ]);
  });
});

describe(`payment information: encryption at rest (${dbKind})`, () => {
  it('stores no sensitive value in plain, with a 0600 key file made on first start', async () => {
    const t = await createTestApp();
    try {
      const dev = await t.signIn('secret@example.com');
      const record = financeRecord();
      expect((await t.call(commitFinanceInfo.path, record, { token: dev })).errCode).toBe(0);
      const row = await t.db.selectFrom('finance_versions').selectAll().executeTakeFirstOrThrow();
      const raw = JSON.stringify(row);
      for (const secret of [record.cardNo, record.taxId, record.bankBic, record.ownerBirth]) {
        expect(raw).not.toContain(secret);
      }
      expect(row.card_no_enc).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      // the same value encrypts differently each time (random IV)
      expect(row.card_no_enc).not.toBe(row.tax_id_enc);

      const keyFile = path.join(t.dataDir, 'finance.key');
      const stat = await fs.stat(keyFile);
      expect(stat.mode & 0o777).toBe(0o600);
      const key = Buffer.from((await fs.readFile(keyFile, 'utf8')).trim(), 'base64');
      const context = `finance:${row.org_id}:1:cardNo`;
      expect(new FieldCipher(key).decrypt(row.card_no_enc, context)).toBe(record.cardNo);
      // another key, or the ciphertext moved to another field, does not open
      expect(() => new FieldCipher(randomBytes(32)).decrypt(row.card_no_enc, context)).toThrow();
      expect(() =>
        new FieldCipher(key).decrypt(row.card_no_enc, `finance:${row.org_id}:1:taxId`),
      ).toThrow();
    } finally {
      await t.close();
    }
  });

  it('uses FINANCE_KEY from the environment and writes no key file then', async () => {
    const hex = randomBytes(32).toString('hex');
    const t = await createTestApp({ FINANCE_KEY: hex });
    try {
      const dev = await t.signIn('envkey@example.com');
      expect((await t.call(commitFinanceInfo.path, financeRecord(), { token: dev })).errCode).toBe(
        0,
      );
      await expect(fs.stat(path.join(t.dataDir, 'finance.key'))).rejects.toThrow();
      const row = await t.db.selectFrom('finance_versions').selectAll().executeTakeFirstOrThrow();
      const cipher = new FieldCipher(Buffer.from(hex, 'hex'));
      expect(cipher.decrypt(row.tax_id_enc, `finance:${row.org_id}:1:taxId`)).toBe(
        financeRecord().taxId,
      );
    } finally {
      await t.close();
    }
  });
});

describe(`payment information: ownership (${dbKind})`, () => {
  it("no caller reads or writes another developer's profile or report", async () => {
    const t = await createTestApp();
    try {
      const a = await t.signIn('owner-a@example.com');
      const b = await t.signIn('owner-b@example.com');
      const admin = await t.signIn('boss@example.com', { admin: true });
      const idOf = async (email: string) =>
        (await t.db
          .selectFrom('accounts')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow())!.id;
      const aId = await idOf('owner-a@example.com');

      expect((await t.call(commitFinanceInfo.path, financeRecord(), { token: a })).errCode).toBe(0);
      const review = await t.call<{ auditId: string }>(
        reviewFinance.path,
        { accountId: aId, version: 1, approve: false, note: 'Please check the bank' },
        { token: admin },
      );

      // B reads only its own (empty) profile
      const bInfo = await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token: b });
      expect(bInfo.data).toMatchObject({ status: FinanceStatus.none, orgName: '', cardNo: '' });
      // an accountId in B's commit is ignored: B writes its own profile, A's is untouched
      const bCommit = await t.call(
        commitFinanceInfo.path,
        { ...financeRecord(), orgName: 'Intruder', accountId: aId },
        { token: b },
      );
      expect(bCommit.errCode).toBe(0);
      const aInfo = await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token: a });
      expect(aInfo.data).toMatchObject({
        status: FinanceStatus.rejected,
        version: 1,
        orgName: 'Nebula Studio',
      });
      // A's report is refused to B, and so are the reviewer's calls
      const report = await t.call(
        getDvAuditFinanceReport.path,
        { auditId: review.data.auditId },
        { token: b },
      );
      expect(report.errCode).toBe(ErrorCode.auditNotFound);
      expect((await t.call(getFinanceProfile.path, { accountId: aId }, { token: b })).errCode).toBe(
        10061,
      );
      // a signed-out caller gets nothing
      expect((await t.call(getFinanceInfo.path, {})).errCode).toBe(ErrorCode.loginExpired);
      expect((await t.call(commitFinanceInfo.path, financeRecord())).errCode).toBe(
        ErrorCode.loginExpired,
      );
      // an unknown profile is 10541 for the reviewer
      expect(
        (await t.call(getFinanceProfile.path, { accountId: '0'.repeat(32) }, { token: admin }))
          .errCode,
      ).toBe(ErrorCode.financeNotFound);
    } finally {
      await t.close();
    }
  });
});

describe(`payment information: concurrent submits (${dbKind})`, () => {
  it('two submits at once: one is stored, the other answered 10540, never a fault', async () => {
    const t = await createTestApp();
    try {
      const dev = await t.signIn('twice@example.com');
      const answers = await Promise.all(
        [1, 2, 3].map(() => t.call(commitFinanceInfo.path, financeRecord(), { token: dev })),
      );
      expect(answers.map((a) => a.errCode).sort()).toEqual([0, 10540, 10540]);
      expect(await t.db.selectFrom('finance_versions').selectAll().execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('payment information: the key and the log', () => {
  it('refuses a FINANCE_KEY that is not 32 bytes, and takes hex or base64', () => {
    expect(() => loadConfig({ FINANCE_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ FINANCE_KEY: randomBytes(16).toString('hex') })).toThrow(
      /FINANCE_KEY/,
    );
    const key = randomBytes(32);
    expect(loadConfig({ FINANCE_KEY: key.toString('hex') }).financeKey).toEqual(key);
    expect(loadConfig({ FINANCE_KEY: key.toString('base64') }).financeKey).toEqual(key);
    expect(loadConfig({}).financeKey).toBeUndefined();
  });

  it('writes no sensitive value into the log, for a stored or a refused commit', async () => {
    const { app, services, log, close } = await createLoggedApp();
    try {
      await services.accounts.createAccount({
        email: 'log@example.com',
        password: 'Abcd1234!',
        admin: false,
      });
      const pwd = await pwdOf('Abcd1234!');
      const login = await app.inject({
        method: 'POST',
        url: '/vrmcsys/account/loginDvlperByMail',
        payload: { email: 'log@example.com', pwd },
      });
      const token = login.json().data.token as string;
      const record = financeRecord();
      for (const body of [{ ...record, bankBic: 'bad' }, record]) {
        const res = await app.inject({
          method: 'POST',
          url: commitFinanceInfo.path,
          headers: { token },
          payload: body,
        });
        expect(res.statusCode).toBe(200);
      }
      await app.inject({ method: 'POST', url: getFinanceInfo.path, headers: { token } });
      const all = log();
      expect(all).toContain(commitFinanceInfo.path);
      for (const secret of [record.cardNo, record.taxId, record.bankBic, record.ownerBirth]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await close();
    }
  });
});

describe(`payment information: mainland China regions (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const shenzhen = {
    zh: '广东省/深圳市/南山区',
    en: 'Guangdong/Shenzhen/Nanshan District',
  };
  let refused: string | undefined;
  const read = async (token: string, lang: string) =>
    (await t.call<FinanceInfo>(getFinanceInfo.path, {}, { token, lang })).data;
  const stored = (email: string) =>
    t.db
      .selectFrom('finance_versions')
      .innerJoin('accounts', 'accounts.id', 'finance_versions.org_id')
      .select([
        'finance_versions.version',
        'finance_versions.org_city',
        'finance_versions.org_addr',
        'finance_versions.bank_city',
        'finance_versions.bank_addr',
      ])
      .where('accounts.email', '=', email)
      .orderBy('finance_versions.version', 'desc')
      .executeTakeFirstOrThrow();

  it('stores the district code of a city sent in Chinese and reads it in either language', async () => {
    const dev = await t.signIn('region-zh@example.com');
    const res = await t.call(
      commitFinanceInfo.path,
      financeRecord({
        orgCity: shenzhen.zh,
        orgAddr: `${shenzhen.zh}/科技园 1 号`,
        bankCountry: 'CN',
        bankCity: '北京市/市辖区/海淀区',
        bankAddr: '北京市/市辖区/海淀区/中关村大街 1 号',
      }),
      { token: dev, lang: 'zh' },
    );
    expect(res.errCode).toBe(0);
    expect(await stored('region-zh@example.com')).toMatchObject({
      org_city: '440305',
      org_addr: '440305/科技园 1 号',
      bank_city: '110108',
      bank_addr: '110108/中关村大街 1 号',
    });
    expect(await read(dev, 'zh')).toMatchObject({
      orgCity: shenzhen.zh,
      orgAddr: `${shenzhen.zh}/科技园 1 号`,
      bankCity: '北京市/市辖区/海淀区',
      bankAddr: '北京市/市辖区/海淀区/中关村大街 1 号',
    });
    expect(await read(dev, 'en')).toMatchObject({
      orgCity: shenzhen.en,
      orgAddr: `${shenzhen.en}/科技园 1 号`,
      bankCity: 'Beijing/Districts/Haidian District',
      bankAddr: 'Beijing/Districts/Haidian District/中关村大街 1 号',
    });
  });

  it('stores the same code for the city sent in English, and the reviewer reads it in theirs', async () => {
    const dev = await t.signIn('region-en@example.com');
    const admin = await t.signIn('region-admin@example.com', { admin: true });
    const res = await t.call(
      commitFinanceInfo.path,
      financeRecord({ orgCity: shenzhen.en, orgAddr: `${shenzhen.en}/1 Science Park Road` }),
      { token: dev, lang: 'en' },
    );
    expect(res.errCode).toBe(0);
    expect((await stored('region-en@example.com')).org_city).toBe('440305');
    expect(await read(dev, 'zh')).toMatchObject({
      orgCity: shenzhen.zh,
      orgAddr: `${shenzhen.zh}/1 Science Park Road`,
    });
    const accountId = (await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'region-en@example.com')
      .executeTakeFirstOrThrow())!.id;
    for (const lang of ['zh', 'en'] as const) {
      const profile = await t.call<FinanceProfile>(
        getFinanceProfile.path,
        { accountId },
        { token: admin, lang },
      );
      expect(profile.data.current.info.orgCity).toBe(shenzhen[lang]);
    }
  });

  it('takes a path of codes as well', async () => {
    const dev = await t.signIn('region-code@example.com');
    const city = '440000/440300/440305';
    const res = await t.call(
      commitFinanceInfo.path,
      financeRecord({ orgCity: city, orgAddr: `${city}/科技园` }),
      { token: dev },
    );
    expect(res.errCode).toBe(0);
    expect((await stored('region-code@example.com')).org_city).toBe('440305');
    expect((await read(dev, 'en')).orgAddr).toBe(`${shenzhen.en}/科技园`);
  });

  it.each([
    ['an unknown district code', '440399'],
    ['a city code', '440300'],
    ['an unknown district', '广东省/深圳市/不存在区'],
    ['a district of another city', 'Guangdong/Hangzhou/Xihu District'],
  ])('refuses %s with 10500, in the caller language', async (_label, city) => {
    refused ??= await t.signIn('region-refused@example.com');
    const dev = refused;
    const record = financeRecord({ orgCity: city, orgAddr: `${city}/科技园` });
    const zh = await t.call<{ fields: Record<string, string> }>(commitFinanceInfo.path, record, {
      token: dev,
      lang: 'zh',
    });
    expect(zh.errCode).toBe(ErrorCode.invalidInformation);
    expect(zh.data.fields).toEqual({ orgCity: 'unknown' });
    expect(zh.errMsg).toBe('请修改您的信息：组织所在城市（不是中国大陆行政区划中的省、市、区县）');
    const en = await t.call(commitFinanceInfo.path, record, { token: dev, lang: 'en' });
    expect(en.errMsg).toBe(
      'Please fix your information: Organisation city (not a province, city and district of mainland China)',
    );
  });

  it('reads a record stored with Chinese names before codes in either language', async () => {
    const dev = await t.signIn('region-legacy@example.com');
    const admin = await t.signIn('region-legacy-admin@example.com', { admin: true });
    expect((await t.call(commitFinanceInfo.path, financeRecord(), { token: dev })).errCode).toBe(0);
    // the form of the versions stored before region codes
    await t.db
      .updateTable('finance_versions')
      .set({ org_city: '浙江省/杭州市/西湖区', org_addr: '浙江省/杭州市/西湖区/文三路 100 号' })
      .where('version', '=', 1)
      .where(
        'org_id',
        '=',
        t.db.selectFrom('accounts').select('id').where('email', '=', 'region-legacy@example.com'),
      )
      .execute();
    expect(await read(dev, 'en')).toMatchObject({
      orgCity: 'Zhejiang/Hangzhou/Xihu District',
      orgAddr: 'Zhejiang/Hangzhou/Xihu District/文三路 100 号',
    });
    expect(await read(dev, 'zh')).toMatchObject({ orgCity: '浙江省/杭州市/西湖区' });

    // the same place sent again in English is no change for the reviewer
    const accountId = (await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'region-legacy@example.com')
      .executeTakeFirstOrThrow())!.id;
    const approved = await t.call(
      reviewFinance.path,
      { accountId, version: 1, approve: true },
      { token: admin },
    );
    expect(approved.errCode).toBe(0);
    const again = await t.call(
      commitFinanceInfo.path,
      financeRecord({
        orgCity: 'Zhejiang/Hangzhou/Xihu District',
        orgAddr: 'Zhejiang/Hangzhou/Xihu District/文三路 100 号',
        bfyName: 'Nebula Studio Limited',
      }),
      { token: dev, lang: 'en' },
    );
    expect(again.errCode).toBe(0);
    const profile = await t.call<FinanceProfile>(
      getFinanceProfile.path,
      { accountId },
      { token: admin, lang: 'en' },
    );
    expect(profile.data.current.changed).toEqual(['bfyName']);
  });
});
