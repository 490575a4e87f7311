import type { Readable } from 'node:stream';
import type { Bill, FinanceOverview, Lang, ResolveDisputeRequest } from '@vrportal/contract';
import type { BillsDeps, Caller } from './bill-context.js';
import { BillContext } from './bill-context.js';
import { BillDisputes } from './bill-disputes.js';
import { BillFiles } from './bill-files.js';
import type { GenerateReport } from './bill-generation.js';
import { BillGeneration } from './bill-generation.js';
import { BillLedger } from './bill-ledger.js';
import { BillNotices } from './bill-notices.js';
import type { FinanceOrdersQuery } from './bill-overview.js';
import { BillOverview } from './bill-overview.js';
import { BillVerification } from './bill-verification.js';
import type { BillLineRow, BillRow } from './bills.repository.js';

export type { BillsDeps, Caller } from './bill-context.js';
export { dollars, toBill } from './bill-context.js';
export { pdfNameOf } from './bill-files.js';
export type { GenerateReport } from './bill-generation.js';

/**
 * Settlement bills: one per developer and month from the data centre's orders, sent with a
 * verification deadline of 5 working days, confirmed or disputed by the developer (or confirmed
 * by default), then an upload window of 10 working days for the invoice. Disputes go to the
 * platform's finance staff, who uphold the bill or send a corrected one.
 *
 * The parts: making and sending (`bill-generation.ts`), the developer's answer
 * (`bill-verification.ts`), invoice files (`bill-files.ts`), the finance overview
 * (`bill-overview.ts`), disputes (`bill-disputes.ts`), the ledger (`bill-ledger.ts`) and the
 * messages (`bill-notices.ts`).
 */
export class BillsService {
  private readonly ctx: BillContext;
  private readonly generation: BillGeneration;
  private readonly verification: BillVerification;
  private readonly files: BillFiles;
  private readonly overviews: BillOverview;
  private readonly disputeDesk: BillDisputes;
  private readonly ledger: BillLedger;

  constructor(deps: BillsDeps) {
    this.ctx = new BillContext(deps);
    const notices = new BillNotices(this.ctx);
    this.generation = new BillGeneration(this.ctx, notices);
    this.verification = new BillVerification(this.ctx, notices);
    this.files = new BillFiles(this.ctx);
    this.overviews = new BillOverview(this.ctx);
    this.disputeDesk = new BillDisputes(this.ctx, notices, this.generation);
    this.ledger = new BillLedger(this.ctx);
  }

  /** When a bill sent at `at` is confirmed by default: 5 working days later, in TIME_ZONE. */
  verifyDeadline(at: Date): Date {
    return this.ctx.verifyDeadline(at);
  }

  // ---- making and sending bills --------------------------------------------------------------

  /** Makes the month's bills (idempotent; refused for a month that has not ended). */
  generate(month: string, at = this.ctx.now()): Promise<GenerateReport> {
    return this.generation.generate(month, at);
  }

  /** Whether the working-day calendar knows this year and, from 1 November, the next. */
  calendarStatus(at = this.ctx.now()) {
    return this.generation.calendarStatus(at);
  }

  /** Imports a year's holidays and worked weekend days (the admin command line). */
  importHolidays(file: unknown) {
    return this.generation.importHolidays(file);
  }

  /** The periodic job: last month's bills, held bills sent, overdue ones confirmed by default. */
  runDue(at = this.ctx.now()) {
    return this.generation.runDue(at);
  }

  /** Held bills sent where possible; overdue bills moved to 3 (confirmed by default). */
  sweep(at = this.ctx.now()): Promise<{ sent: number; autoConfirmed: number }> {
    return this.generation.sweep(at);
  }

  // ---- the developer's calls -----------------------------------------------------------------

  list(caller: Caller): Promise<{ orderSettleList: Bill[] }> {
    return this.verification.list(caller);
  }

  /** dev_update: Confirm (2) or Dispute (4), once, before the deadline. */
  verify(
    caller: Caller,
    id: string,
    checkStatus: number,
    reasonGiven = '',
  ): Promise<{ orderSettle: Bill }> {
    return this.verification.verify(caller, id, checkStatus, reasonGiven);
  }

  /** The caller's bills named by batch_download (all of them, or 10560); sent ones become 1. */
  billsForDetails(caller: Caller, ids: string[]): Promise<BillRow[]> {
    return this.verification.billsForDetails(caller, ids);
  }

  /** Any bills, for the finance staff. */
  billsForReview(ids: string[]): Promise<BillRow[]> {
    return this.verification.billsForReview(ids);
  }

  /** A bill's lines a page at a time, for the spreadsheet. */
  lines(billId: string, lang: Lang): AsyncGenerator<BillLineRow> {
    return this.verification.lines(billId, lang);
  }

  /** dev_send_mail: the invoice or attachment as a PDF, stored and mailed to finance. */
  sendFile(
    caller: Caller,
    id: string,
    file: { stream: Readable & { truncated?: boolean }; filename: string },
  ): Promise<{ filePath: string; orderSettle: Bill }> {
    return this.files.sendFile(caller, id, file);
  }

  /** bill/download: the stored PDF of the caller's bill (finance staff may read any). */
  openFile(caller: Caller, storeName: string, pdfName: string) {
    return this.files.openFile(caller, storeName, pdfName);
  }

  // ---- the finance overview ------------------------------------------------------------------

  /** The overview's four totals: income, and the part pending, frozen and settled. */
  overview(
    caller: Caller,
    req: { startTime: string; endTime: string },
    lang: Lang,
  ): Promise<FinanceOverview> {
    return this.overviews.overview(caller, req, lang);
  }

  /** The orders behind the overview, newest first, by state or one order id. */
  orders(caller: Caller, req: FinanceOrdersQuery, lang: Lang) {
    return this.overviews.orders(caller, req, lang);
  }

  // ---- the finance staff ---------------------------------------------------------------------

  disputes(page: number) {
    return this.disputeDesk.disputes(page);
  }

  /** Upholds a disputed bill, or replaces it by a corrected one sent with a new countdown. */
  resolve(reviewer: Caller, req: ResolveDisputeRequest) {
    return this.disputeDesk.resolve(reviewer, req);
  }

  /** Proves a month's ledger against the month's orders. */
  reconcile(month: string) {
    return this.ledger.reconcile(month);
  }
}
