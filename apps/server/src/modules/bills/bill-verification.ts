// The developer's bills: listing, confirming or disputing one, and reading their lines.
import { BillStatus, ErrorCode, VERIFY_ANSWERS, billLimits } from '@vrportal/contract';
import type { Bill, Lang } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import type { Caller, BillContext } from './bill-context.js';
import { orgScope } from '../../plugins/caller.js';
import { toBill } from './bill-context.js';
import type { BillNotices } from './bill-notices.js';
import type { BillLineRow, BillRow } from './bills.repository.js';

/** A sent bill as its developer answers it: confirmed, or disputed with a reason. */
export class BillVerification {
  constructor(
    private readonly ctx: BillContext,
    private readonly notices: BillNotices,
  ) {}

  async list(caller: Caller): Promise<{ orderSettleList: Bill[] }> {
    const rows = await this.ctx.repo.billsOf(orgScope(caller));
    return { orderSettleList: rows.map(toBill) };
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
    const bill = await this.ctx.own(caller, id);
    if (bill.held) throw new AppError(ErrorCode.billHeld);
    await this.ctx.deps.workingDays.ready();
    const at = this.ctx.now();
    const uploadUntil = this.ctx.deps.workingDays.after(at, billLimits.uploadWorkingDays);
    const done = await this.ctx.repo.verify(
      bill.id,
      orgScope(caller),
      checkStatus,
      iso(at),
      iso(uploadUntil),
      reason,
    );
    if (!done) throw new AppError(ErrorCode.billNotAwaiting);
    const after = (await this.ctx.repo.find(bill.id))!;
    if (checkStatus === BillStatus.disputed) await this.notices.tellFinance(after, 'dispute');
    return { orderSettle: toBill(after) };
  }

  /** The caller's bills named by batch_download (all of them, or 10560); sent ones become 1. */
  async billsForDetails(caller: Caller, ids: string[]): Promise<BillRow[]> {
    const unique = [...new Set(ids)];
    const bills = await Promise.all(unique.map((id) => this.ctx.own(caller, id)));
    await this.ctx.repo.markViewed(unique, orgScope(caller), iso(this.ctx.now()));
    return bills;
  }

  /** Any bills, for the finance staff. */
  async billsForReview(ids: string[]): Promise<BillRow[]> {
    const bills = await Promise.all([...new Set(ids)].map((id) => this.ctx.repo.find(id)));
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
      const page = await this.ctx.repo.linesPage(billId, after, 2000);
      const names = await this.ctx.deps.appNamesOf(page.map((l) => l.app_id).filter(Boolean), lang);
      yield* page.map((l) => ({ ...l, app_name: names.get(l.app_id) ?? l.app_name }));
      if (page.length < 2000) return;
      after = page[page.length - 1]!.line_no;
    }
  }
}
