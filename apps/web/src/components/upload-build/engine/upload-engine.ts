import { UploadFileType, chunkCountOf, uploadLimits, uploadPaths } from '@vrportal/contract';
import { ChunkPlan, type CheckUploadChunksAnswer } from './chunk-plan';
import { ChunkTransfer } from './chunk-transfer';
import { MergeFollower } from './merge-follower';
import { classify } from './transport';
import { UploadContext, emptySnapshot } from './upload-context';
import type { RememberedUpload } from './upload-memory';
import { Stop, checkManifest, precheck, stopOf } from './upload-problems';
import type { BuildUploadOptions, UploadFile, UploadSnapshot } from './upload-types';

export type * from './upload-types';
export { mergePollDelay } from './merge-follower';

/**
 * The upload of one build file (spec 2, sections 4.2, 7.2, 8, 9): checks before any transfer,
 * 10 MB chunks sent one after the other while a worker hashes the whole file, resume from the
 * chunks the server holds, pause, restart after a service fault, merge and its polling.
 * Framework-free; the dialog renders its snapshots.
 */
export class BuildUpload {
  private readonly ctx: UploadContext;
  private readonly plan: ChunkPlan;
  private readonly merger: MergeFollower;
  private readonly transfer: ChunkTransfer;
  private run: AbortController | null = null;

  constructor(options: BuildUploadOptions) {
    this.ctx = new UploadContext(options);
    this.plan = new ChunkPlan(this.ctx);
    this.merger = new MergeFollower(this.ctx);
    this.transfer = new ChunkTransfer(this.ctx, this.plan, this.merger);
  }

  /** Takes new checking rules (package, last version code, APK present) for the next file. */
  configure(
    rules: Pick<BuildUploadOptions, 'packageName' | 'lastVersionCode' | 'hasVersions' | 'hasApk'>,
  ): void {
    this.ctx.options = { ...this.ctx.options, ...rules };
  }

  // ------------------------------------------------------------ observing

  subscribe = (listener: () => void): (() => void) => {
    this.ctx.listeners.add(listener);
    return () => this.ctx.listeners.delete(listener);
  };

  getSnapshot = (): UploadSnapshot => this.ctx.snapshot;

  /** Unfinished uploads of this file type remembered for the app. */
  remembered(): RememberedUpload[] {
    return this.ctx.remembered();
  }

  // ------------------------------------------------------------ commands

  /** Checks the file, then uploads it (resuming what the server holds) and merges it. */
  async start(file: UploadFile): Promise<void> {
    const ctx = this.ctx;
    this.halt();
    ctx.closeSource();
    ctx.file = file;
    ctx.md5 = null;
    ctx.held = new Set();
    ctx.sentBytes = 0;
    const total = chunkCountOf(file.size);
    ctx.snapshot = {
      ...emptySnapshot(ctx.options.fileType),
      phase: 'checking',
      file: { name: file.name, size: file.size },
      totalChunks: total,
    };
    ctx.set({});
    await this.perform(async (signal) => {
      precheck(file, ctx.options);
      if (ctx.options.fileType === UploadFileType.apk) {
        const manifest = await ctx.readManifest(file);
        ctx.set({ manifest });
        checkManifest(manifest, ctx.options);
      }
      signal.throwIfAborted();
      ctx.source = ctx.openSource(file, uploadLimits.chunkBytes);
      const { identifier, status } = await this.plan.resolveIdentifier(file, signal);
      ctx.set({ identifier });
      ctx.forgetOthers(identifier);
      if (status.state === 'merging') return this.merger.follow(signal);
      this.plan.resumeFrom(status.uploaded);
      ctx.remember(false);
      await this.transfer.run(signal);
    });
  }

  /** Stops sending; the chunk in flight is sent again on resume. */
  pause(): void {
    if (this.ctx.snapshot.phase !== 'uploading') return;
    this.halt();
    this.ctx.set({ phase: 'paused', bytesPerSecond: null, secondsLeft: null, verifying: false });
  }

  async resume(): Promise<void> {
    const ctx = this.ctx;
    if (ctx.snapshot.phase !== 'paused' || !ctx.file) return;
    ctx.source ??= ctx.openSource(ctx.file, uploadLimits.chunkBytes);
    await this.perform((signal) => this.transfer.run(signal));
  }

  /**
   * After an interruption (service fault, network, a merge past its checks): asks the server
   * what it holds and goes on from there.
   */
  async restart(): Promise<void> {
    const ctx = this.ctx;
    const { phase, identifier } = ctx.snapshot;
    if (phase !== 'interrupted') return;
    // stopped before the server was first asked: start over (nothing was sent)
    if (!identifier) return ctx.file ? this.start(ctx.file) : undefined;
    ctx.set({ phase: 'checking', problem: null });
    await this.perform(async (signal) => {
      if (!ctx.file) return this.merger.follow(signal);
      const status = await ctx.api<CheckUploadChunksAnswer>(
        uploadPaths.checkUploadChunks,
        { appId: ctx.options.appId, identifier },
        signal,
      );
      if (status.state === 'merging' || status.state === 'done' || status.state === 'failed') {
        return this.merger.follow(signal);
      }
      ctx.source ??= ctx.openSource(ctx.file, uploadLimits.chunkBytes);
      this.plan.resumeFrom(status.uploaded);
      await this.transfer.run(signal);
    });
  }

  /** A fresh upload of the same file after a merge failure a new try may cure. */
  async again(): Promise<void> {
    if (this.ctx.snapshot.phase !== 'failed' || !this.ctx.file) return;
    await this.start(this.ctx.file);
  }

  /**
   * Follows the merge of a remembered upload whose chunks were all sent (after a reload): the
   * result needs only the identifier.
   */
  async watchMerge(entry: RememberedUpload): Promise<void> {
    const ctx = this.ctx;
    this.halt();
    ctx.closeSource();
    ctx.file = null;
    ctx.md5 = null;
    ctx.snapshot = {
      ...emptySnapshot(ctx.options.fileType),
      file: { name: entry.name, size: entry.size },
      identifier: entry.identifier,
      totalChunks: entry.totalChunks,
      heldChunks: entry.totalChunks,
      heldBytes: entry.size,
    };
    await this.perform((signal) => this.merger.follow(signal));
  }

  /**
   * Cancels the upload: the server drops what it holds (cancelAppUpload) and the dialog goes
   * back to choosing a file. Answers false when the server could not be told.
   */
  async cancel(): Promise<boolean> {
    const ctx = this.ctx;
    const { identifier } = ctx.snapshot;
    this.halt();
    ctx.closeSource();
    ctx.file = null;
    let told = true;
    if (identifier) {
      ctx.memory?.forget(ctx.memoryKey, identifier);
      told = await ctx.transport
        .json(uploadPaths.cancelAppUpload, { appId: ctx.options.appId, identifier })
        .then(() => true)
        .catch(() => false);
    }
    ctx.snapshot = emptySnapshot(ctx.options.fileType);
    ctx.set({});
    return told;
  }

  /**
   * Back to choosing a file after a finished or failed upload, or while checking (the dialog
   * closes): nothing is cancelled on the server, so the same file can still resume.
   */
  reset(): void {
    const ctx = this.ctx;
    const { phase } = ctx.snapshot;
    if (phase !== 'done' && phase !== 'failed' && phase !== 'checking') return;
    this.halt();
    ctx.closeSource();
    ctx.file = null;
    ctx.snapshot = emptySnapshot(ctx.options.fileType);
    ctx.set({});
  }

  /** Drops a remembered upload without its file (the server is told to drop its chunks). */
  async discard(entry: RememberedUpload): Promise<void> {
    const ctx = this.ctx;
    ctx.memory?.forget(ctx.memoryKey, entry.identifier);
    await ctx.transport
      .json(uploadPaths.cancelAppUpload, {
        appId: ctx.options.appId,
        identifier: entry.identifier,
      })
      .catch(() => undefined);
    ctx.set({});
  }

  /** Stops whatever runs (fetches, polling, reading) without changing the snapshot. */
  halt(): void {
    this.run?.abort();
    this.run = null;
  }

  /** Stops everything and lets the worker go (the dialog unmounts). */
  dispose(): void {
    this.halt();
    this.ctx.closeSource();
  }

  // ------------------------------------------------------------ the run

  private async perform(work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    this.halt();
    const run = new AbortController();
    this.run = run;
    try {
      await work(run.signal);
    } catch (error) {
      if (this.run !== run) return; // paused, cancelled or replaced meanwhile
      const stop = error instanceof Stop ? error : stopOf(classify(error, run.signal));
      if (!stop) return;
      this.ctx.set({
        phase: stop.phase,
        problem: stop.problem,
        bytesPerSecond: null,
        secondsLeft: null,
        verifying: false,
      });
      if (stop.phase === 'failed') this.ctx.forgetCurrent();
    } finally {
      if (this.run === run) this.run = null;
    }
  }
}
