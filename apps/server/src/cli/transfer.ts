// The chunked transfer of a build, shared by the command lines: the upload with the App ID and
// App Secret (upload.ts) and vrportal with an API key (vrportal.ts). Each hands in its client.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MergeRet, uploadLimits } from '@vrportal/contract';
import type {
  CallAnswer,
  CallRequest,
  Envelope,
  TestingTrack,
  UploadChunkAnswer,
  UploadFileTypeValue,
  uploadCalls,
} from '@vrportal/contract';

export class CliError extends Error {
  constructor(
    readonly exit: number,
    message: string,
  ) {
    super(message);
  }
}

/** The calls of a transfer, made by a command line's client with its own credentials. */
export interface TransferClient {
  checkChunks(
    body: CallRequest<typeof uploadCalls.checkUploadChunks>,
  ): Promise<Envelope<CallAnswer<typeof uploadCalls.checkUploadChunks>>>;
  sendChunk(form: () => FormData): Promise<Envelope<UploadChunkAnswer>>;
  merge(body: CallRequest<typeof uploadCalls.mergeAppFile>): Promise<Envelope<unknown>>;
  mergeResult(
    body: CallRequest<typeof uploadCalls.checkMergeAppRet>,
  ): Promise<Envelope<CallAnswer<typeof uploadCalls.checkMergeAppRet>>>;
  /** the exit code of a refusal with this error code */
  exitFor(code: number): number;
  /** the exit code of a merge that did not finish in time */
  readonly timedOut: number;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** A progress bar on a terminal, plain lines (every 10 % or 15 s) elsewhere. */
class Progress {
  private lastLine = 0;
  private lastStep = -1;
  private readonly started = Date.now();
  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly quiet: boolean,
    private readonly tty = Boolean(process.stderr.isTTY),
  ) {}

  update(done: number) {
    if (this.quiet) return;
    const pct = this.total ? Math.floor((done / this.total) * 100) : 100;
    const seconds = Math.max(0.001, (Date.now() - this.started) / 1000);
    const rate = `${mb(done / seconds)} MB/s`;
    if (this.tty) {
      const width = 30;
      const full = Math.round((pct / 100) * width);
      process.stderr.write(
        `\r${this.label} [${'#'.repeat(full)}${'.'.repeat(width - full)}] ${String(pct).padStart(3)}% ${mb(done)}/${mb(this.total)} MB ${rate}   `,
      );
      return;
    }
    const step = Math.floor(pct / 10);
    if (step !== this.lastStep || Date.now() - this.lastLine > 15_000) {
      this.lastStep = step;
      this.lastLine = Date.now();
      process.stderr.write(
        `${this.label}: ${pct}% (${mb(done)} of ${mb(this.total)} MB, ${rate})\n`,
      );
    }
  }

  end(message: string) {
    if (this.quiet) return;
    process.stderr.write(this.tty ? `\r${message}\x1b[K\n` : `${message}\n`);
  }
}

/** MD5 of a file, streamed. */
export async function md5Of(file: string, size: number, progress: Progress) {
  const hash = createHash('md5');
  let done = 0;
  for await (const piece of fs.createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    hash.update(piece as Buffer);
    done += (piece as Buffer).length;
    progress.update(done);
  }
  progress.update(size);
  return hash.digest('hex');
}

export interface Job {
  file: string;
  fileType: UploadFileTypeValue;
  /** a testing track; absent: the store's release */
  track?: TestingTrack | undefined;
}

export async function uploadOne(client: TransferClient, appId: string, job: Job, quiet: boolean) {
  const name = path.basename(job.file);
  const size = fs.statSync(job.file).size;
  const label = name.length > 24 ? `${name.slice(0, 21)}...` : name;
  const md5sum = await md5Of(job.file, size, new Progress(`${label} md5`, size, quiet));
  const chunkSize = uploadLimits.chunkBytes;
  const totalChunks = Math.max(1, Math.ceil(size / chunkSize));
  // the same file gets the same identifier: a second run resumes the first one's upload
  const identifier = job.track
    ? `cli-${job.track}-${job.fileType}-${md5sum}`
    : `cli-${job.fileType}-${md5sum}`;

  const held = await client.checkChunks({ appId, identifier });
  if (held.errCode !== 0)
    throw new CliError(client.exitFor(held.errCode), `${held.errMsg} (${held.errCode})`);
  const have = new Set(held.data.state === 'uploading' ? held.data.uploaded : []);

  if (held.data.state !== 'merging' && held.data.state !== 'done') {
    const blob = await fs.openAsBlob(job.file);
    const progress = new Progress(label, size, quiet);
    let sent = [...have].reduce(
      (sum, n) => sum + Math.min(chunkSize, size - (n - 1) * chunkSize),
      0,
    );
    progress.update(sent);
    for (let n = 1; n <= totalChunks; n += 1) {
      if (have.has(n)) continue;
      const start = (n - 1) * chunkSize;
      const end = Math.min(size, start + chunkSize);
      const answer = await client.sendChunk(() => {
        const form = new FormData();
        const fields = {
          chunkNumber: n,
          chunkSize,
          currentChunkSize: end - start,
          totalSize: size,
          identifier,
          totalChunks,
          appId,
          fileType: job.fileType,
          filename: name,
          ...(job.track ? { track: job.track } : {}),
        };
        for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
        // file-backed: the chunk is read from disk as it is sent
        form.append('file', blob.slice(start, end), name);
        return form;
      });
      if (answer.errCode !== 0) {
        throw new CliError(
          client.exitFor(answer.errCode),
          `chunk ${n}: ${answer.errMsg} (${answer.errCode})`,
        );
      }
      sent += end - start;
      progress.update(sent);
    }
    progress.end(`${name}: ${mb(size)} MB sent`);

    const merge = await client.merge({
      identifier,
      md5sum,
      filename: name,
      totalSize: size,
      totalChunks,
      appId,
      fileType: job.fileType,
      ...(job.track ? { track: job.track } : {}),
    });
    if (merge.errCode !== 0) {
      throw new CliError(
        client.exitFor(merge.errCode),
        `merge: ${merge.errMsg} (${merge.errCode})`,
      );
    }
  }

  // the server checks and stores the build; a merge survives a server restart
  const deadline = Date.now() + 60 * 60_000;
  for (let wait = 500; Date.now() < deadline; wait = Math.min(wait * 2, 5000)) {
    const ret = await client.mergeResult({ identifier });
    if (ret.errCode !== 0)
      throw new CliError(client.exitFor(ret.errCode), `${ret.errMsg} (${ret.errCode})`);
    if (ret.data.ret === MergeRet.success) {
      // a run after one that stored this very file (say, a job retried) succeeds again
      const before = held.data.state === 'done' ? ' (stored by an earlier run)' : '';
      return { name, stored: `${ret.data.filename}${before}`, md5sum };
    }
    if (ret.data.ret === MergeRet.failed) {
      throw new CliError(
        client.exitFor(ret.data.ecode),
        `${name} rejected: error code ${ret.data.ecode}`,
      );
    }
    await sleep(wait);
  }
  throw new CliError(client.timedOut, `${name}: the merge did not finish within an hour`);
}
