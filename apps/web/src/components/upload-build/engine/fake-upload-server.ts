// Test-only: the upload calls of the API as a function standing in for fetch. It keeps chunks
// per identifier, checks every multipart field, joins the chunks on merge and compares their MD5
// with md5sum, so a wrong chunk order or a wrong hash fails the merge as the real server would.
import { createHash } from 'node:crypto';
import { MergeRet, uploadLimits } from '@vrportal/contract';

/** How a merge ends: its ret (failed or success) and ecode. */
export interface MergeOutcome {
  ret: typeof MergeRet.failed | typeof MergeRet.success;
  ecode: number;
}

export interface Envelope {
  errCode: number;
  errMsg: string;
  data: unknown;
}

type UploadState = 'uploading' | 'merging' | 'done' | 'failed';

export interface ServerUpload {
  appId: string;
  identifier: string;
  totalChunks: number;
  totalSize: number;
  fileType: number;
  filename: string;
  chunks: Map<number, Buffer>;
  state: UploadState;
  md5: string | null;
  pendingPolls: number;
  outcome: MergeOutcome;
}

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  /** multipart only: the order of the form's parts */
  parts?: string[];
}

/** What a hook may answer instead of the normal handling: an envelope, or a dropped connection. */
export type Override = Envelope | 'network' | undefined;

const ok = (data: unknown): Envelope => ({ errCode: 0, errMsg: 'Success', data });
export const fail = (errCode: number, errMsg = ''): Envelope => ({ errCode, errMsg, data: null });

function abortError() {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Resolves with the promise, or rejects as fetch does when the signal aborts first. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal | null): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortError()), { once: true });
    promise.then(resolve, reject);
  });
}

export class FakeUploadServer {
  readonly calls: RecordedCall[] = [];
  readonly uploads = new Map<string, ServerUpload>();
  /** polls answered pending after a merge starts */
  mergePending = 1;
  /** how merges end (unless the MD5 differs: then 10901) */
  mergeOutcome: MergeOutcome = { ret: MergeRet.success, ecode: 0 };
  /** called for each chunk before it is stored; may wait, answer an error or drop it */
  beforeChunk: (n: number, attempt: number) => Promise<Override> | Override = () => undefined;
  /** called before mergeAppFile is handled */
  beforeMerge: () => Override = () => undefined;
  private attempts = new Map<number, number>();

  /** Chunk numbers received by uploadAppFile, in order (aborted requests included). */
  chunkCalls(): number[] {
    return this.calls
      .filter((call) => call.path.endsWith('/uploadAppFile'))
      .map((call) => Number(call.body.chunkNumber));
  }

  callsTo(name: string): RecordedCall[] {
    return this.calls.filter((call) => call.path.endsWith(`/${name}`));
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    const signal = init?.signal;
    if (signal?.aborted) throw abortError();
    let body: Record<string, unknown>;
    let part: Blob | null = null;
    let parts: string[] | undefined;
    if (init?.body instanceof FormData) {
      body = {};
      parts = [];
      for (const [name, value] of init.body.entries()) {
        parts.push(name);
        if (typeof value === 'string') body[name] = value;
        else part = value;
      }
    } else {
      body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    }
    this.calls.push({ path, body, parts });
    const answer = await abortable(this.answer(path, body, part), signal);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  private async answer(path: string, body: Record<string, unknown>, part: Blob | null) {
    const name = path.split('/').pop();
    const identifier = String(body.identifier ?? '');
    const upload = this.uploads.get(identifier);
    switch (name) {
      case 'checkUploadChunks':
        return ok({
          uploaded: upload ? [...upload.chunks.keys()].sort((a, b) => a - b) : [],
          totalChunks: upload?.totalChunks ?? 0,
          state: upload ? upload.state : 'none',
        });
      case 'uploadAppFile':
        return this.chunk(body, part);
      case 'mergeAppFile':
      case 'mergeAppFileTob': {
        const override = this.beforeMerge();
        if (override) return override;
        if (!upload) return fail(10400, 'unknown upload');
        if (upload.state === 'merging') return fail(36111, 'App is merging');
        if (upload.chunks.size !== upload.totalChunks) return fail(10400, 'chunks missing');
        const joined = Buffer.concat(
          [...upload.chunks.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes),
        );
        upload.md5 = createHash('md5').update(joined).digest('hex');
        upload.state = 'merging';
        upload.pendingPolls = this.mergePending;
        upload.outcome =
          upload.md5 === body.md5sum ? this.mergeOutcome : { ret: MergeRet.failed, ecode: 10901 };
        if (joined.length !== Number(body.totalSize))
          upload.outcome = { ret: MergeRet.failed, ecode: 10611 };
        return ok(null);
      }
      case 'checkMergeAppRet': {
        if (!upload || upload.state === 'uploading') return fail(10400, 'no merge');
        if (upload.pendingPolls > 0) {
          upload.pendingPolls -= 1;
          return ok({ ret: MergeRet.pending, ecode: 0, filename: '' });
        }
        upload.state = upload.outcome.ret === MergeRet.success ? 'done' : 'failed';
        return ok({
          ret: upload.outcome.ret,
          ecode: upload.outcome.ecode,
          filename:
            upload.outcome.ret === MergeRet.success ? `${upload.appId}_${upload.filename}` : '',
        });
      }
      case 'cancelAppUpload':
        this.uploads.delete(identifier);
        return ok(null);
      default:
        return fail(10404, 'no such call');
    }
  }

  private async chunk(body: Record<string, unknown>, part: Blob | null): Promise<Override> {
    const n = Number(body.chunkNumber);
    const attempt = (this.attempts.get(n) ?? 0) + 1;
    this.attempts.set(n, attempt);
    const override = await this.beforeChunk(n, attempt);
    if (override) return override;
    const totalSize = Number(body.totalSize);
    const totalChunks = Number(body.totalChunks);
    const expectedSize = Math.min(
      uploadLimits.chunkBytes,
      totalSize - (n - 1) * uploadLimits.chunkBytes,
    );
    if (
      !part ||
      Number(body.chunkSize) !== uploadLimits.chunkBytes ||
      totalChunks !== Math.ceil(totalSize / uploadLimits.chunkBytes) ||
      Number(body.currentChunkSize) !== part.size ||
      part.size !== expectedSize
    ) {
      return fail(10400, 'bad chunk');
    }
    const identifier = String(body.identifier);
    let upload = this.uploads.get(identifier);
    if (!upload) {
      upload = {
        appId: String(body.appId),
        identifier,
        totalChunks,
        totalSize,
        fileType: Number(body.fileType),
        filename: String(body.filename),
        chunks: new Map(),
        state: 'uploading',
        md5: null,
        pendingPolls: 0,
        outcome: this.mergeOutcome,
      };
      this.uploads.set(identifier, upload);
    }
    upload.chunks.set(n, Buffer.from(await part.arrayBuffer()));
    return ok({ chunkNumber: n, uploaded: [...upload.chunks.keys()].sort((a, b) => a - b) });
  }
}
