import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BillStatus,
  ErrorCode,
  STORE_KEY_HEADER,
  billCalls,
  billPaths,
  billReviewCalls,
  datacenterPaths,
  financeCalls,
  financeReviewCalls,
} from '@vrportal/contract';
import type { Bill, StoreOrder } from '@vrportal/contract';
import { WorkingDays } from '../../src/modules/bills/working-days.js';
import { feeOf, usdCentsOf } from '../../src/modules/bills/money.js';
import type { TestApp } from '../harness.js';
import { financeRecord } from '../support/finance-record.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';
import { createApps } from '../factories.js';

/**
 * Settlement bills on a real database: orders in through the store's intake, bills made from
 * them with exact amounts, the verification moves and deadlines on the Chinese working-day
 * calendar, invoices, disputes, the ledger, and every call refused for another developer's bill.
 */

const STORE_KEY = 'store-key-for-the-bill-tests-0123456789';
const FINANCE = 'finance-desk@platform.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
/** An instant written in Beijing time. */
const cst = (local: string) => new Date(`${local}+08:00`);

const DISPUTE_REASON = 'Order o-17 of 12 June was refunded and is still counted.';

describe('working days on the mainland calendar', () => {
  const wd = new WorkingDays('Asia/Shanghai');
  it('skips the National Day holiday and counts the Saturday worked in its place', () => {
    // sent on 1 October (a holiday): 8, 9, 10 (a Saturday worked), 12, 13 October
    expect(wd.after(cst('2026-10-01T09:00:00'), 5).toISOString()).toBe('2026-10-13T01:00:00.000Z');
    // a Friday before the holiday: the Sunday worked (20 September) counts, then 21 to 24
    expect(wd.after(cst('2026-09-18T10:30:00'), 5).toISOString()).toBe('2026-09-24T02:30:00.000Z');
    // an ordinary week: Friday to Friday
    expect(wd.after(cst('2026-11-06T15:00:00'), 5).toISOString()).toBe('2026-11-13T07:00:00.000Z');
    expect(wd.isWorkday('2026-10-10')).toBe(true);
    expect(wd.isWorkday('2026-10-05')).toBe(false);
    expect(wd.isWorkday('2026-10-11')).toBe(false);
  });
  it('keeps the clock time of the portal zone across the UTC day', () => {
    // 07:30 in Beijing is the previous day in UTC
    expect(wd.after(cst('2026-11-09T07:30:00'), 10).toISOString()).toBe('2026-11-22T23:30:00.000Z');
  });
});

describe('money', () => {
  it('converts each order at its own rate, half up, exactly', () => {
    expect(usdCentsOf(4000, 'CNY', 0.1389)).toBe(556);
    expect(usdCentsOf(1250, 'CNY', 0.139)).toBe(174); // 173.75
    expect(usdCentsOf(150, 'JPY', 0.0067)).toBe(101); // 100.5, not 100.49999 of binary floats
    expect(usdCentsOf(1500, 'JPY', 0.0067)).toBe(1005);
    expect(usdCentsOf(1003, 'USD', 1)).toBe(1003);
    expect(feeOf(2665, '30')).toBe(800); // 799.5
    expect(feeOf(2661, '30')).toBe(798);
    expect(feeOf(-2665, '30')).toBe(-800);
    expect(feeOf(1000, '12.5')).toBe(125);
  });
});

describe('settlement bills', () => {
  let t: TestApp;
  let devA: string;
  let devB: string;
  let admin: string;
  let appA1: string;
  let appA2: string;
  let appB: string;
  let accountA: string;
  let accountB: string;
  let seq = 0;

  const setNow = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
  const order = (o: Partial<StoreOrder> & Pick<StoreOrder, 'appId'>, at: Date): StoreOrder => ({
    orderId: `o-${++seq}`,
    userId: `u-${seq}`,
    deviceId: `d-${seq}`,
    type: 'sale',
    amount: 4000,
    currency: 'CNY',
    usdRate: 0.1389,
    ...o,
    time: at.getTime(),
  });
  async function report(orders: StoreOrder[]) {
    const res = await t.inject({
      method: 'POST',
      url: datacenterPaths.reportOrders,
      headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: STORE_KEY },
      payload: JSON.stringify({ orders }),
    });
    expect(res.json()).toMatchObject({ errCode: 0, data: { rejected: [] } });
  }
  async function list(token: string): Promise<Bill[]> {
    const res = await t.inject({ method: 'GET', url: billPaths.devQuery, headers: { token } });
    const json = res.json() as { errCode: number; data: { orderSettleList: Bill[] } };
    expect(json.errCode).toBe(0);
    return json.data.orderSettleList;
  }
  const billOf = async (token: string, month: string, seqNo = 1) =>
    (await list(token)).find(
      (b) => b.month === month && (seqNo === 1 ? b.replacesId === '' : b.replacesId !== ''),
    )!;
  /** dev_update; a dispute says why unless `reason` is given (null: none at all) */
  async function verify(
    token: string,
    id: string,
    checkStatus: number | string,
    reason: string | null = checkStatus === BillStatus.disputed ? DISPUTE_REASON : null,
  ) {
    const query = new URLSearchParams({ id, checkStatus: String(checkStatus) });
    if (reason !== null) query.set('reason', reason);
    const res = await t.inject({
      method: 'GET',
      url: `${billPaths.devUpdate}?${query.toString()}`,
      headers: { token, lang: 'en' },
    });
    return res.json() as { errCode: number; errMsg: string; data: { orderSettle: Bill } | null };
  }
  function sendFile(token: string, id: string, file: Buffer, filename = 'invoice.pdf') {
    const boundary = '----bill-form-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="pdfFile"; filename="${filename}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.inject({
      method: 'POST',
      url: billPaths.devSendMail,
      headers: { token, lang: 'en', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  }
  const blobFiles = async () =>
    (await fs.readdir(path.join(t.dataDir, 'blobs', 'bills'), { recursive: true }).catch(() => []))
      .map(String)
      .filter((n) => n.endsWith('.pdf'));
  async function mailsTo(to: string) {
    const folder = path.join(t.dataDir, 'outbox', 'mail');
    const names = (await fs.readdir(folder).catch(() => [])).filter((n) => n.endsWith('.eml'));
    const mails = [];
    for (const name of names.sort()) {
      const parsed = await PostalMime.parse(await fs.readFile(path.join(folder, name)));
      if (parsed.to?.[0]?.address === to) mails.push(parsed);
    }
    return mails;
  }
  async function approveProfile(token: string, accountId: string, cardNo: string) {
    const commit = await t.call(financeCalls.commitFinanceInfo, financeRecord({ cardNo }), {
      token,
    });
    expect(commit.errCode).toBe(0);
    const profile = await t.call(
      financeReviewCalls.getFinanceProfile,
      { accountId },
      { token: admin },
    );
    const review = await t.call(
      financeReviewCalls.reviewFinance,
      { accountId, version: profile.data.current.version, approve: true },
      { token: admin },
    );
    expect(review.errCode).toBe(0);
  }

  // bills are made, swept and reconciled for every developer at once, finance has one queue and
  // the clock moves: each test has a portal of its own, with Alice's payment information approved
  // and the orders of June to October reported
  beforeEach(async () => {
    seq = 0;
    t = await createTestApp({ STORE_API_KEY: STORE_KEY, FINANCE_MAIL: FINANCE });
    admin = await t.signIn('finance-admin@example.com', { admin: true });
    await t.signIn('alice@example.com');
    await t.signIn('bob@example.com');
    // Alice signs in with the portal in English: her bill mails are in English
    const login = async (email: string, lang: string) =>
      (
        (
          await t.inject({
            method: 'POST',
            url: '/vrmcsys/account/loginDvlperByMail',
            headers: { 'content-type': 'application/json', lang },
            payload: JSON.stringify({ email, pwd: await pwdOf('Abcd1234!') }),
          })
        ).json() as { data: { token: string } }
      ).data.token;
    devA = await login('alice@example.com', 'en');
    devB = await login('bob@example.com', 'zh');
    [appA1, appA2] = (await createApps(t, devA, 2, 'com.alice.app')) as [string, string];
    [appB] = (await createApps(t, devB, 1, 'com.bob.app')) as [string];
    const ids = await t.db.selectFrom('accounts').select(['id', 'email']).execute();
    accountA = ids.find((r) => r.email === 'alice@example.com')!.id;
    accountB = ids.find((r) => r.email === 'bob@example.com')!.id;
    await approveProfile(devA, accountA, '004123456789001');

    // September: three currencies, an add-on, a refund, and an order just after midnight in
    // Beijing on 1 October (still 30 September in UTC) that belongs to October
    await report([
      order(
        { appId: appA1!, amount: 4000, currency: 'CNY', usdRate: 0.1389 },
        cst('2026-09-01T00:00:00'),
      ),
      order(
        { appId: appA1!, amount: 1250, currency: 'CNY', usdRate: 0.139, orderId: 'sale-to-refund' },
        cst('2026-09-10T12:00:00'),
      ),
      order(
        { appId: appA2!, amount: 1003, currency: 'USD', usdRate: 1, sku: 'gold' },
        cst('2026-09-15T08:00:00'),
      ),
      order(
        { appId: appA2!, amount: 1500, currency: 'JPY', usdRate: 0.0067 },
        cst('2026-09-20T20:00:00'),
      ),
      order(
        { appId: appA1!, amount: 150, currency: 'JPY', usdRate: 0.0067 },
        cst('2026-09-30T23:59:59'),
      ),
      order(
        {
          appId: appA1!,
          type: 'refund',
          refundOf: 'sale-to-refund',
          amount: 1250,
          currency: 'CNY',
          usdRate: 0.139,
        },
        cst('2026-09-25T09:00:00'),
      ),
      order(
        { appId: appA1!, amount: 9999, currency: 'USD', usdRate: 1 },
        cst('2026-10-01T00:30:00'),
      ),
      order(
        { appId: appB!, amount: 2000, currency: 'USD', usdRate: 1 },
        cst('2026-09-05T10:00:00'),
      ),
    ]);
    // June, July and August for Alice: one order each
    await report([
      order(
        { appId: appA1!, amount: 10000, currency: 'USD', usdRate: 1 },
        cst('2026-06-10T10:00:00'),
      ),
      order(
        { appId: appA1!, amount: 20000, currency: 'USD', usdRate: 1 },
        cst('2026-07-10T10:00:00'),
      ),
      order(
        { appId: appA1!, amount: 30000, currency: 'USD', usdRate: 1 },
        cst('2026-08-10T10:00:00'),
      ),
    ]);
  });
  afterEach(() => t.close());

  // ---- the steps the tests below take, as setup of the tests after them -----------------------

  /** September billed on 1 October: Alice's bill sent, Bob's held for his payment information. */
  async function billSeptember() {
    expect(await t.services.bills.generate('2026-09', cst('2026-10-01T09:00:00'))).toMatchObject({
      made: 2,
      held: 1,
    });
  }
  /** Bob's payment information approved, and his held bill sent by the sweep of 9 October. */
  async function sendBobsBill() {
    await approveProfile(devB, accountB, '6222021234567788');
    expect((await t.services.bills.sweep(cst('2026-10-09T10:00:00'))).sent).toBe(1);
  }
  /** Alice downloads September's details: her bill is looked at. */
  async function viewSeptember() {
    const res = await t.inject({
      method: 'POST',
      url: billPaths.batchDownload,
      headers: { token: devA, 'content-type': 'application/json', lang: 'en' },
      payload: JSON.stringify({ idList: [(await billOf(devA, '2026-09')).id] }),
    });
    expect(res.statusCode).toBe(200);
  }
  /** Alice confirms September on Monday 12 October. */
  async function confirmSeptember() {
    setNow(cst('2026-10-12T10:00:00'));
    const bill = await billOf(devA, '2026-09');
    expect((await verify(devA, bill.id, BillStatus.confirmed)).errCode).toBe(0);
  }
  /** August billed on 1 September, and confirmed by default when its deadline passed. */
  async function augustConfirmedByDefault() {
    expect((await t.services.bills.generate('2026-08', cst('2026-09-01T09:00:00'))).made).toBe(1);
    expect((await t.services.bills.sweep(cst('2026-09-08T09:00:00'))).autoConfirmed).toBe(1);
  }
  /** June and July billed and disputed; finance upholds June and corrects July by 50.00 USD. */
  async function disputesResolved() {
    expect((await t.services.bills.generate('2026-06', cst('2026-07-01T10:00:00'))).made).toBe(1);
    expect((await t.services.bills.generate('2026-07', cst('2026-08-03T10:00:00'))).made).toBe(1);
    const june = await billOf(devA, '2026-06');
    const july = await billOf(devA, '2026-07');
    setNow(cst('2026-07-02T10:00:00'));
    expect((await verify(devA, june.id, BillStatus.disputed)).errCode).toBe(0);
    setNow(cst('2026-08-04T10:00:00'));
    expect((await verify(devA, july.id, BillStatus.disputed)).errCode).toBe(0);
    const upheld = await t.call(
      billReviewCalls.resolveDispute,
      { id: june.id, decision: 'uphold', note: 'Orders match the store records.' },
      { token: admin },
    );
    expect(upheld.errCode).toBe(0);
    setNow(cst('2026-08-05T10:00:00'));
    const corrected = await t.call(
      billReviewCalls.resolveDispute,
      {
        id: july.id,
        decision: 'correct',
        note: 'One order was missing.',
        adjustments: [{ desc: 'Order o-missing of 31 July', amount: 5000 }],
      },
      { token: admin },
    );
    expect(corrected.errCode).toBe(0);
  }
  /** An order of September reported after its bill was made. */
  async function lateSeptemberOrder() {
    await report([
      order(
        { appId: appA1!, amount: 700, currency: 'USD', usdRate: 1 },
        cst('2026-09-29T10:00:00'),
      ),
    ]);
  }

  it('makes one bill per developer and month with exact amounts, once', async () => {
    const at = cst('2026-10-01T09:00:00');
    await expect(t.services.bills.generate('2026-10', at)).rejects.toThrow(/not ended/);
    expect(await t.services.bills.generate('2026-09', at)).toEqual({
      month: '2026-09',
      made: 2,
      held: 1,
      existing: 0,
    });
    // run again, and in a parallel burst: nothing new
    const again = await Promise.all(
      Array.from({ length: 5 }, () => t.services.bills.generate('2026-09', at)),
    );
    for (const r of again) expect(r).toMatchObject({ made: 0, existing: 2 });
    expect(
      await t.db.selectFrom('bills').select('id').where('month', '=', '2026-09').execute(),
    ).toHaveLength(2);

    const [bill] = await list(devA);
    // sales 556 + 174 + 1003 + 1005 + 101 = 2839; refunds 174; net 2665; fee 799.5 -> 800
    expect(bill).toMatchObject({
      devName: 'alice@example.com',
      month: '2026-09',
      startTime: '2026-09-01',
      endTime: '2026-09-30',
      cardNo: '**** 9001',
      salesMoney: 2839,
      refundMoney: 174,
      netMoney: 2665,
      feePercent: 30,
      feeMoney: 800,
      settleMoney: 1865,
      orderCount: 6,
      checkStatus: BillStatus.sent,
      held: 0,
      sendTime: '2026-10-01T01:00:00.000Z',
      // five working days after a holiday: 8, 9, 10 (worked Saturday), 12, 13 October
      autoCheckTime: '2026-10-13T01:00:00.000Z',
      checkTime: '',
      autoUploadTime: '',
      filePath: '',
    });
    // the card number never leaves the finance module whole
    expect(JSON.stringify(await list(devA))).not.toContain('004123456789001');
    // Alice is told in English, in the notification centre and by mail
    const mails = await mailsTo('alice@example.com');
    expect(mails.at(-1)?.subject).toContain('Settlement bill for 2026-09');
    expect(mails.at(-1)?.text).toContain('18.65 USD');
  });

  it('holds the bill of a developer without approved payment information, and says why', async () => {
    await billSeptember();
    const [held] = await list(devB);
    expect(held).toMatchObject({ held: 1, sendTime: '', autoCheckTime: '', settleMoney: 1400 });
    expect((await verify(devB, held!.id, BillStatus.confirmed)).errCode).toBe(ErrorCode.billHeld);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['title_zh', 'content_en'])
      .where('account_id', '=', accountB)
      .where('tag', '=', 'bill')
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content_en).toContain('held until your payment information is approved');
    // Bob signed in in Chinese: his mail is in Chinese
    expect((await mailsTo('bob@example.com')).at(-1)?.subject).toContain('暂缓发送');

    await approveProfile(devB, accountB, '6222021234567788');
    const swept = await t.services.bills.sweep(cst('2026-10-09T10:00:00'));
    expect(swept.sent).toBe(1);
    expect(await t.services.bills.sweep(cst('2026-10-09T10:00:00'))).toMatchObject({ sent: 0 });
    const [sent] = await list(devB);
    expect(sent).toMatchObject({
      held: 0,
      cardNo: '**** 7788',
      sendTime: '2026-10-09T02:00:00.000Z',
      // after Friday 9 October: 10 (a Saturday worked), 12, 13, 14, 15 October
      autoCheckTime: '2026-10-15T02:00:00.000Z',
    });
  });

  it('refuses every call on another developer’s bill', async () => {
    await billSeptember();
    const aliceBill = await billOf(devA, '2026-09');
    expect((await verify(devB, aliceBill.id, BillStatus.confirmed)).errCode).toBe(
      ErrorCode.billNotFound,
    );
    expect((await verify(devB, 'no-such-bill', BillStatus.confirmed)).errCode).toBe(
      ErrorCode.billNotFound,
    );
    const download = await t.inject({
      method: 'POST',
      url: billPaths.batchDownload,
      headers: { token: devB, 'content-type': 'application/json' },
      payload: JSON.stringify({ idList: [(await list(devB))[0]!.id, aliceBill.id] }),
    });
    expect(download.json()).toMatchObject({ errCode: ErrorCode.billNotFound });
    const send = await sendFile(devB, aliceBill.id, PDF);
    expect(send.statusCode).toBe(404);
    expect(send.json()).toMatchObject({ errCode: ErrorCode.billNotFound });
    expect(await blobFiles()).toEqual([]);
    // Alice's bill is untouched by all of it
    expect(await billOf(devA, '2026-09')).toMatchObject({
      checkStatus: BillStatus.sent,
      filePath: '',
    });
    // a developer cannot reach the finance staff's calls
    const disputes = await t.call(billReviewCalls.getDisputes, { page: 1 }, { token: devA });
    expect(disputes.errCode).toBe(ErrorCode.notSuper);
  });

  it('downloads the details as a spreadsheet of the lines and marks the bill looked at', async () => {
    await billSeptember();
    const bill = await billOf(devA, '2026-09');
    const res = await t.inject({
      method: 'POST',
      url: billPaths.batchDownload,
      headers: { token: devA, 'content-type': 'application/json', lang: 'en' },
      payload: JSON.stringify({ idList: [bill.id] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('bill-details-2026-09.xlsx');
    expect(res.headers['cache-control']).toContain('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const text = JSON.stringify(rows);
    for (const label of [
      'Order income',
      'Payment time',
      'Promotion',
      'Exchange rate at order',
      'Third-party renewal fee',
      'Refund amount (USD)',
      'Platform technical service fee (30%) (USD)',
    ]) {
      expect(text).toContain(label);
    }
    const lines = rows.filter(
      (r) =>
        (typeof r[1] === 'number' && typeof r[3] === 'string' && r[3].startsWith('o-')) ||
        r[3] === 'sale-to-refund',
    );
    expect(lines).toHaveLength(6);
    const settle = rows.find((r) => r[1] === 'Settlement amount (USD)');
    expect(settle?.[2]).toBe(18.65);
    const refund = rows.find((r) => r[2] === 'Refund');
    expect(refund?.[12]).toBe(1.74);
    expect(refund?.[13]).toBe(-1.74);
    expect((await billOf(devA, '2026-09')).checkStatus).toBe(BillStatus.viewed);
  });

  it('accepts only Confirm or Dispute, from sent or viewed, once, before the deadline', async () => {
    await billSeptember();
    await viewSeptember();
    const bill = await billOf(devA, '2026-09');
    setNow(cst('2026-10-12T10:00:00'));
    for (const wrong of [BillStatus.sent, BillStatus.viewed, BillStatus.autoConfirmed, 5, -1]) {
      expect((await verify(devA, bill.id, wrong)).errCode).toBe(ErrorCode.billCheckStatusRefused);
    }
    expect((await verify(devA, bill.id, 'two')).errCode).toBe(ErrorCode.invalidRequest);
    expect((await billOf(devA, '2026-09')).checkStatus).toBe(BillStatus.viewed);

    // a burst of answers: one wins, the others are refused
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verify(devA, bill.id, BillStatus.confirmed)),
    );
    expect(answers.filter((a) => a.errCode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errCode === ErrorCode.billNotAwaiting)).toHaveLength(7);
    const after = await billOf(devA, '2026-09');
    expect(after.checkStatus).toBe(BillStatus.confirmed);
    expect(after.checkTime.slice(0, 16)).toBe('2026-10-12T02:00');
    // ten working days from Monday 12 October: 13..16, 19..23, 26 October
    expect(after.autoUploadTime.slice(0, 16)).toBe('2026-10-26T02:00');
    expect((await verify(devA, bill.id, BillStatus.disputed)).errCode).toBe(
      ErrorCode.billNotAwaiting,
    );
    expect((await billOf(devA, '2026-09')).checkStatus).toBe(BillStatus.confirmed);
  });

  it('confirms by default when the deadline passes, as of the sweep’s time', async () => {
    // August's bill, sent on 1 September
    expect((await t.services.bills.generate('2026-08', cst('2026-09-01T09:00:00'))).made).toBe(1);
    const bill = await billOf(devA, '2026-08');
    expect(bill.autoCheckTime).toBe('2026-09-08T01:00:00.000Z');
    expect((await t.services.bills.sweep(cst('2026-09-08T08:59:59'))).autoConfirmed).toBe(0);
    const swept = await Promise.all([
      t.services.bills.sweep(cst('2026-09-08T09:00:00')),
      t.services.bills.sweep(cst('2026-09-08T09:00:00')),
    ]);
    expect(swept.reduce((n, s) => n + s.autoConfirmed, 0)).toBe(1);
    const after = await billOf(devA, '2026-08');
    expect(after).toMatchObject({
      checkStatus: BillStatus.autoConfirmed,
      checkTime: '2026-09-08T01:00:00.000Z',
      // ten working days from Tuesday 8 September: 9..11, 14..18, 20 (worked Sunday), 21
      autoUploadTime: '2026-09-21T01:00:00.000Z',
    });
    expect((await verify(devA, bill.id, BillStatus.confirmed)).errCode).toBe(
      ErrorCode.billNotAwaiting,
    );
  });

  it('takes the invoice as a PDF of at most 5 MB inside the window, mails it to finance, once', async () => {
    await billSeptember();
    await confirmSeptember();
    const bill = await billOf(devA, '2026-09');
    const notPdf = await sendFile(devA, bill.id, Buffer.from('GIF89a not a pdf'), 'invoice.pdf');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({
      errCode: ErrorCode.billNotPdf,
      errMsg: 'Only invoices in PDF format are allowed. Please try again.',
    });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await sendFile(devA, bill.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ errCode: ErrorCode.billPdfTooLarge });
    expect(await blobFiles()).toEqual([]);
    expect(await mailsTo(FINANCE)).toHaveLength(0);

    const exact = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]);
    const sends = await Promise.all([
      sendFile(devA, bill.id, exact, 'Invoice 2026-09.pdf'),
      sendFile(devA, bill.id, PDF, 'second.pdf'),
      sendFile(devA, bill.id, PDF, 'third.pdf'),
    ]);
    const ok = sends.filter((s) => s.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const s of sends.filter((x) => x.statusCode !== 200)) {
      expect(s.statusCode).toBe(409);
      expect(s.json()).toMatchObject({ errCode: ErrorCode.billUploadClosed });
    }
    const { filePath } = (ok[0]!.json() as { data: { filePath: string } }).data;
    const [storeName, pdfName] = filePath.split('#');
    expect((await billOf(devA, '2026-09')).filePath).toBe(filePath);
    expect(await blobFiles()).toHaveLength(1);
    const mails = await mailsTo(FINANCE);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments).toHaveLength(1);
    expect(mails[0]!.attachments[0]).toMatchObject({
      mimeType: 'application/pdf',
      filename: pdfName,
    });
    expect(
      Buffer.from(mails[0]!.attachments[0]!.content as ArrayBuffer).equals(
        ok[0] === sends[0] ? exact : PDF,
      ),
    ).toBe(true);

    const url = `${billPaths.billDownload}?storeName=${storeName}&pdfName=${encodeURIComponent(pdfName!)}`;
    const mine = await t.inject({ method: 'GET', url, headers: { token: devA } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await t.inject({ method: 'GET', url, headers: { token: devB } });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ errCode: ErrorCode.fileNotFound });
    const wrongName = await t.inject({
      method: 'GET',
      url: `${billPaths.billDownload}?storeName=${storeName}&pdfName=other.pdf`,
      headers: { token: devA },
    });
    expect(wrongName.statusCode).toBe(404);
  });

  it('refuses an upload before verification and after the window closed', async () => {
    await billSeptember();
    await sendBobsBill();
    await augustConfirmedByDefault();
    // Bob's bill awaits verification
    const [bob] = await list(devB);
    const early = await sendFile(devB, bob!.id, PDF);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errCode: ErrorCode.billUploadClosed });
    // August's window closed on 21 September
    setNow(cst('2026-10-12T10:00:00'));
    const late = await sendFile(devA, (await billOf(devA, '2026-08')).id, PDF);
    expect(late.statusCode).toBe(409);
    expect((await billOf(devA, '2026-08')).filePath).toBe('');
  });

  it('sends disputes to finance, who uphold one and correct another', async () => {
    expect((await t.services.bills.generate('2026-06', cst('2026-07-01T10:00:00'))).made).toBe(1);
    expect((await t.services.bills.generate('2026-07', cst('2026-08-03T10:00:00'))).made).toBe(1);
    const june = await billOf(devA, '2026-06');
    const july = await billOf(devA, '2026-07');
    setNow(cst('2026-07-02T10:00:00'));
    expect((await verify(devA, june.id, BillStatus.disputed)).errCode).toBe(0);
    setNow(cst('2026-08-04T10:00:00'));
    // a dispute says why: none, blanks or more than 500 characters are refused, nothing changes
    for (const reason of [null, '   ', 'x'.repeat(501)]) {
      const refused = await verify(devA, july.id, BillStatus.disputed, reason);
      expect(refused).toMatchObject({
        errCode: ErrorCode.billDisputeReasonMissing,
        errMsg: 'Say why you dispute this bill, in 1 to 500 characters',
      });
      expect((await billOf(devA, '2026-07')).checkStatus).toBe(BillStatus.sent);
    }
    const july500 = `${'y'.repeat(499)}é`;
    const disputedJuly = await verify(devA, july.id, BillStatus.disputed, `  ${july500}  `);
    expect(disputedJuly.errCode).toBe(0);
    expect(disputedJuly.data?.orderSettle.disputeReason).toBe(july500);
    const financeMails = (await mailsTo(FINANCE)).filter((m) => m.subject?.includes('disputed'));
    expect(financeMails).toHaveLength(2);
    expect(financeMails.some((m) => m.text?.includes(DISPUTE_REASON))).toBe(true);
    expect(financeMails.some((m) => m.text?.includes(july500))).toBe(true);

    const queue = await t.call(billReviewCalls.getDisputes, { page: 1 }, { token: admin });
    expect(queue.data.total).toBe(2);
    expect(queue.data.list.map((d) => d.bill.month)).toEqual(['2026-06', '2026-07']);
    expect(queue.data.list[0]!.account).toBe('alice@example.com');
    // finance reads each developer's reason as written
    expect(queue.data.list.map((d) => d.bill.disputeReason)).toEqual([DISPUTE_REASON, july500]);

    const upheld = await t.call(
      billReviewCalls.resolveDispute,
      { id: june.id, decision: 'uphold', note: 'Orders match the store records.' },
      { token: admin },
    );
    expect(upheld.data.bill).toMatchObject({
      disputeState: 'upheld',
      disputeNote: 'Orders match the store records.',
      checkStatus: BillStatus.disputed,
    });
    const twice = await t.call(
      billReviewCalls.resolveDispute,
      { id: june.id, decision: 'uphold', note: 'again' },
      { token: admin },
    );
    expect(twice.errCode).toBe(ErrorCode.billNotDisputed);

    setNow(cst('2026-08-05T10:00:00'));
    const corrected = await t.call(
      billReviewCalls.resolveDispute,
      {
        id: july.id,
        decision: 'correct',
        note: 'One order was missing.',
        adjustments: [{ desc: 'Order o-missing of 31 July', amount: 5000 }],
      },
      { token: admin },
    );
    expect(corrected.errCode).toBe(0);
    // net 20000 + 5000; fee 7500; settle 17500, sent again with a new countdown
    expect(corrected.data.corrected).toMatchObject({
      month: '2026-07',
      replacesId: july.id,
      adjustMoney: 5000,
      netMoney: 25000,
      feeMoney: 7500,
      settleMoney: 17500,
      orderCount: 1,
      checkStatus: BillStatus.sent,
      held: 0,
    });
    expect(corrected.data.corrected!.sendTime.slice(0, 16)).toBe('2026-08-05T02:00');
    expect(corrected.data.corrected!.autoCheckTime.slice(0, 16)).toBe('2026-08-12T02:00');
    expect((await billOf(devA, '2026-07')).correctedById).toBe(corrected.data.corrected!.id);
    // the replaced bill takes no attachment any more: the corrected one will take the invoice
    const replaced = await sendFile(devA, july.id, PDF);
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json()).toMatchObject({ errCode: ErrorCode.billUploadClosed });
    const notes = await t.db
      .selectFrom('notifications')
      .select(['title_en', 'content_en'])
      .where('account_id', '=', accountA)
      .where('tag', '=', 'bill')
      .orderBy('created_at')
      .execute();
    expect(notes.map((n) => n.title_en)).toEqual(
      expect.arrayContaining([
        'Dispute of the 2026-06 bill reviewed',
        'Corrected settlement bill for 2026-07',
      ]),
    );
    expect((await mailsTo('alice@example.com')).at(-1)?.text).toContain('175.00 USD');
    expect(
      (await t.call(billReviewCalls.getDisputes, { page: 1 }, { token: admin })).data,
    ).toMatchObject({ total: 0 });
  });

  it('proves each month’s ledger to the cent, and finds an order nobody billed', async () => {
    await billSeptember();
    await sendBobsBill();
    await augustConfirmedByDefault();
    await disputesResolved();
    for (const month of ['2026-06', '2026-07', '2026-08', '2026-09']) {
      const r = await t.services.bills.reconcile(month);
      expect(r.balanced).toBe(true);
      expect(r.settle + r.fee - r.adjust).toBe(r.orders);
    }
    // an order of September reported after its bill was made
    await lateSeptemberOrder();
    const late = await t.services.bills.reconcile('2026-09');
    expect(late.balanced).toBe(false);
    expect(late.rows.find((r) => r.accountId === accountA)?.diff).toBe(-700);
  });

  it('sums the orders of a date range by where they stand, and lists them', async () => {
    await billSeptember();
    await sendBobsBill();
    await confirmSeptember();
    await augustConfirmedByDefault();
    await disputesResolved();
    await lateSeptemberOrder();
    const overview = (token: string, body: unknown) =>
      t.call(billCalls.financeOverview.path, body, { token, lang: 'en' });
    const range = { startTime: '2026-06-01', endTime: '2026-10-31' };
    const alice = await overview(devA, range);
    // June (upheld) 100.00, August (confirmed by default) 300.00 and September (confirmed) 26.65
    // are settled; July's corrected bill awaits Alice, and the late September order and October
    // are not billed yet
    expect(alice.data).toMatchObject({
      income: 10000 + 20000 + 30000 + 2665 + 700 + 9999,
      settled: 10000 + 30000 + 2665,
      pending: 20000 + 700 + 9999,
      frozen: 0,
      orderCount: 11,
    });
    // Bob disputes his bill: his order is frozen until finance decides
    setNow(cst('2026-10-13T10:00:00'));
    expect((await verify(devB, (await list(devB))[0]!.id, BillStatus.disputed)).errCode).toBe(0);
    expect((await overview(devB, range)).data).toMatchObject({
      income: 2000,
      frozen: 2000,
      pending: 0,
      settled: 0,
      orderCount: 1,
    });

    const page = await t.call(
      billCalls.financeOrders,
      { ...range, state: 'settled', page: 1, pageSize: 5 },
      { token: devA },
    );
    expect(page.data.total).toBe(8);
    expect(page.data.list).toHaveLength(5);
    // newest first: the yen order of 23:59:59 on 30 September
    expect(page.data.list[0]).toMatchObject({ state: 'settled', usdMoney: 101 });
    const found = await t.call(
      billCalls.financeOrders,
      { ...range, orderId: 'sale-to-refund', page: 1 },
      { token: devA },
    );
    expect(found.data.list).toEqual([
      expect.objectContaining({
        orderId: 'sale-to-refund',
        state: 'settled',
        billMonth: '2026-09',
        usdMoney: 174,
      }),
    ]);
    // Bob's search finds nothing of Alice's
    const theirs = await t.call(
      billCalls.financeOrders,
      { ...range, orderId: 'sale-to-refund', page: 1 },
      { token: devB },
    );
    expect(theirs.data.total).toBe(0);
    for (const bad of [
      { startTime: '2026-10-31', endTime: '2026-06-01' },
      { startTime: '2025-01-01', endTime: '2026-01-02' },
      { startTime: '2026-02-30', endTime: '2026-03-01' },
    ]) {
      expect((await overview(devA, bad)).errCode).toBe(ErrorCode.dateRangeInvalid);
    }
    const badSize = await t.call(
      billCalls.financeOrders,
      { ...range, pageSize: 7 },
      { token: devA },
    );
    expect(badSize.errCode).toBe(ErrorCode.invalidRequest);
  });

  // the command line reads the same database; its steps are the service's, tested above on both
  it.skipIf(dbKind === 'postgres')(
    'the admin command line makes bills once, reconciles them and sweeps as of a time',
    async () => {
      await report([
        order(
          { appId: appA1!, amount: 5000, currency: 'USD', usdRate: 1 },
          cst('2026-05-20T10:00:00'),
        ),
      ]);
      const admin = (...args: string[]) =>
        promisify(execFile)('npx', ['tsx', 'src/cli/admin.ts', ...args], {
          cwd: path.resolve(import.meta.dirname, '../..'),
          env: { ...process.env, DATA_DIR: t.dataDir, SEED_DEMO: 'false' },
        }).then(
          (r) => ({ code: 0, out: r.stdout + r.stderr }),
          (e: { code: number; stdout: string; stderr: string }) => ({
            code: e.code,
            out: e.stdout + e.stderr,
          }),
        );
      const first = await admin('generate-bills', '--month', '2026-05');
      expect(first).toMatchObject({ code: 0 });
      expect(first.out).toContain('Bills of 2026-05: 1 made');
      const second = await admin('generate-bills', '--month', '2026-05');
      expect(second.out).toContain('0 made (0 held for payment information), 1 already made');
      const ledger = await admin('reconcile', '--month', '2026-05');
      expect(ledger.code).toBe(0);
      expect(ledger.out).toContain(
        'orders 50.00 USD; bills 35.00 + fees 15.00 - adjustments 0.00 = 50.00 USD: balanced to the cent',
      );
      const sweep = await admin('sweep-bills', '--at', '2099-01-01T00:00:00+08:00');
      expect(sweep.code).toBe(0);
      expect(sweep.out).toMatch(/[1-9]\d* confirmed by default/);
      expect((await billOf(devA, '2026-05')).checkStatus).toBe(BillStatus.autoConfirmed);
      expect((await admin('generate-bills')).code).toBe(2);
    },
    // upper bound only: each command starts a TypeScript process, slow on a busy machine
    240_000,
  );
});
