import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AWAITING_VERIFICATION_STATUSES,
  BillStatus,
  DisputeState,
  OrderSettleState,
  ErrorCode,
  NotifyStatus,
  VERIFIED_STATUSES,
  VERIFY_ANSWERS,
  billLimits,
} from '@vrportal/contract';
import type {
  Bill,
  ErrorCodeValue,
  FinanceOrder,
  FinanceOverview,
  Lang,
  OrderSettleStateValue,
  ResolveDisputeRequest,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { newId } from '../../lib/crypto.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { MailTransport } from '../../messaging/mail.js';
import { billNoticeMail, financeBillMail } from '../../messaging/templates.js';
import type { AppRow } from '../apps/apps.repository.js';
import type { OrderLine } from '../datacenter/datacenter.service.js';
import type { NotificationService, Texts } from '../notifications/notifications.service.js';
import type { BillLineRow, BillRow, BillsRepository, NewBillLine } from './bills.repository.js';
import { feeOf, usdCentsOf } from './money.js';
import type { WorkingDays } from './working-days.js';
import type { CalendarDaysRepository } from './calendar-days.repository.js';
import { daysOfHolidayFile } from './holiday-file.js';
import { nextDay } from '../../lib/zone-time.js';
import { monthDays, previousMonth } from './working-days.js';

export interface Caller {
  id: string;
  admin: boolean;
}

interface Deps {
  repo: BillsRepository;
  clock: Clock;
  workingDays: WorkingDays;
  /** the imported working-day calendar, written by importHolidays */
  calendarDays: CalendarDaysRepository;
  blobs: BlobStore;
  mail: MailTransport;
  notifications: NotificationService;
  feePercent: string;
  financeMail: string;
  /** the data centre owns the orders */
  orders: {
    appsWithOrders(from: string, to: string): Promise<string[]>;
    orders(appIds: string[], from: string, to: string): AsyncIterable<OrderLine>;
  };
  /** the apps module owns apps */
  appById(appId: string): Promise<AppRow | undefined>;
  /** every app of a developer, each by the name it shows a reader of `lang` */
  appsOf(ownerId: string, lang: Lang): Promise<{ id: string; name: string }[]>;
  /** the names apps show a reader of `lang`, one query for a page; gone apps are left out */
  appNamesOf(appIds: readonly string[], lang: Lang): Promise<Map<string, string>>;
  /** the finance module owns the payment profile */
  settlementAccount(accountId: string): Promise<{ cardLast4: string } | null>;
  /** the account module owns names, addresses and languages */
  contactOf(
    accountId: string,
  ): Promise<{ name: string; email: string; account: string; lang: Lang } | null>;
  onError?: (error: unknown) => void;
}

/** What a generation run did, for the admin command line and the job's log. */
export interface GenerateReport {
  month: string;
  made: number;
  held: number;
  existing: number;
}

/** A build left unfinished this long (a stopped instance) is built again. */
/** A bill not yet sent: no countdown, no file, no dispute. */
const NOT_SENT = {
  send_time: null,
  check_time: null,
  auto_check_time: null,
  auto_upload_time: null,
  file_store_name: null,
  file_pdf_name: null,
  file_blob_key: null,
  file_size: null,
  dispute_time: null,
  resolver_id: null,
  resolved_at: null,
} as const;

const STALE_BUILD_MS = 10 * 60_000;
const LINE_FLUSH = 500;
const PDF_MAGIC = Buffer.from('%PDF-');

/** A refusal answered with an HTTP status besides the envelope (the portal reads dev_send_mail's status). */
const httpError = (code: ErrorCodeValue, status: number) =>
  new AppError(code, null, undefined, status);

/** The notification status of each bill notice: a held bill is a failure, a decided dispute a pass. */
const NOTICE_STATUS = {
  sent: NotifyStatus.info,
  held: NotifyStatus.failed,
  upheld: NotifyStatus.passed,
  corrected: NotifyStatus.passed,
} as const;

const both = (key: MessageKey, vars: Record<string, string | number> = {}): Texts => ({
  zh: t('zh', key, vars),
  en: t('en', key, vars),
});
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

/**
 * Settlement bills: one per developer and month from the data centre's orders, sent with a
 * verification deadline of 5 working days, confirmed or disputed by the developer (or confirmed
 * by default), then an upload window of 10 working days for the invoice. Disputes go to the
 * platform's finance staff, who uphold the bill or send a corrected one.
 */
export class BillsService {
  private readonly repo: BillsRepository;

  constructor(private readonly deps: Deps) {
    this.repo = deps.repo;
  }

  /** When a bill sent at `at` is confirmed by default: 5 working days later, in TIME_ZONE. */
  verifyDeadline(at: Date): Date {
    return this.deps.workingDays.after(at, billLimits.verifyWorkingDays);
  }

  private now() {
    return this.deps.clock.now();
  }

  // ---- making and sending bills --------------------------------------------------------------

  /**
   * Makes the month's bills: one per developer with orders on its days (cut in TIME_ZONE).
   * Idempotent: a developer who has the month's bill gets nothing new. Refused for a month that
   * has not ended.
   */
  async generate(month: string, at = this.now()): Promise<GenerateReport> {
    await this.deps.workingDays.ready();
    const { first, last } = monthDays(month);
    if (at < this.deps.workingDays.startOf(nextDay(last))) {
      throw new Error(`${month} has not ended yet: its bills are made from the 1st of next month`);
    }
    const owners = new Map<string, { apps: string[]; names: Map<string, string> }>();
    for (const appId of await this.deps.orders.appsWithOrders(first, last)) {
      const app = await this.deps.appById(appId);
      if (!app) continue;
      const owner = owners.get(app.owner_id) ?? { apps: [], names: new Map<string, string>() };
      owner.apps.push(appId);
      owner.names.set(appId, app.name);
      owners.set(app.owner_id, owner);
    }
    const report: GenerateReport = { month, made: 0, held: 0, existing: 0 };
    for (const [accountId, owner] of owners) {
      const made = await this.makeBill(accountId, month, owner, at);
      if (made === 'existing') report.existing += 1;
      else {
        report.made += 1;
        if (made === 'held') report.held += 1;
      }
    }
    const year = Number(this.deps.workingDays.local(at).day.slice(0, 4));
    if (report.made > 0 && !this.deps.workingDays.knows(year)) {
      await this.tellFinanceOfCalendar(month, year);
    }
    return report;
  }

  /**
   * Whether the working-day calendar knows this year and, from 1 November, the next: bills sent
   * in a year it does not know count their days Monday to Friday.
   */
  async calendarStatus(at = this.now()) {
    await this.deps.workingDays.ready();
    const { day } = this.deps.workingDays.local(at);
    const year = Number(day.slice(0, 4));
    const known = this.deps.workingDays.knows(year);
    const nextKnown = this.deps.workingDays.knows(year + 1);
    const missing = [
      ...(known ? [] : [year]),
      ...(nextKnown || day.slice(5) < '11-01' ? [] : [year + 1]),
    ];
    return { year, known, nextYear: year + 1, nextKnown, missing };
  }

  /** Imports a year's holidays and worked weekend days (the admin command line). */
  async importHolidays(file: unknown) {
    const parsed = daysOfHolidayFile(file);
    if (!parsed.ok) return parsed;
    await this.deps.calendarDays.replaceYear(parsed.year, parsed.days, iso(this.now()));
    this.deps.workingDays.forget();
    const holidays = parsed.days.filter((d) => d.kind === 'holiday').length;
    return {
      ok: true as const,
      year: parsed.year,
      holidays,
      workdays: parsed.days.length - holidays,
    };
  }

  /** One developer's bill of a month: lines written in batches, then totals, then sent. */
  private async makeBill(
    accountId: string,
    month: string,
    owner: { apps: string[]; names: Map<string, string> },
    at: Date,
  ): Promise<'sent' | 'held' | 'existing'> {
    const [existing] = await this.repo.monthBills(accountId, month);
    if (existing) {
      const stale =
        !existing.ready && at.getTime() - Date.parse(existing.created_at) > STALE_BUILD_MS;
      if (!stale) return 'existing';
      // a build cut off by a stop: made again from the start
      await this.repo.deleteBill(existing.id);
    }
    const { first, last } = monthDays(month);
    const contact = await this.deps.contactOf(accountId);
    const id = newId();
    const now = iso(at);
    try {
      await this.repo.insertBill({
        id,
        account_id: accountId,
        month,
        seq: 1,
        start_day: first,
        end_day: last,
        dev_name: contact?.name ?? '',
        order_count: 0,
        sales_cents: 0,
        refund_cents: 0,
        net_cents: 0,
        fee_percent: this.deps.feePercent,
        fee_cents: 0,
        settle_cents: 0,
        ...NOT_SENT,
        replaces_id: null,
        corrected_by_id: null,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // another instance is making this bill
      if (isUniqueViolation(error)) return 'existing';
      throw error;
    }
    let sales = 0;
    let refunds = 0;
    let count = 0;
    let batch: NewBillLine[] = [];
    for await (const o of this.deps.orders.orders(owner.apps, first, last)) {
      const cents = usdCentsOf(o.amount, o.currency, o.usdRate);
      if (o.type === 'refund') refunds += cents;
      else sales += cents;
      count += 1;
      batch.push({
        bill_id: id,
        line_no: count,
        kind: o.type,
        order_id: o.orderId,
        app_id: o.appId,
        app_name: owner.names.get(o.appId) ?? '',
        sku: o.sku,
        paid_at: o.paidAt,
        amount: o.amount,
        currency: o.currency,
        usd_rate: String(o.usdRate),
        usd_cents: o.type === 'refund' ? -cents : cents,
      });
      if (batch.length >= LINE_FLUSH) {
        await this.repo.insertLines(batch);
        batch = [];
      }
    }
    await this.repo.insertLines(batch);
    const net = sales - refunds;
    const fee = feeOf(net, this.deps.feePercent);
    await this.repo.finishBill(id, {
      order_count: count,
      sales_cents: sales,
      refund_cents: refunds,
      net_cents: net,
      fee_cents: fee,
      settle_cents: net - fee,
      held: 1,
    });
    return (await this.send(id, at)) ? 'sent' : 'held';
  }

  /**
   * Sends a held bill when the developer has an approved payment profile: the countdown starts
   * and they are told; otherwise it stays held and (the first time) they are told why.
   */
  private async send(billId: string, at: Date, toldHeld = false): Promise<boolean> {
    const bill = await this.repo.find(billId);
    if (!bill || !bill.held) return false;
    const account = await this.deps.settlementAccount(bill.account_id);
    if (!account) {
      if (!toldHeld) await this.tell(bill, 'held', {});
      return false;
    }
    const autoCheck = this.verifyDeadline(at);
    if (!(await this.repo.release(billId, iso(at), iso(autoCheck), account.cardLast4))) {
      return false;
    }
    await this.tell(bill, 'sent', {
      amount: dollars(Number(bill.settle_cents)),
      deadline: this.localTime(autoCheck),
    });
    return true;
  }

  /**
   * The periodic job, as of `at`: makes last month's bills (nothing new once made), sends held
   * bills whose developer now has an approved payment profile, and confirms by default the bills
   * whose verification deadline passed. Running it twice, or late, changes nothing more.
   */
  async runDue(at = this.now()) {
    const month = previousMonth(this.deps.workingDays.local(at).day);
    const generated = await this.generate(month, at);
    return { generated, ...(await this.sweep(at)) };
  }

  /** Held bills sent where possible; overdue bills moved to 3 (confirmed by default). */
  async sweep(at = this.now()): Promise<{ sent: number; autoConfirmed: number }> {
    await this.deps.workingDays.ready();
    let sent = 0;
    for (const bill of await this.repo.heldBills()) {
      if (await this.send(bill.id, at, true)) sent += 1;
    }
    let autoConfirmed = 0;
    const now = iso(at);
    for (const bill of await this.repo.overdue(now)) {
      const deadline = new Date(bill.auto_check_time!);
      const uploadUntil = this.deps.workingDays.after(deadline, billLimits.uploadWorkingDays);
      if (await this.repo.autoConfirm(bill.id, iso(deadline), iso(uploadUntil), now)) {
        autoConfirmed += 1;
      }
    }
    return { sent, autoConfirmed };
  }

  // ---- the developer's calls -----------------------------------------------------------------

  async list(caller: Caller): Promise<{ orderSettleList: Bill[] }> {
    const rows = await this.repo.billsOf(caller.id);
    return { orderSettleList: rows.map(toBill) };
  }

  /** A bill of the caller's: 10560 for one that does not exist or is another developer's. */
  private async own(caller: Caller, id: string, status = 200): Promise<BillRow> {
    const bill = await this.repo.find(id);
    if (!bill || !bill.ready || bill.account_id !== caller.id) {
      throw httpError(ErrorCode.billNotFound, status);
    }
    return bill;
  }

  /** dev_update: Confirm (2) or Dispute (4), once, before the deadline. */
  async verify(
    caller: Caller,
    id: string,
    checkStatus: number,
    reasonGiven = '',
  ): Promise<{ orderSettle: Bill }> {
    if (!VERIFY_ANSWERS.has(checkStatus)) throw new AppError(ErrorCode.billCheckStatusRefused);
    const disputing = checkStatus === BillStatus.disputed;
    const reason = disputing ? reasonGiven.trim() : '';
    if (disputing && (reason === '' || [...reason].length > billLimits.disputeReasonMax)) {
      throw new AppError(ErrorCode.billDisputeReasonMissing);
    }
    const bill = await this.own(caller, id);
    if (bill.held) throw new AppError(ErrorCode.billHeld);
    await this.deps.workingDays.ready();
    const at = this.now();
    const uploadUntil = this.deps.workingDays.after(at, billLimits.uploadWorkingDays);
    const done = await this.repo.verify(
      bill.id,
      caller.id,
      checkStatus,
      iso(at),
      iso(uploadUntil),
      reason,
    );
    if (!done) throw new AppError(ErrorCode.billNotAwaiting);
    const after = (await this.repo.find(bill.id))!;
    if (checkStatus === BillStatus.disputed) await this.tellFinance(after, 'dispute');
    return { orderSettle: toBill(after) };
  }

  /** The caller's bills named by batch_download (all of them, or 10560); sent ones become 1. */
  async billsForDetails(caller: Caller, ids: string[]): Promise<BillRow[]> {
    const unique = [...new Set(ids)];
    const bills = await Promise.all(unique.map((id) => this.own(caller, id)));
    await this.repo.markViewed(unique, caller.id, iso(this.now()));
    return bills;
  }

  /** Any bills, for the finance staff. */
  async billsForReview(ids: string[]): Promise<BillRow[]> {
    const bills = await Promise.all([...new Set(ids)].map((id) => this.repo.find(id)));
    if (bills.some((b) => !b?.ready)) throw new AppError(ErrorCode.billNotFound);
    return bills as BillRow[];
  }

  /**
   * A bill's lines a page at a time, for the spreadsheet, each app by the name it shows a reader
   * of `lang` (the name billed stands in once the app is gone).
   */
  async *lines(billId: string, lang: Lang): AsyncGenerator<BillLineRow> {
    let after = 0;
    for (;;) {
      const page = await this.repo.linesPage(billId, after, 2000);
      const names = await this.deps.appNamesOf(page.map((l) => l.app_id).filter(Boolean), lang);
      yield* page.map((l) => ({ ...l, app_name: names.get(l.app_id) ?? l.app_name }));
      if (page.length < 2000) return;
      after = page[page.length - 1]!.line_no;
    }
  }

  /**
   * dev_send_mail: the invoice (2, 3) or attachment (4) as a PDF of at most 5 MB inside the
   * upload window, stored and mailed to finance. Refusals carry an HTTP status (the portal
   * reads a non-200 as a failed send); nothing of a refused file is kept.
   */
  async sendFile(
    caller: Caller,
    id: string,
    file: { stream: Readable & { truncated?: boolean }; filename: string },
  ): Promise<{ filePath: string; orderSettle: Bill }> {
    const drop = () => file.stream.resume();
    let bill: BillRow;
    try {
      bill = await this.own(caller, id, 404);
    } catch (error) {
      drop();
      throw error;
    }
    const at = this.now();
    if (!this.uploadOpen(bill, at)) {
      drop();
      throw httpError(ErrorCode.billUploadClosed, 409);
    }
    const storeName = newId();
    const blobKey = `bills/${bill.id}/${storeName}.pdf`;
    const pdfName = pdfNameOf(file.filename);
    let size: number;
    try {
      size = await this.storePdf(blobKey, file.stream);
    } catch (error) {
      await this.deps.blobs.delete(blobKey).catch(() => undefined);
      throw error;
    }
    const claimed = await this.repo.claimFile(
      bill.id,
      caller.id,
      { storeName, pdfName, blobKey, size },
      iso(at),
    );
    if (!claimed) {
      await this.deps.blobs.delete(blobKey);
      throw httpError(ErrorCode.billUploadClosed, 409);
    }
    const stored = await this.deps.blobs.open(blobKey);
    try {
      const contact = await this.deps.contactOf(bill.account_id);
      await this.deps.mail.send(
        financeBillMail(
          this.deps.financeMail,
          'invoice',
          {
            ...billVars(bill, contact?.account ?? ''),
            file: pdfName,
            status: String(bill.check_status),
          },
          [{ filename: pdfName, content: stored!.stream, contentType: 'application/pdf' }],
        ),
      );
    } catch (error) {
      stored?.stream.destroy();
      await this.repo.releaseFile(bill.id, storeName);
      await this.deps.blobs.delete(blobKey);
      this.deps.onError?.(error);
      throw httpError(ErrorCode.billMailFailed, 502);
    }
    const after = (await this.repo.find(bill.id))!;
    return { filePath: `${storeName}#${pdfName}`, orderSettle: toBill(after) };
  }

  private uploadOpen(bill: BillRow, at: Date): boolean {
    return (
      VERIFIED_STATUSES.has(bill.check_status) &&
      // a bill replaced by a corrected one takes no file: the corrected one does
      !bill.corrected_by_id &&
      !bill.file_store_name &&
      bill.auto_upload_time !== null &&
      Date.parse(bill.auto_upload_time) >= at.getTime()
    );
  }

  /** Streams the file to the store, refusing a file that is not a PDF or is over 5 MB. */
  private async storePdf(key: string, source: Readable & { truncated?: boolean }) {
    let seen = 0;
    let head = Buffer.alloc(0);
    const check = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > billLimits.pdfMaxBytes) {
          done(httpError(ErrorCode.billPdfTooLarge, 413));
          return;
        }
        if (head.length < PDF_MAGIC.length) {
          head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
          if (head.length >= PDF_MAGIC.length && !head.equals(PDF_MAGIC)) {
            done(httpError(ErrorCode.billNotPdf, 400));
            return;
          }
        }
        done(null, chunk);
      },
      flush(done) {
        if (source.truncated) done(httpError(ErrorCode.billPdfTooLarge, 413));
        else if (!head.equals(PDF_MAGIC)) done(httpError(ErrorCode.billNotPdf, 400));
        else done();
      },
    });
    const put = this.deps.blobs.put(key, check);
    try {
      await pipeline(source, check);
    } catch (error) {
      source.resume();
      await put.catch(() => undefined);
      // the form parser's own cut at its limit is the same refusal as ours
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw httpError(ErrorCode.billPdfTooLarge, 413);
      }
      throw error;
    }
    return (await put).size;
  }

  /** bill/download: the stored PDF of the caller's bill (finance staff may read any). */
  async openFile(caller: Caller, storeName: string, pdfName: string) {
    const bill = await this.repo.findByStoreName(storeName);
    const mine = bill && (bill.account_id === caller.id || caller.admin);
    if (!mine || bill.file_pdf_name !== pdfName || !bill.file_blob_key) {
      throw httpError(ErrorCode.fileNotFound, 404);
    }
    const stored = await this.deps.blobs.open(bill.file_blob_key);
    if (!stored) throw httpError(ErrorCode.fileNotFound, 404);
    return { ...stored, name: pdfName };
  }

  // ---- the finance overview ------------------------------------------------------------------

  /** The caller's orders of a date range with where each stands, a page of 2,000 at a time. */
  private async *placedOrders(caller: Caller, startTime: string, endTime: string, lang: Lang) {
    const { from, to } = dayRange(startTime, endTime);
    const apps = await this.deps.appsOf(caller.id, lang);
    const names = new Map(apps.map((a) => [a.id, a.name]));
    let page: OrderLine[] = [];
    const place = async function* (this: BillsService, lines: OrderLine[]) {
      const states = new Map(
        (await this.repo.lineStates(lines.map((l) => l.orderId))).map((r) => [r.order_id, r]),
      );
      for (const o of lines) {
        const bill = states.get(o.orderId);
        const cents = usdCentsOf(o.amount, o.currency, o.usdRate);
        yield {
          orderId: o.orderId,
          appId: o.appId,
          appName: names.get(o.appId) ?? '',
          sku: o.sku,
          type: o.type,
          paidTime: o.paidAt,
          amount: o.amount,
          currency: o.currency,
          usdRate: String(o.usdRate),
          usdMoney: o.type === 'refund' ? -cents : cents,
          state: settleStateOf(bill),
          billId: bill?.id ?? '',
          billMonth: bill?.month ?? '',
        } satisfies FinanceOrder;
      }
    };
    for await (const o of this.deps.orders.orders([...names.keys()], from, to)) {
      page.push(o);
      if (page.length >= 2000) {
        yield* place.call(this, page);
        page = [];
      }
    }
    yield* place.call(this, page);
  }

  /** The overview's four totals: income, and the part pending, frozen and settled. */
  async overview(
    caller: Caller,
    req: { startTime: string; endTime: string },
    lang: Lang,
  ): Promise<FinanceOverview> {
    const { from, to } = dayRange(req.startTime, req.endTime);
    const totals = { income: 0, pending: 0, frozen: 0, settled: 0, orderCount: 0 };
    for await (const o of this.placedOrders(caller, from, to, lang)) {
      totals.income += o.usdMoney;
      totals[o.state as OrderSettleStateValue] += o.usdMoney;
      totals.orderCount += 1;
    }
    return { from, to, ...totals };
  }

  /** The orders behind the overview, newest first, by state or one order id. */
  async orders(caller: Caller, req: FinanceOrdersQuery, lang: Lang) {
    const all: FinanceOrder[] = [];
    for await (const o of this.placedOrders(caller, req.startTime, req.endTime, lang)) {
      if (req.state && o.state !== req.state) continue;
      if (req.orderId && o.orderId !== req.orderId) continue;
      all.push(o);
    }
    all.sort((a, b) => b.paidTime.localeCompare(a.paidTime) || a.orderId.localeCompare(b.orderId));
    const start = (req.page - 1) * req.pageSize;
    return { list: all.slice(start, start + req.pageSize), total: all.length };
  }

  // ---- the finance staff ---------------------------------------------------------------------

  async disputes(page: number) {
    const size = billLimits.disputePageSize;
    const [rows, total] = await Promise.all([
      this.repo.openDisputes(size, (page - 1) * size),
      this.repo.openDisputeCount(),
    ]);
    // the account module owns the accounts: asked for the 10 developers of the page
    const list = await Promise.all(
      rows.map(async (r) => ({
        bill: toBill(r),
        account: (await this.deps.contactOf(r.account_id))?.account ?? '',
        disputeTime: r.dispute_time ?? '',
      })),
    );
    return { list, total };
  }

  /**
   * Upholds a disputed bill, or replaces it by a corrected one (its order lines, the adjustment
   * lines, the fee on the new net) sent with a new countdown. The developer is told either way.
   */
  async resolve(reviewer: Caller, req: ResolveDisputeRequest) {
    const bill = await this.repo.find(req.id);
    if (!bill?.ready) throw new AppError(ErrorCode.billNotFound);
    if (bill.dispute_state !== DisputeState.open) throw new AppError(ErrorCode.billNotDisputed);
    const at = this.now();
    const now = iso(at);
    if (req.decision === 'uphold') {
      const closed = await this.repo.closeDispute(
        bill.id,
        'upheld',
        req.note,
        reviewer.id,
        now,
        null,
      );
      if (!closed) throw new AppError(ErrorCode.billNotDisputed);
      const after = (await this.repo.find(bill.id))!;
      await this.tell(after, 'upheld', { note: req.note });
      return { bill: toBill(after), corrected: null };
    }
    const adjust = req.adjustments.reduce((sum, a) => sum + a.amount, 0);
    const net = Number(bill.sales_cents) - Number(bill.refund_cents) + adjust;
    const fee = feeOf(net, bill.fee_percent);
    const correctedId = newId();
    const siblings = await this.repo.monthBills(bill.account_id, bill.month);
    const seq = Math.max(...siblings.map((s) => s.seq)) + 1;
    const made = await this.repo.transaction(async (repo) => {
      if (
        !(await repo.closeDispute(bill.id, 'corrected', req.note, reviewer.id, now, correctedId))
      ) {
        return false;
      }
      await repo.insertBill({
        ...bill,
        id: correctedId,
        seq,
        ready: 0,
        held: 1,
        check_status: BillStatus.sent,
        adjust_cents: adjust,
        net_cents: net,
        fee_cents: fee,
        settle_cents: net - fee,
        ...NOT_SENT,
        dispute_state: DisputeState.none,
        dispute_note: '',
        replaces_id: bill.id,
        corrected_by_id: null,
        created_at: now,
        updated_at: now,
      });
      const count = await repo.copyOrderLines(bill.id, correctedId);
      await repo.insertLines(
        req.adjustments.map((a, i) => ({
          bill_id: correctedId,
          line_no: count + i + 1,
          kind: 'adjustment' as const,
          usd_cents: a.amount,
          note: a.desc,
        })),
      );
      await repo.finishBill(correctedId, {});
      return true;
    });
    if (!made) throw new AppError(ErrorCode.billNotDisputed);
    const after = (await this.repo.find(bill.id))!;
    await this.tell(after, 'corrected', {
      note: req.note,
      amount: dollars(net - fee),
    });
    await this.send(correctedId, at, true);
    return { bill: toBill(after), corrected: toBill((await this.repo.find(correctedId))!) };
  }

  // ---- the ledger ----------------------------------------------------------------------------

  /**
   * Proves a month's ledger: per developer, the standing bill's settlement plus fee minus its
   * adjustments equals the net of the month's orders in US cents; orders nobody was billed for
   * show as a difference too.
   */
  async reconcile(month: string) {
    const { first, last } = monthDays(month);
    const owners = new Map<string, string[]>();
    for (const appId of await this.deps.orders.appsWithOrders(first, last)) {
      // orders of an app deleted since are nobody's bill: they show as a difference of their own
      const owner = (await this.deps.appById(appId))?.owner_id ?? `deleted app ${appId}`;
      owners.set(owner, [...(owners.get(owner) ?? []), appId]);
    }
    const orderNet = new Map<string, number>();
    for (const [accountId, apps] of owners) {
      let net = 0;
      for await (const o of this.deps.orders.orders(apps, first, last)) {
        const cents = usdCentsOf(o.amount, o.currency, o.usdRate);
        net += o.type === 'refund' ? -cents : cents;
      }
      orderNet.set(accountId, net);
    }
    const billed = new Map<string, { settle: number; fee: number; adjust: number }>();
    for (const b of await this.repo.standingBills(month)) {
      billed.set(b.account_id, {
        settle: Number(b.settle_cents),
        fee: Number(b.fee_cents),
        adjust: Number(b.adjust_cents),
      });
    }
    const accounts = [...new Set([...orderNet.keys(), ...billed.keys()])].sort();
    const rows = accounts.map((accountId) => {
      const b = billed.get(accountId) ?? { settle: 0, fee: 0, adjust: 0 };
      const orders = orderNet.get(accountId) ?? 0;
      const ledger = b.settle + b.fee - b.adjust;
      return {
        accountId,
        orders,
        settle: b.settle,
        fee: b.fee,
        adjust: b.adjust,
        diff: ledger - orders,
      };
    });
    const sum = (pick: (r: (typeof rows)[number]) => number) =>
      rows.reduce((s, r) => s + pick(r), 0);
    return {
      month,
      rows,
      orders: sum((r) => r.orders),
      settle: sum((r) => r.settle),
      fee: sum((r) => r.fee),
      adjust: sum((r) => r.adjust),
      balanced: rows.every((r) => r.diff === 0),
    };
  }

  // ---- telling people ------------------------------------------------------------------------

  private localTime(at: Date): string {
    const { day, msOfDay } = this.deps.workingDays.local(at);
    const minutes = Math.floor(msOfDay / 60_000);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return `${day} ${hh}:${mm} (${this.deps.workingDays.timeZone})`;
  }

  /** The developer hears of their bill in the notification centre and by mail, in their language. */
  private async tell(
    bill: BillRow,
    what: 'sent' | 'held' | 'upheld' | 'corrected',
    vars: Record<string, string>,
  ) {
    const all = { month: bill.month, ...vars };
    const title = both(`bill.${what}.title` as MessageKey, all);
    const content = both(`bill.${what}.content` as MessageKey, all);
    await this.deps.notifications.notify({
      accountId: bill.account_id,
      tag: 'bill',
      status: NOTICE_STATUS[what],
      title,
      content,
      link: '/financial_info',
    });
    const contact = await this.deps.contactOf(bill.account_id);
    if (!contact?.email) return;
    try {
      await this.deps.mail.send(
        billNoticeMail(contact.lang, contact.email, title[contact.lang], content[contact.lang]),
      );
    } catch (error) {
      // the notification centre has it; a mail server that is down does not undo the bill
      this.deps.onError?.(error);
    }
  }

  private async tellFinanceOfCalendar(month: string, year: number) {
    try {
      await this.deps.mail.send(
        financeBillMail(this.deps.financeMail, 'calendar', { month, year: String(year) }, []),
      );
    } catch (error) {
      this.deps.onError?.(error);
    }
  }

  private async tellFinance(bill: BillRow, what: 'dispute') {
    const contact = await this.deps.contactOf(bill.account_id);
    try {
      await this.deps.mail.send(
        financeBillMail(this.deps.financeMail, what, billVars(bill, contact?.account ?? ''), []),
      );
    } catch (error) {
      // the dispute is in the review console's queue either way
      this.deps.onError?.(error);
    }
  }
}

type FinanceOrdersQuery = {
  startTime: string;
  endTime: string;
  state?: string | undefined;
  orderId?: string | undefined;
  page: number;
  pageSize: number;
};

/** Where an order stands, from the standing bill that holds it (none: not billed yet). */
function settleStateOf(
  bill: { held: number; dispute_state: string; check_status: number } | undefined,
): OrderSettleStateValue {
  if (!bill) return OrderSettleState.pending;
  if (bill.held || bill.dispute_state === DisputeState.open) return OrderSettleState.frozen;
  if (AWAITING_VERIFICATION_STATUSES.has(bill.check_status)) return OrderSettleState.pending;
  return OrderSettleState.settled;
}

/** A checked range of days: real days, the start not after the end, at most 366 days. */
function dayRange(startTime: string, endTime: string): { from: string; to: string } {
  const start = Date.parse(`${startTime}T00:00:00Z`);
  const end = Date.parse(`${endTime}T00:00:00Z`);
  const real = (day: string, ms: number) =>
    Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
  if (!real(startTime, start) || !real(endTime, end) || start > end) {
    throw new AppError(ErrorCode.dateRangeInvalid);
  }
  if ((end - start) / 86_400_000 + 1 > billLimits.overviewMaxDays) {
    throw new AppError(ErrorCode.dateRangeInvalid);
  }
  return { from: startTime, to: endTime };
}

function billVars(bill: BillRow, account: string) {
  return {
    id: bill.id,
    month: bill.month,
    account,
    developer: bill.dev_name,
    amount: dollars(Number(bill.settle_cents)),
    reason: bill.dispute_reason,
  };
}

/** The name a PDF is kept and offered under: its base name, ending in .pdf. */
export function pdfNameOf(filename: string): string {
  const base = [...(filename.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '#')
    .join('')
    .trim();
  const name = base.slice(0, 200) || 'invoice.pdf';
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

export function toBill(r: BillRow): Bill {
  return {
    id: r.id,
    devName: r.dev_name,
    startTime: r.start_day,
    endTime: r.end_day,
    cardNo: r.card_last4 ? `**** ${r.card_last4}` : '',
    settleMoney: Number(r.settle_cents),
    checkStatus: r.check_status,
    sendTime: r.send_time ?? '',
    checkTime: r.check_time ?? '',
    autoCheckTime: r.auto_check_time ?? '',
    autoUploadTime: r.auto_upload_time ?? '',
    filePath: r.file_store_name ? `${r.file_store_name}#${r.file_pdf_name ?? ''}` : '',
    month: r.month,
    held: r.held,
    salesMoney: Number(r.sales_cents),
    refundMoney: Number(r.refund_cents),
    adjustMoney: Number(r.adjust_cents),
    netMoney: Number(r.net_cents),
    feeMoney: Number(r.fee_cents),
    feePercent: Number(r.fee_percent),
    orderCount: r.order_count,
    disputeState: r.dispute_state,
    disputeNote: r.dispute_note,
    disputeReason: r.dispute_reason,
    replacesId: r.replaces_id ?? '',
    correctedById: r.corrected_by_id ?? '',
  };
}
