import { Transform, finished } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { ErrorCode, formatLimit } from '@vrportal/contract';
import { AppError, localizedError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import { malformedForm } from '../../plugins/upload-form.js';

export interface FileRule {
  maxBytes: number;
  /** accepted formats, as file-type names them (png, jpg, mp4, pdf, docx) plus doc */
  formats: readonly string[];
  /** pictures: the exact dimensions */
  dimensions?: { width: number; height: number };
  /** pictures: the exact shape, width to height (16:9: width * 9 === height * 16) */
  aspect?: { width: number; height: number };
}

export interface CheckedFile {
  format: string;
  width: number;
  height: number;
}

const FORMAT_NAMES: Record<string, string> = {
  png: 'PNG',
  jpg: 'JPG',
  mp4: 'MP4',
  pdf: 'PDF',
  doc: 'DOC',
  docx: 'DOCX',
};
const formatList = (formats: readonly string[]) =>
  formats.map((f) => FORMAT_NAMES[f] ?? f).join(' / ');

/** Enough of a file's start to tell its format (ZIP-based formats need the first entries). */
const SNIFF_BYTES = 64 * 1024;
/** The name of the main stream of a Word 97-2003 document inside its compound file. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * Passes a file through while checking it, so a store can stream it: the size limit on every
 * chunk (and busboy's silent cut), the format from the content's first bytes, and the exact
 * dimensions of a picture. A picture is held whole before it goes on (its limit is at most
 * 2 MB, and JPEG dimensions may sit anywhere in its header); any other file only its first
 * 64 KB. On a failed check the stream fails with the refusal, so an atomic put keeps nothing;
 * `refused` tells it from a failure of the store.
 */
export class FileCheck extends Transform {
  refused: AppError | null = null;
  /** the upload itself broke off: a malformed request, not a fault of the store */
  sourceFailed = false;
  result: CheckedFile | null = null;
  private total = 0;
  private head: Buffer[] = [];
  private headBytes = 0;
  private readonly holdBytes: number;
  /** compound files are Word documents only when they hold a WordDocument stream */
  private needsWordStream = false;
  private tail = Buffer.alloc(0);

  constructor(
    private readonly rule: FileRule,
    private readonly wasCut: () => boolean,
  ) {
    super();
    this.holdBytes = rule.dimensions || rule.aspect ? rule.maxBytes + 1 : SNIFF_BYTES;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.total += chunk.length;
    if (this.total > this.rule.maxBytes) return done(this.refuse(this.tooLarge()));
    if (this.result) {
      this.scan(chunk);
      return done(null, chunk);
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < this.holdBytes) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback) {
    if (this.wasCut()) return done(this.refuse(this.tooLarge()));
    const finish = () => {
      if (this.needsWordStream) return done(this.refuse(this.unsupported()));
      done();
    };
    if (this.result) return finish();
    this.decide().then(finish, done);
  }

  private async decide() {
    const head = Buffer.concat(this.head);
    this.head = [];
    const found = await fileTypeFromBuffer(head);
    let format = found?.ext as string | undefined;
    if (format === 'cfb') {
      format = 'doc';
      this.needsWordStream = true;
    }
    if (!format || !this.rule.formats.includes(format)) throw this.refuse(this.unsupported());
    let width = 0;
    let height = 0;
    if (this.rule.dimensions || this.rule.aspect) {
      try {
        ({ width, height } = imageSize(head));
      } catch {
        throw this.refuse(this.unsupported());
      }
    }
    const shape = this.rule.aspect;
    if (shape && width * shape.height !== height * shape.width) {
      throw this.refuse(
        localizedError(
          ErrorCode.imageSizeWrong,
          'asset.aspect',
          { required: `${shape.width}:${shape.height}`, actual: `${width}x${height}` },
          { width, height, aspectWidth: shape.width, aspectHeight: shape.height },
        ),
      );
    }
    if (this.rule.dimensions) {
      const want = this.rule.dimensions;
      if (width !== want.width || height !== want.height) {
        throw this.refuse(
          localizedError(
            ErrorCode.imageSizeWrong,
            'asset.dimensions',
            { required: `${want.width}x${want.height}`, actual: `${width}x${height}` },
            { width, height, requiredWidth: want.width, requiredHeight: want.height },
          ),
        );
      }
    }
    this.result = { format, width, height };
    this.scan(head);
    this.push(head);
  }

  /** Looks for the WordDocument stream name, across chunk edges. */
  private scan(chunk: Buffer) {
    if (!this.needsWordStream) return;
    const window = Buffer.concat([this.tail, chunk]);
    if (window.includes(WORD_STREAM)) {
      this.needsWordStream = false;
      return;
    }
    this.tail = window.subarray(Math.max(0, window.length - WORD_STREAM.length + 1));
  }

  private refuse(error: AppError): AppError {
    this.refused ??= error;
    return this.refused;
  }

  private tooLarge() {
    return localizedError(
      ErrorCode.fileTooLarge,
      'asset.tooLarge',
      { limit: formatLimit(this.rule.maxBytes) },
      { maxBytes: this.rule.maxBytes },
    );
  }

  private unsupported() {
    return localizedError(
      ErrorCode.fileFormatUnsupported,
      'asset.format',
      { formats: formatList(this.rule.formats) },
      { formats: this.rule.formats },
    );
  }
}

/**
 * The upload's bytes through a FileCheck. When the check or the store gives up early, the rest
 * of the upload is read and dropped, so the client still gets its answer.
 */
export function checkedBody(file: UploadedFile, rule: FileRule): FileCheck {
  const check = new FileCheck(rule, () => file.stream.truncated === true);
  const drain = () => {
    file.stream.unpipe(check);
    file.stream.resume();
  };
  check.on('error', drain);
  check.on('close', () => {
    if (!check.writableFinished) drain();
  });
  // the form may have broken (a client gone, a body cut short) before anyone listened: finished()
  // reports that too, where an 'error' listener added now would wait for ever
  finished(file.stream, (error) => {
    if (error && !check.writableFinished) {
      check.sourceFailed = true;
      check.destroy(error);
    }
  });
  file.stream.pipe(check);
  return check;
}

/**
 * Streams the upload through its checks into the store under `key`: what the check found and the
 * stored size. A refused file leaves nothing in the store.
 */
export async function storeChecked(
  blobs: BlobStore,
  key: string,
  file: UploadedFile,
  rule: FileRule,
): Promise<CheckedFile & { size: number }> {
  const check = checkedBody(file, rule);
  let size: number;
  try {
    ({ size } = await blobs.put(key, check));
  } catch (error) {
    if (check.refused) throw check.refused;
    throw check.sourceFailed ? malformedForm(error) : error;
  }
  const result = check.result;
  if (check.refused || !result) {
    await blobs.delete(key);
    throw check.refused ?? new AppError(ErrorCode.fileFormatUnsupported);
  }
  return { ...result, size };
}

/** Drops a file part nobody will read, so the rest of the form still arrives. */
export function discard(file: UploadedFile) {
  file.stream.resume();
}

/** The name a file was uploaded with, fit for showing: no folders, no control characters. */
export function displayName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}
