// A bill's invoice PDF: checked as it streams in, stored, mailed to finance, and read back.
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, VERIFIED_STATUSES, billLimits } from '@vrportal/contract';
import type { Bill } from '@vrportal/contract';
import { newId } from '../../lib/crypto.js';
import { iso } from '../../lib/time.js';
import { financeBillMail } from '../../messaging/templates.js';
import type { BillContext, Caller } from './bill-context.js';
import { orgScope } from '../../plugins/caller.js';
import { httpError, toBill } from './bill-context.js';
import { billVars } from './bill-notices.js';
import type { BillRow } from './bills.repository.js';

const PDF_MAGIC = Buffer.from('%PDF-');

/** The invoice or attachment a developer sends inside a bill's upload window. */
export class BillFiles {
  constructor(private readonly ctx: BillContext) {}

  /**
   * dev_send_mail: the invoice (2, 3) or attachment (4) as a PDF of at most 5 MB inside the
   * upload window, stored and mailed to finance. Refusals carry an HTTP status (the portal
   * reads a non-200 as a failed send); nothing of a refused file is kept.
   */
  async sendFile(
    caller: Caller,
    id: string,
    file: { stream: Readable & { truncated?: boolean }; filename: string },
  ): Promise<{ filePath: string; orderSettle: Bill }> {
    const drop = () => file.stream.resume();
    let bill: BillRow;
    try {
      bill = await this.ctx.own(caller, id, 404);
    } catch (error) {
      drop();
      throw error;
    }
    const at = this.ctx.now();
    if (!this.uploadOpen(bill, at)) {
      drop();
      throw httpError(ErrorCode.billUploadClosed, 409);
    }
    const storeName = newId();
    const blobKey = `bills/${bill.id}/${storeName}.pdf`;
    const pdfName = pdfNameOf(file.filename);
    let size: number;
    try {
      size = await this.storePdf(blobKey, file.stream);
    } catch (error) {
      await this.ctx.deps.blobs.delete(blobKey).catch(() => undefined);
      throw error;
    }
    const claimed = await this.ctx.repo.claimFile(
      bill.id,
      orgScope(caller),
      { storeName, pdfName, blobKey, size },
      iso(at),
    );
    if (!claimed) {
      await this.ctx.deps.blobs.delete(blobKey);
      throw httpError(ErrorCode.billUploadClosed, 409);
    }
    const stored = await this.ctx.deps.blobs.open(blobKey);
    try {
      const contact = await this.ctx.deps.contactOf(bill.org_id);
      await this.ctx.deps.mail.send(
        financeBillMail(
          this.ctx.deps.financeMail,
          'invoice',
          {
            ...billVars(bill, contact?.account ?? ''),
            file: pdfName,
            status: String(bill.check_status),
          },
          [{ filename: pdfName, content: stored!.stream, contentType: 'application/pdf' }],
        ),
      );
    } catch (error) {
      stored?.stream.destroy();
      await this.ctx.repo.releaseFile(bill.id, storeName);
      await this.ctx.deps.blobs.delete(blobKey);
      this.ctx.deps.onError?.(error);
      throw httpError(ErrorCode.billMailFailed, 502);
    }
    const after = (await this.ctx.repo.find(bill.id))!;
    return { filePath: `${storeName}#${pdfName}`, orderSettle: toBill(after) };
  }

  private uploadOpen(bill: BillRow, at: Date): boolean {
    return (
      VERIFIED_STATUSES.has(bill.check_status) &&
      // a bill replaced by a corrected one takes no file: the corrected one does
      !bill.corrected_by_id &&
      !bill.file_store_name &&
      bill.auto_upload_time !== null &&
      Date.parse(bill.auto_upload_time) >= at.getTime()
    );
  }

  /** Streams the file to the store, refusing a file that is not a PDF or is over 5 MB. */
  private async storePdf(key: string, source: Readable & { truncated?: boolean }) {
    let seen = 0;
    let head = Buffer.alloc(0);
    const check = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > billLimits.pdfMaxBytes) {
          done(httpError(ErrorCode.billPdfTooLarge, 413));
          return;
        }
        if (head.length < PDF_MAGIC.length) {
          head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
          if (head.length >= PDF_MAGIC.length && !head.equals(PDF_MAGIC)) {
            done(httpError(ErrorCode.billNotPdf, 400));
            return;
          }
        }
        done(null, chunk);
      },
      flush(done) {
        if (source.truncated) done(httpError(ErrorCode.billPdfTooLarge, 413));
        else if (!head.equals(PDF_MAGIC)) done(httpError(ErrorCode.billNotPdf, 400));
        else done();
      },
    });
    const put = this.ctx.deps.blobs.put(key, check);
    try {
      await pipeline(source, check);
    } catch (error) {
      source.resume();
      await put.catch(() => undefined);
      // the form parser's own cut at its limit is the same refusal as ours
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw httpError(ErrorCode.billPdfTooLarge, 413);
      }
      throw error;
    }
    return (await put).size;
  }

  /** bill/download: the stored PDF of the caller's bill (finance staff may read any). */
  async openFile(caller: Caller, storeName: string, pdfName: string) {
    const bill = await this.ctx.repo.findByStoreName(storeName);
    const mine = bill && (bill.org_id === orgScope(caller) || caller.admin);
    if (!mine || bill.file_pdf_name !== pdfName || !bill.file_blob_key) {
      throw httpError(ErrorCode.fileNotFound, 404);
    }
    const stored = await this.ctx.deps.blobs.open(bill.file_blob_key);
    if (!stored) throw httpError(ErrorCode.fileNotFound, 404);
    return { ...stored, name: pdfName };
  }
}

/** The name a PDF is kept and offered under: its base name, ending in .pdf. */
export function pdfNameOf(filename: string): string {
  const base = [...(filename.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '#')
    .join('')
    .trim();
  const name = base.slice(0, 200) || 'invoice.pdf';
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}
