// Which chunks an upload is made of: its identifier, what the server holds, what is left to send.
import {
  chunkCountOf,
  uploadLimits,
  uploadPaths,
  type CallAnswer,
  type uploadCalls,
} from '@vrportal/contract';
import type { UploadContext } from './upload-context';
import type { UploadFile, UploadSnapshot } from './upload-types';

export type CheckUploadChunksAnswer = CallAnswer<typeof uploadCalls.checkUploadChunks>;

/** Identifiers tried per file: a finished (done or failed) one is never uploaded into again. */
const MAX_GENERATIONS = 8;

export class ChunkPlan {
  constructor(private readonly ctx: UploadContext) {}

  /**
   * The identifier is derived from the file (name, size, modification time, first and last MiB),
   * the app and the file type, so choosing the same file again finds its chunks on the server.
   * An identifier whose upload already finished (done or failed) is not reused: the next
   * generation is taken.
   */
  async resolveIdentifier(file: UploadFile, signal: AbortSignal) {
    const { appId, channelId, fileType, track } = this.ctx.options;
    const salt = [appId, channelId ?? '', fileType, file.name, file.size, file.lastModified];
    // a track's upload of the same file is another upload (the store's identifiers stay as they were)
    if (track) salt.push(track);
    const base = `b${fileType}${await this.ctx.source!.identity(salt.join('|'))}`;
    const total = chunkCountOf(file.size);
    for (let generation = 1; generation <= MAX_GENERATIONS; generation += 1) {
      const identifier = generation === 1 ? base : `${base}g${generation}`;
      const status = await this.ctx.api<CheckUploadChunksAnswer>(
        uploadPaths.checkUploadChunks,
        { appId, identifier },
        signal,
      );
      const finished = status.state === 'done' || status.state === 'failed';
      const foreign =
        status.state !== 'none' && status.totalChunks > 0 && status.totalChunks !== total;
      if (!finished && !foreign) return { identifier, status };
    }
    const identifier = `${base}t${this.ctx.clock.now().toString(36)}`;
    return { identifier, status: { uploaded: [], totalChunks: total, state: 'none' as const } };
  }

  private chunkSize(n: number): number {
    const size = this.ctx.file?.size ?? this.ctx.snapshot.file?.size ?? 0;
    return Math.max(0, Math.min(uploadLimits.chunkBytes, size - (n - 1) * uploadLimits.chunkBytes));
  }

  /** Takes the server's list of held chunks; answers the snapshot fields it changes. */
  takeHeld(uploaded: number[]): Partial<UploadSnapshot> {
    const total = this.ctx.snapshot.totalChunks;
    this.ctx.held = new Set(uploaded.filter((n) => Number.isInteger(n) && n >= 1 && n <= total));
    let bytes = 0;
    for (const n of this.ctx.held) bytes += this.chunkSize(n);
    return { heldChunks: this.ctx.held.size, heldBytes: bytes, percent: this.percentOf(bytes) };
  }

  /** The server's answer to checkUploadChunks: what it holds is not sent again. */
  resumeFrom(uploaded: number[]) {
    const patch = this.takeHeld(uploaded);
    this.ctx.set({ ...patch, resumedChunks: patch.heldChunks });
  }

  private percentOf(heldBytes: number): number {
    const size = this.ctx.snapshot.file?.size ?? 0;
    if (size === 0) return 0;
    return Math.min(uploadLimits.progressCap, Math.floor((heldBytes / size) * 100));
  }

  nextMissing(after: number): number | null {
    for (let n = after + 1; n <= this.ctx.snapshot.totalChunks; n += 1) {
      if (!this.ctx.held.has(n)) return n;
    }
    return null;
  }
}
