// The developer's finance overview: their orders with where each stands, and the totals.
import {
  AWAITING_VERIFICATION_STATUSES,
  DisputeState,
  ErrorCode,
  OrderSettleState,
  billLimits,
} from '@vrportal/contract';
import type {
  FinanceOrder,
  FinanceOverview,
  Lang,
  OrderSettleStateValue,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { usdCentsOf } from './money.js';
import type { OrderLine } from '../datacenter/index.js';
import type { BillContext, Caller } from './bill-context.js';
import { orgScope } from '../../plugins/caller.js';

export type FinanceOrdersQuery = {
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

/** Orders placed against the bills that hold them: pending, frozen or settled. */
export class BillOverview {
  constructor(private readonly ctx: BillContext) {}

  /** The caller's orders of a date range with where each stands, a page of 2,000 at a time. */
  private async *placedOrders(caller: Caller, startTime: string, endTime: string, lang: Lang) {
    const { from, to } = dayRange(startTime, endTime);
    const apps = await this.ctx.deps.appsOf(orgScope(caller), lang);
    const names = new Map(apps.map((a) => [a.id, a.name]));
    let page: OrderLine[] = [];
    const place = async function* (this: BillOverview, lines: OrderLine[]) {
      const states = new Map(
        (await this.ctx.repo.lineStates(lines.map((l) => l.orderId))).map((r) => [r.order_id, r]),
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
    for await (const o of this.ctx.deps.orders.orders([...names.keys()], from, to)) {
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
}
