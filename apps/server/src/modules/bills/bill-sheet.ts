import type { Readable } from 'node:stream';
import { xlsxWriter } from '../../lib/xlsx-writer.js';
import { MINOR_PER_UNIT } from '@vrportal/contract';
import type { Lang } from '@vrportal/contract';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { BillLineRow, BillRow } from './bills.repository.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS: { key: MessageKey; width: number; numFmt?: string }[] = [
  { key: 'bill.col.line', width: 8, numFmt: '0' },
  { key: 'bill.col.kind', width: 12 },
  { key: 'bill.col.orderId', width: 28 },
  { key: 'bill.col.app', width: 24 },
  { key: 'bill.col.sku', width: 16 },
  { key: 'bill.col.paidAt', width: 22 },
  { key: 'bill.col.orderIncome', width: 14, numFmt: '0.00' },
  { key: 'bill.col.currency', width: 10 },
  { key: 'bill.col.promotion', width: 12, numFmt: '0.00' },
  { key: 'bill.col.usdRate', width: 16 },
  { key: 'bill.col.renewalFee', width: 18, numFmt: '0.00' },
  { key: 'bill.col.refund', width: 18, numFmt: '0.00' },
  { key: 'bill.col.usd', width: 16, numFmt: '0.00' },
  { key: 'bill.col.note', width: 30 },
];
const MINOR: Record<string, number> = MINOR_PER_UNIT;

/**
 * The details of bills as an .xlsx workbook, a sheet per bill: its summary (the spec's order-detail
 * labels), then every line as it was billed. Rows are written as the lines are read, so a bill
 * of many orders never sits whole in memory.
 */
export function billSheet(
  bills: BillRow[],
  linesOf: (billId: string, lang: Lang) => AsyncIterable<BillLineRow>,
  lang: Lang,
  timeZone: string,
): Readable {
  const tx = (key: MessageKey, vars: Record<string, string | number> = {}) => t(lang, key, vars);
  const timeOf = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return xlsxWriter(async (workbook) => {
    for (const bill of bills) {
      const title = `${bill.month}${bill.seq > 1 ? `-${bill.seq}` : ''}`;
      const ws = workbook.addWorksheet(title);
      ws.columns = COLUMNS.map((c) => ({
        width: c.width,
        ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
      }));
      const usd = (cents: number | string) => Number(cents) / 100;
      const summary: [string, string | number][] = [
        [tx('bill.sum.developer'), bill.dev_name],
        [tx('bill.sum.cycle'), `${bill.start_day} ~ ${bill.end_day}`],
        [tx('bill.sum.orders'), bill.order_count],
        [tx('bill.sum.sales'), usd(bill.sales_cents)],
        [tx('bill.sum.refunds'), usd(bill.refund_cents)],
        [tx('bill.sum.adjust'), usd(bill.adjust_cents)],
        [tx('bill.sum.net'), usd(bill.net_cents)],
        [tx('bill.sum.fee', { percent: bill.fee_percent }), usd(bill.fee_cents)],
        [tx('bill.sum.settle'), usd(bill.settle_cents)],
      ];
      const head = ws.addRow([tx('bill.sum.title', { month: bill.month })]);
      head.font = { bold: true };
      head.commit();
      for (const [label, value] of summary) {
        const row = ws.addRow([label, value]);
        if (typeof value === 'number') row.getCell(2).numFmt = '0.00';
        row.commit();
      }
      ws.addRow([]).commit();
      const header = ws.addRow(COLUMNS.map((c) => tx(c.key)));
      header.font = { bold: true };
      header.commit();
      for await (const line of linesOf(bill.id, lang)) {
        const cents = Number(line.usd_cents);
        const isOrder = line.kind !== 'adjustment';
        ws.addRow([
          line.line_no,
          tx(`bill.kind.${line.kind}`),
          line.order_id,
          line.app_name,
          line.sku,
          isOrder && line.paid_at ? timeOf.format(new Date(line.paid_at)) : '',
          isOrder ? Number(line.amount) / (MINOR[line.currency] ?? 100) : '',
          isOrder ? line.currency : 'USD',
          0,
          isOrder ? line.usd_rate : '',
          0,
          line.kind === 'refund' ? usd(-cents) : 0,
          usd(cents),
          line.note,
        ]).commit();
      }
      ws.commit();
    }
  });
}
