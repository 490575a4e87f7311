import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * An .xlsx workbook as a stream, filled by `write`: rows are committed as they are written, so a
 * long sheet never sits whole in memory. exceljs is loaded with the first workbook, not at
 * start-up: an instance that never exports does not carry it (about 25 MB).
 */
export function xlsxWriter(write: (workbook: WorkbookWriter) => Promise<void>): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    await write(workbook);
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
