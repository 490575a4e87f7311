// The transfer loop: every chunk the server lacks sent in order, all of them hashed, then the merge.
import type { ChunkSource } from './chunk-source';
import { sendChunk } from './chunk-send';
import type { ChunkPlan } from './chunk-plan';
import type { MergeFollower } from './merge-follower';
import { fatal } from './upload-problems';
import type { UploadContext } from './upload-context';
import type { UploadSnapshot } from './upload-types';

const SPEED_WINDOW_MS = 20_000;

export class ChunkTransfer {
  constructor(
    private readonly ctx: UploadContext,
    private readonly plan: ChunkPlan,
    private readonly merger: MergeFollower,
  ) {}

  /** Sends every chunk the server lacks, in order, hashing all of them; then merges. */
  async run(signal: AbortSignal): Promise<void> {
    const ctx = this.ctx;
    const source = ctx.source;
    const file = ctx.file;
    if (!source || !file) return;
    const total = ctx.snapshot.totalChunks;
    ctx.samples = [{ t: ctx.clock.now(), sent: ctx.sentBytes }];
    ctx.set({ phase: 'uploading', problem: null });
    for (let n = 1; n <= total; n += 1) {
      signal.throwIfAborted();
      if (ctx.held.has(n)) {
        // held by the server: read for the MD5 only (at once when hashed already)
        ctx.set({ verifying: true });
        await this.readChunk(source, n, false);
        ctx.set({ hashedBytes: source.hashedBytes() });
        continue;
      }
      ctx.set({ verifying: false });
      const bytes = await this.takeAhead(source, n);
      if (!bytes) throw new Error(`chunk ${n} could not be read`);
      const next = this.plan.nextMissing(n);
      if (next !== null) this.readAhead(source, next);
      const answer = await sendChunk(ctx, file, n, bytes, signal);
      const held = this.plan.takeHeld([...answer.uploaded, n]);
      ctx.sentBytes += bytes.byteLength;
      ctx.set({ ...held, ...this.measure(held.heldBytes ?? 0) });
      ctx.remember(false);
    }
    signal.throwIfAborted();
    ctx.set({ verifying: false });
    ctx.md5 ??= await source.digest();
    ctx.set({ hashedBytes: source.hashedBytes() });
    await this.merger.merge(file, signal);
  }

  private async readChunk(source: ChunkSource, n: number, withBytes: boolean) {
    try {
      return await source.read(n, withBytes);
    } catch {
      throw fatal('unreadable');
    }
  }

  private readAhead(source: ChunkSource, n: number) {
    if (this.ctx.ahead?.n === n) return;
    const bytes = this.readChunk(source, n, true);
    bytes.catch(() => undefined); // a failure surfaces when the chunk is taken
    this.ctx.ahead = { n, bytes };
  }

  private takeAhead(source: ChunkSource, n: number) {
    const ahead = this.ctx.ahead;
    if (ahead?.n !== n) return this.readChunk(source, n, true);
    this.ctx.ahead = null;
    return ahead.bytes;
  }

  /** Speed over the last 20 s of sending, and the time left at that speed. */
  private measure(heldBytes: number): Partial<UploadSnapshot> {
    const ctx = this.ctx;
    const now = ctx.clock.now();
    ctx.samples.push({ t: now, sent: ctx.sentBytes });
    while (ctx.samples.length > 2 && now - (ctx.samples[1]?.t ?? now) > SPEED_WINDOW_MS) {
      ctx.samples.shift();
    }
    const first = ctx.samples[0] ?? { t: now, sent: ctx.sentBytes };
    const seconds = (now - first.t) / 1000;
    if (seconds < 0.2) return {};
    const speed = (ctx.sentBytes - first.sent) / seconds;
    const left = (ctx.snapshot.file?.size ?? 0) - heldBytes;
    return { bytesPerSecond: speed, secondsLeft: speed > 0 ? Math.ceil(left / speed) : null };
  }
}
