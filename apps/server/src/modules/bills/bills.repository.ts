import type { Insertable, Selectable } from 'kysely';
import { AWAITING_VERIFICATION_STATUSES, BillStatus, VERIFIED_STATUSES } from '@vrportal/contract';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { BillLinesTable, BillsTable } from '../../db/schema.js';

export type BillRow = Selectable<BillsTable>;
export type BillLineRow = Selectable<BillLinesTable>;
export type NewBillLine = Insertable<BillLinesTable>;

const AWAITING = [...AWAITING_VERIFICATION_STATUSES];
const VERIFIED = [...VERIFIED_STATUSES];
/** lines written in one statement (SQLite allows 32,766 parameters) */
const LINE_BATCH = 500;

/** The SQL of settlement bills; the bills and bill_lines tables belong to this module alone. */
export class BillsRepository {
  constructor(private readonly db: Executor) {}

  transaction<T>(work: (repo: BillsRepository) => Promise<T>): Promise<T> {
    return (this.db as Db).transaction().execute((trx) => work(new BillsRepository(trx)));
  }

  // ---- making bills --------------------------------------------------------------------------

  async insertBill(row: Insertable<BillsTable>) {
    await this.db.insertInto('bills').values(row).execute();
  }

  async insertLines(lines: NewBillLine[]) {
    for (let i = 0; i < lines.length; i += LINE_BATCH) {
      await this.db
        .insertInto('bill_lines')
        .values(lines.slice(i, i + LINE_BATCH))
        .execute();
    }
  }

  async deleteLines(billId: string) {
    await this.db.deleteFrom('bill_lines').where('bill_id', '=', billId).execute();
  }

  /** Copies a bill's order lines (not its adjustments) to the bill that corrects it. */
  async copyOrderLines(fromBillId: string, toBillId: string): Promise<number> {
    const lines = await this.db
      .selectFrom('bill_lines')
      .selectAll()
      .where('bill_id', '=', fromBillId)
      .where('kind', '!=', 'adjustment')
      .orderBy('line_no')
      .execute();
    await this.insertLines(lines.map((l) => ({ ...l, bill_id: toBillId })));
    return lines.length;
  }

  async finishBill(id: string, changes: Partial<Insertable<BillsTable>>) {
    await this.db
      .updateTable('bills')
      .set({ ...changes, ready: 1 })
      .where('id', '=', id)
      .execute();
  }

  /** The month's bills of an account, every seq. */
  monthBills(orgId: string, month: string) {
    return this.db
      .selectFrom('bills')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('month', '=', month)
      .orderBy('seq')
      .execute();
  }

  /** The bills of a month that stand (not replaced by a corrected one), for the reconciliation. */
  standingBills(month: string) {
    return this.db
      .selectFrom('bills')
      .selectAll()
      .where('month', '=', month)
      .where('corrected_by_id', 'is', null)
      .execute();
  }

  async deleteBill(id: string) {
    await this.deleteLines(id);
    await this.db.deleteFrom('bills').where('id', '=', id).execute();
  }

  // ---- reading -------------------------------------------------------------------------------

  find(id: string) {
    return this.db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByStoreName(storeName: string) {
    return this.db
      .selectFrom('bills')
      .selectAll()
      .where('file_store_name', '=', storeName)
      .executeTakeFirst();
  }

  /** An account's bills that are whole, newest cycle first. */
  billsOf(orgId: string) {
    return this.db
      .selectFrom('bills')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('ready', '=', 1)
      .orderBy('month', 'desc')
      .orderBy('seq', 'desc')
      .execute();
  }

  /** A page of a bill's lines in their order. */
  linesPage(billId: string, afterLine: number, limit: number) {
    return this.db
      .selectFrom('bill_lines')
      .selectAll()
      .where('bill_id', '=', billId)
      .where('line_no', '>', afterLine)
      .orderBy('line_no')
      .limit(limit)
      .execute();
  }

  /** The standing bills that hold these orders, with what the overview needs of them. */
  lineStates(orderIds: string[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('bill_lines')
      .innerJoin('bills', 'bills.id', 'bill_lines.bill_id')
      .select([
        'bill_lines.order_id',
        'bills.id',
        'bills.month',
        'bills.check_status',
        'bills.held',
        'bills.dispute_state',
      ])
      .where('bill_lines.order_id', 'in', orderIds)
      .where('bills.ready', '=', 1)
      .where('bills.corrected_by_id', 'is', null)
      .execute();
  }

  // ---- verification, in one statement each so two requests cannot both win ------------------

  /** Confirms or disputes a bill still awaiting its answer before its deadline; false if not. */
  async verify(
    id: string,
    orgId: string,
    status: number,
    now: string,
    uploadUntil: string,
    reason = '',
  ): Promise<boolean> {
    const disputed = status === BillStatus.disputed;
    const res = await this.db
      .updateTable('bills')
      .set({
        check_status: status,
        check_time: now,
        auto_upload_time: uploadUntil,
        updated_at: now,
        ...(disputed ? { dispute_state: 'open', dispute_time: now, dispute_reason: reason } : {}),
      })
      .where('id', '=', id)
      .where('org_id', '=', orgId)
      .where('held', '=', 0)
      .where('check_status', 'in', AWAITING)
      .where('auto_check_time', '>', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Bills sent and looked at: their details were downloaded. */
  async markViewed(ids: string[], orgId: string, now: string) {
    await this.db
      .updateTable('bills')
      .set({ check_status: BillStatus.viewed, updated_at: now })
      .where('id', 'in', ids)
      .where('org_id', '=', orgId)
      .where('held', '=', 0)
      .where('check_status', '=', BillStatus.sent)
      .execute();
  }

  /** Bills whose verification deadline passed unanswered. */
  overdue(now: string) {
    return this.db
      .selectFrom('bills')
      .select(['id', 'auto_check_time'])
      .where('held', '=', 0)
      .where('ready', '=', 1)
      .where('check_status', 'in', AWAITING)
      .where('auto_check_time', '<=', now)
      .execute();
  }

  async autoConfirm(id: string, checkTime: string, uploadUntil: string, now: string) {
    const res = await this.db
      .updateTable('bills')
      .set({
        check_status: BillStatus.autoConfirmed,
        check_time: checkTime,
        auto_upload_time: uploadUntil,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('check_status', 'in', AWAITING)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  heldBills() {
    return this.db
      .selectFrom('bills')
      .selectAll()
      .where('held', '=', 1)
      .where('ready', '=', 1)
      .execute();
  }

  /** Sends a held bill once: the countdown starts now. */
  async release(id: string, sendTime: string, autoCheckTime: string, cardLast4: string) {
    const res = await this.db
      .updateTable('bills')
      .set({
        held: 0,
        send_time: sendTime,
        auto_check_time: autoCheckTime,
        card_last4: cardLast4,
        updated_at: sendTime,
      })
      .where('id', '=', id)
      .where('held', '=', 1)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  // ---- invoices ------------------------------------------------------------------------------

  /** Records the sent file unless one is recorded already or the window closed; false if not. */
  async claimFile(
    id: string,
    orgId: string,
    file: { storeName: string; pdfName: string; blobKey: string; size: number },
    now: string,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('bills')
      .set({
        file_store_name: file.storeName,
        file_pdf_name: file.pdfName,
        file_blob_key: file.blobKey,
        file_size: file.size,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('org_id', '=', orgId)
      .where('check_status', 'in', VERIFIED)
      .where('corrected_by_id', 'is', null)
      .where('file_store_name', 'is', null)
      .where('auto_upload_time', '>=', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Takes a claimed file back when its mail could not be sent. */
  async releaseFile(id: string, storeName: string) {
    await this.db
      .updateTable('bills')
      .set({ file_store_name: null, file_pdf_name: null, file_blob_key: null, file_size: null })
      .where('id', '=', id)
      .where('file_store_name', '=', storeName)
      .execute();
  }

  // ---- disputes ------------------------------------------------------------------------------

  openDisputes(limit: number, offset: number) {
    return this.db
      .selectFrom('bills')
      .selectAll()
      .where('dispute_state', '=', 'open')
      .orderBy('dispute_time')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async openDisputeCount(): Promise<number> {
    const row = await this.db
      .selectFrom('bills')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('dispute_state', '=', 'open')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Closes an open dispute once; false when it was not open. */
  async closeDispute(
    id: string,
    state: 'upheld' | 'corrected',
    note: string,
    resolverId: string,
    now: string,
    correctedById: string | null,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('bills')
      .set({
        dispute_state: state,
        dispute_note: note,
        resolver_id: resolverId,
        resolved_at: now,
        corrected_by_id: correctedById,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('dispute_state', '=', 'open')
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
