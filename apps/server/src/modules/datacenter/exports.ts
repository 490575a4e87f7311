import type { Readable } from 'node:stream';
import { xlsxWriter } from '../../lib/xlsx-writer.js';

/**
 * How a column's cells are written: days as dates, money in yuan with two decimals, durations
 * (stored in seconds) in hours with two decimals, as the screen's chart draws them.
 */
export type ColumnKind = 'day' | 'count' | 'money' | 'hours' | 'percent' | 'text';

export interface SheetSpec {
  name: string;
  columns: { header: string; kind: ColumnKind; width?: number }[];
  rows: (string | number)[][];
}

const NUM_FMT: Record<ColumnKind, string | undefined> = {
  day: 'yyyy-mm-dd',
  count: '0',
  money: '0.00',
  hours: '0.00',
  percent: '0.00',
  text: undefined,
};

function cellOf(kind: ColumnKind, value: string | number): string | number | Date {
  if (kind === 'day') return new Date(`${String(value)}T00:00:00Z`);
  if (kind === 'money') return Number(value) / 100;
  if (kind === 'hours') return Math.round(Number(value) / 36) / 100;
  return value;
}

/**
 * Writes an .xlsx workbook as a stream: each row is committed as it is written, so a long sheet
 * never sits whole in memory. Money comes in fen and is written in yuan.
 */
export function xlsxStream(sheets: SheetSpec[]): Readable {
  return xlsxWriter(async (workbook) => {
    for (const sheet of sheets) {
      const ws = workbook.addWorksheet(sheet.name);
      ws.columns = sheet.columns.map((c) => ({
        header: c.header,
        width: c.width ?? (c.kind === 'text' ? 28 : 16),
        ...(NUM_FMT[c.kind] ? { style: { numFmt: NUM_FMT[c.kind] } } : {}),
      }));
      ws.getRow(1).font = { bold: true };
      for (const row of sheet.rows) {
        ws.addRow(row.map((v, i) => cellOf(sheet.columns[i]!.kind, v))).commit();
      }
      ws.commit();
    }
  });
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
