// The month's ledger: standing bills proved against the orders they were made from.
import { usdCentsOf } from './money.js';
import type { BillContext } from './bill-context.js';
import { monthDays } from './working-days.js';

/** Proves that what was billed adds up to what was sold. */
export class BillLedger {
  constructor(private readonly ctx: BillContext) {}

  /**
   * Proves a month's ledger: per developer, the standing bill's settlement plus fee minus its
   * adjustments equals the net of the month's orders in US cents; orders nobody was billed for
   * show as a difference too.
   */
  async reconcile(month: string) {
    const { first, last } = monthDays(month);
    const owners = new Map<string, string[]>();
    for (const appId of await this.ctx.deps.orders.appsWithOrders(first, last)) {
      // orders of an app deleted since are nobody's bill: they show as a difference of their own
      const owner = (await this.ctx.deps.appById(appId))?.org_id ?? `deleted app ${appId}`;
      owners.set(owner, [...(owners.get(owner) ?? []), appId]);
    }
    const orderNet = new Map<string, number>();
    for (const [accountId, apps] of owners) {
      let net = 0;
      for await (const o of this.ctx.deps.orders.orders(apps, first, last)) {
        const cents = usdCentsOf(o.amount, o.currency, o.usdRate);
        net += o.type === 'refund' ? -cents : cents;
      }
      orderNet.set(accountId, net);
    }
    const billed = new Map<string, { settle: number; fee: number; adjust: number }>();
    for (const b of await this.ctx.repo.standingBills(month)) {
      billed.set(b.org_id, {
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
}
