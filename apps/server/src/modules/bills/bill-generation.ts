// Making the month's bills from the orders, sending held ones, confirming overdue ones by default.
import { billLimits } from '@vrportal/contract';
import { newId } from '../../lib/crypto.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { iso } from '../../lib/time.js';
import { nextDay } from '../../lib/zone-time.js';
import type { BillContext } from './bill-context.js';
import { NOT_SENT, dollars } from './bill-context.js';
import type { BillNotices } from './bill-notices.js';
import type { NewBillLine } from './bills.repository.js';
import { daysOfHolidayFile } from './holiday-file.js';
import { feeOf, usdCentsOf } from './money.js';
import { monthDays, previousMonth } from './working-days.js';

/** What a generation run did, for the admin command line and the job's log. */
export interface GenerateReport {
  month: string;
  made: number;
  held: number;
  existing: number;
}

/** A build left unfinished this long (a stopped instance) is built again. */
const STALE_BUILD_MS = 10 * 60_000;
const LINE_FLUSH = 500;

/** Bills made one per developer and month, sent once a payment profile is approved. */
export class BillGeneration {
  constructor(
    private readonly ctx: BillContext,
    private readonly notices: BillNotices,
  ) {}

  /**
   * Makes the month's bills: one per developer with orders on its days (cut in TIME_ZONE).
   * Idempotent: a developer who has the month's bill gets nothing new. Refused for a month that
   * has not ended.
   */
  async generate(month: string, at = this.ctx.now()): Promise<GenerateReport> {
    await this.ctx.deps.workingDays.ready();
    const { first, last } = monthDays(month);
    if (at < this.ctx.deps.workingDays.startOf(nextDay(last))) {
      throw new Error(`${month} has not ended yet: its bills are made from the 1st of next month`);
    }
    const owners = new Map<string, { apps: string[]; names: Map<string, string> }>();
    for (const appId of await this.ctx.deps.orders.appsWithOrders(first, last)) {
      const app = await this.ctx.deps.appById(appId);
      if (!app) continue;
      const owner = owners.get(app.org_id) ?? { apps: [], names: new Map<string, string>() };
      owner.apps.push(appId);
      owner.names.set(appId, app.name);
      owners.set(app.org_id, owner);
    }
    const report: GenerateReport = { month, made: 0, held: 0, existing: 0 };
    for (const [orgId, owner] of owners) {
      const made = await this.makeBill(orgId, month, owner, at);
      if (made === 'existing') report.existing += 1;
      else {
        report.made += 1;
        if (made === 'held') report.held += 1;
      }
    }
    const year = Number(this.ctx.deps.workingDays.local(at).day.slice(0, 4));
    if (report.made > 0 && !this.ctx.deps.workingDays.knows(year)) {
      await this.notices.tellFinanceOfCalendar(month, year);
    }
    return report;
  }

  /**
   * Whether the working-day calendar knows this year and, from 1 November, the next: bills sent
   * in a year it does not know count their days Monday to Friday.
   */
  async calendarStatus(at = this.ctx.now()) {
    await this.ctx.deps.workingDays.ready();
    const { day } = this.ctx.deps.workingDays.local(at);
    const year = Number(day.slice(0, 4));
    const known = this.ctx.deps.workingDays.knows(year);
    const nextKnown = this.ctx.deps.workingDays.knows(year + 1);
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
    await this.ctx.deps.calendarDays.replaceYear(parsed.year, parsed.days, iso(this.ctx.now()));
    this.ctx.deps.workingDays.forget();
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
    orgId: string,
    month: string,
    owner: { apps: string[]; names: Map<string, string> },
    at: Date,
  ): Promise<'sent' | 'held' | 'existing'> {
    const [existing] = await this.ctx.repo.monthBills(orgId, month);
    if (existing) {
      const stale =
        !existing.ready && at.getTime() - Date.parse(existing.created_at) > STALE_BUILD_MS;
      if (!stale) return 'existing';
      // a build cut off by a stop: made again from the start
      await this.ctx.repo.deleteBill(existing.id);
    }
    const { first, last } = monthDays(month);
    const contact = await this.ctx.deps.contactOf(orgId);
    const id = newId();
    const now = iso(at);
    try {
      await this.ctx.repo.insertBill({
        id,
        org_id: orgId,
        month,
        seq: 1,
        start_day: first,
        end_day: last,
        dev_name: contact?.name ?? '',
        order_count: 0,
        sales_cents: 0,
        refund_cents: 0,
        net_cents: 0,
        fee_percent: this.ctx.deps.feePercent,
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
    for await (const o of this.ctx.deps.orders.orders(owner.apps, first, last)) {
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
        await this.ctx.repo.insertLines(batch);
        batch = [];
      }
    }
    await this.ctx.repo.insertLines(batch);
    const net = sales - refunds;
    const fee = feeOf(net, this.ctx.deps.feePercent);
    await this.ctx.repo.finishBill(id, {
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
  async send(billId: string, at: Date, toldHeld = false): Promise<boolean> {
    const bill = await this.ctx.repo.find(billId);
    if (!bill || !bill.held) return false;
    const account = await this.ctx.deps.settlementAccount(bill.org_id);
    if (!account) {
      if (!toldHeld) await this.notices.tell(bill, 'held', {});
      return false;
    }
    const autoCheck = this.ctx.verifyDeadline(at);
    if (!(await this.ctx.repo.release(billId, iso(at), iso(autoCheck), account.cardLast4))) {
      return false;
    }
    await this.notices.tell(bill, 'sent', {
      amount: dollars(Number(bill.settle_cents)),
      deadline: this.notices.localTime(autoCheck),
    });
    await this.ctx.deps.events.publish({
      type: 'bill.sent',
      orgId: bill.org_id,
      data: {
        billId: bill.id,
        month: bill.month,
        amountCents: Number(bill.settle_cents),
        currency: 'USD',
        confirmBy: iso(autoCheck),
      },
    });
    return true;
  }

  /**
   * The periodic job, as of `at`: makes last month's bills (nothing new once made), sends held
   * bills whose developer now has an approved payment profile, and confirms by default the bills
   * whose verification deadline passed. Running it twice, or late, changes nothing more.
   */
  async runDue(at = this.ctx.now()) {
    const month = previousMonth(this.ctx.deps.workingDays.local(at).day);
    const generated = await this.generate(month, at);
    return { generated, ...(await this.sweep(at)) };
  }

  /** Held bills sent where possible; overdue bills moved to 3 (confirmed by default). */
  async sweep(at = this.ctx.now()): Promise<{ sent: number; autoConfirmed: number }> {
    await this.ctx.deps.workingDays.ready();
    let sent = 0;
    for (const bill of await this.ctx.repo.heldBills()) {
      if (await this.send(bill.id, at, true)) sent += 1;
    }
    let autoConfirmed = 0;
    const now = iso(at);
    for (const bill of await this.ctx.repo.overdue(now)) {
      const deadline = new Date(bill.auto_check_time!);
      const uploadUntil = this.ctx.deps.workingDays.after(deadline, billLimits.uploadWorkingDays);
      if (await this.ctx.repo.autoConfirm(bill.id, iso(deadline), iso(uploadUntil), now)) {
        autoConfirmed += 1;
      }
    }
    return { sent, autoConfirmed };
  }
}
