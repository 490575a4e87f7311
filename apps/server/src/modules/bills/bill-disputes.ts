// Disputed bills for the finance staff: the queue, and upholding or correcting a bill.
import { BillStatus, DisputeState, ErrorCode, billLimits } from '@vrportal/contract';
import type { ResolveDisputeRequest } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import { iso } from '../../lib/time.js';
import type { BillContext, Caller } from './bill-context.js';
import { NOT_SENT, dollars, toBill } from './bill-context.js';
import type { BillGeneration } from './bill-generation.js';
import type { BillNotices } from './bill-notices.js';
import { feeOf } from './money.js';

/** A dispute is closed by upholding the bill or by sending a corrected one in its place. */
export class BillDisputes {
  constructor(
    private readonly ctx: BillContext,
    private readonly notices: BillNotices,
    private readonly generation: BillGeneration,
  ) {}

  async disputes(page: number) {
    const size = billLimits.disputePageSize;
    const [rows, total] = await Promise.all([
      this.ctx.repo.openDisputes(size, (page - 1) * size),
      this.ctx.repo.openDisputeCount(),
    ]);
    // the account module owns the accounts: asked for the 10 developers of the page
    const list = await Promise.all(
      rows.map(async (r) => ({
        bill: toBill(r),
        account: (await this.ctx.deps.contactOf(r.org_id))?.account ?? '',
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
    const bill = await this.ctx.repo.find(req.id);
    if (!bill?.ready) throw new AppError(ErrorCode.billNotFound);
    if (bill.dispute_state !== DisputeState.open) throw new AppError(ErrorCode.billNotDisputed);
    const at = this.ctx.now();
    const now = iso(at);
    if (req.decision === 'uphold') {
      const closed = await this.ctx.repo.closeDispute(
        bill.id,
        'upheld',
        req.note,
        reviewer.id,
        now,
        null,
      );
      if (!closed) throw new AppError(ErrorCode.billNotDisputed);
      const after = (await this.ctx.repo.find(bill.id))!;
      await this.notices.tell(after, 'upheld', { note: req.note });
      return { bill: toBill(after), corrected: null };
    }
    const adjust = req.adjustments.reduce((sum, a) => sum + a.amount, 0);
    const net = Number(bill.sales_cents) - Number(bill.refund_cents) + adjust;
    const fee = feeOf(net, bill.fee_percent);
    const correctedId = newId();
    const siblings = await this.ctx.repo.monthBills(bill.org_id, bill.month);
    const seq = Math.max(...siblings.map((s) => s.seq)) + 1;
    const made = await this.ctx.repo.transaction(async (repo) => {
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
    const after = (await this.ctx.repo.find(bill.id))!;
    await this.notices.tell(after, 'corrected', {
      note: req.note,
      amount: dollars(net - fee),
    });
    await this.generation.send(correctedId, at, true);
    return { bill: toBill(after), corrected: toBill((await this.ctx.repo.find(correctedId))!) };
  }
}
