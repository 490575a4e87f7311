import { ErrorCode, MergeRet, UploadFileType } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import type { DraftBuilds } from './draft-builds.js';
import { MergeFailure } from './merge-steps.js';
import type { MergeSteps } from './merge-steps.js';
import type { UploadCaller, UploadContext } from './upload-context.js';
import { apkFirst, extensionOf, invalid, text } from './upload-context.js';
import type { UploadRow } from './uploads.repository.js';
import { holdsApp } from '../../plugins/caller.js';

/** A merge whose runner has not renewed its lease for this long is taken over. */
const MERGE_LEASE_MS = 60_000;
const MERGE_HEARTBEAT_MS = 15_000;
/** Merges run at once per process (each reads and writes a whole build). */
const MERGE_SLOTS = 2;

class Slots {
  private free: number;
  private waiting: (() => void)[] = [];
  constructor(n: number) {
    this.free = n;
  }
  async take() {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  give() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

/** The merge call's body (cId names a business channel; absent for the main store). */
export interface MergeRequest {
  appId: string;
  identifier: string;
  md5sum: string;
  filename: string;
  totalSize: number;
  totalChunks: number;
  fileType: number;
  cId?: string | undefined;
  /** a testing track: the build goes there instead of the store's release */
  track?: string | undefined;
}

/**
 * Merges: the request that queues one, running it in the background under a lease in the
 * database (so another process takes over a merge whose runner died), its outcome, and the
 * merge state the client polls.
 */
export class UploadMerges {
  private readonly merging = new Set<string>();
  private readonly slots = new Slots(MERGE_SLOTS);

  constructor(
    private readonly ctx: UploadContext,
    private readonly steps: MergeSteps,
    private readonly drafts: DraftBuilds,
  ) {}

  /** Starts the merge of a whole upload and answers at once; the client polls checkMergeAppRet. */
  async merge(caller: UploadCaller, req: MergeRequest): Promise<void> {
    const { repo, deps } = this.ctx;
    // a testing track's build does not wait for the store's release to be editable
    const app = req.track
      ? await this.ctx.ownedApp(caller, req.appId)
      : await this.ctx.editableApp(caller, req.appId);
    if (req.cId && deps.channelExists && !(await deps.channelExists(app.id, req.cId))) {
      throw new AppError(ErrorCode.channelNotFound);
    }
    const upload = await repo.find(req.appId, req.identifier);
    if (!upload) {
      throw new AppError(
        ErrorCode.mergeFailed,
        null,
        text('没有找到该文件的上传，请重新上传', 'No upload with this identifier: upload it again'),
      );
    }
    if (upload.state === 'merging' || upload.state === 'done') return;
    if (
      Number(upload.total_size) !== req.totalSize ||
      upload.total_chunks !== req.totalChunks ||
      upload.file_type !== req.fileType
    ) {
      throw new AppError(
        ErrorCode.mergeFailed,
        null,
        text('合并参数与上传不一致', 'totalSize, totalChunks or fileType differ from the upload'),
      );
    }
    if (!req.filename.toLowerCase().endsWith(extensionOf(req.fileType))) {
      throw invalid(
        '文件格式不支持',
        `File format not supported: ${extensionOf(req.fileType)} expected`,
      );
    }
    const held = await repo.chunkNumbers(upload.id);
    if (held.length !== upload.total_chunks) {
      const missing = [];
      for (let n = 1; n <= upload.total_chunks && missing.length < 10; n += 1) {
        if (!held.includes(n)) missing.push(n);
      }
      throw new AppError(
        ErrorCode.mergeFailed,
        { missing },
        text(
          `分片不完整（缺少 ${missing.join(', ')}），请继续上传`,
          `Chunks are missing (${missing.join(', ')}): resume the upload`,
        ),
      );
    }
    if (req.fileType !== UploadFileType.apk) {
      const apk = req.track
        ? await this.drafts.trackDraftOf(app, req.track)
        : await this.drafts.draftOf(app, req.cId ?? null);
      if (!apk) throw new AppError(ErrorCode.deleteObbFirst, null, apkFirst);
    }
    const moved = await repo.move(upload.id, upload.state, {
      state: 'merging',
      md5sum: req.md5sum.toLowerCase(),
      filename: req.filename,
      channel_id: req.cId ?? null,
      track: req.track ?? null,
      ecode: 0,
      merge_token: null,
      merge_lease_until: null,
      updated_at: this.ctx.now(),
    });
    if (moved) this.scheduleMerge(upload.id);
  }

  private scheduleMerge(uploadId: string) {
    const run = () => this.ctx.track(this.runMerge(uploadId));
    if (this.ctx.deps.defer) this.ctx.deps.defer(run);
    else setImmediate(() => void run());
  }

  /**
   * Runs one merge to its end under a lease it renews, so no other runner takes it meanwhile.
   * Never throws: failures end as the upload's ecode.
   */
  async runMerge(uploadId: string): Promise<void> {
    const { repo, deps, report } = this.ctx;
    if (this.merging.has(uploadId)) return;
    this.merging.add(uploadId);
    await this.slots.take();
    const token = newId();
    let heartbeat: NodeJS.Timeout | undefined;
    const stored: { key: string | null } = { key: null };
    try {
      const claimed = await this.claim(uploadId, token);
      if (!claimed) return;
      heartbeat = setInterval(() => {
        repo
          .move(uploadId, 'merging', { merge_lease_until: this.leaseUntil() }, token)
          .catch(report);
      }, MERGE_HEARTBEAT_MS);
      heartbeat.unref();
      try {
        const result = await this.steps.run(claimed, token, (key) => (stored.key = key));
        await this.afterMerge(claimed, result.versionAppId);
        // a track's new build is checked and offered to its testers
        if (claimed.track && claimed.file_type === UploadFileType.apk) {
          await this.ctx.trackBuilt(result.versionAppId, claimed.track, result.versionId);
        }
      } catch (error) {
        const failure =
          error instanceof MergeFailure
            ? error
            : new MergeFailure(ErrorCode.mergeFailed, String(error));
        if (!(error instanceof MergeFailure)) report(error);
        if (stored.key) await deps.blobs.delete(stored.key).catch(report);
        const failed = await repo.move(
          uploadId,
          'merging',
          {
            state: 'failed',
            ecode: failure.ecode,
            merge_token: null,
            merge_lease_until: null,
            updated_at: this.ctx.now(),
          },
          token,
        );
        // a build that is wrong in itself is not kept: uploading it again gives the same answer;
        // after a fault (10611) the chunks stay so the merge can be asked again
        if (failed && failure.ecode !== ErrorCode.mergeFailed) {
          await deps.staging.remove(uploadId);
          await repo.deleteChunks(uploadId);
        }
      }
    } catch (error) {
      report(error);
    } finally {
      if (heartbeat) clearInterval(heartbeat);
      this.slots.give();
      this.merging.delete(uploadId);
    }
  }

  private leaseUntil() {
    return iso(addMs(this.ctx.deps.clock.now(), MERGE_LEASE_MS));
  }

  /** Takes a queued merge, or one whose runner stopped renewing its lease. */
  private async claim(uploadId: string, token: string): Promise<UploadRow | null> {
    const repo = this.ctx.repo;
    if (!(await repo.claimMerge(uploadId, token, this.leaseUntil(), this.ctx.now()))) return null;
    return (await repo.findById(uploadId)) ?? null;
  }

  private async afterMerge(upload: UploadRow, appId: string) {
    await this.ctx.deps.staging.remove(upload.id);
    await this.ctx.repo.deleteChunks(upload.id);
    await this.drafts.prune(appId);
  }

  /** The newest upload of `identifier` in an app the caller owns (the apps module says whose). */
  private async newestOwned(caller: UploadCaller, identifier: string) {
    const uploads = await this.ctx.repo.byIdentifier(identifier, caller.scopeAppId);
    for (const upload of uploads) {
      const app = await this.ctx.deps.apps.byId(upload.app_id);
      if (app && holdsApp(caller, app)) return upload;
    }
    return undefined;
  }

  async mergeResult(caller: UploadCaller, identifier: string) {
    const upload = await this.newestOwned(caller, identifier);
    if (!upload) throw new AppError(ErrorCode.fileNotFound);
    switch (upload.state) {
      case 'merging':
        return { ret: MergeRet.pending, ecode: 0, filename: '' };
      case 'done':
        return { ret: MergeRet.success, ecode: 0, filename: upload.result_fname ?? '' };
      case 'failed':
        return { ret: MergeRet.failed, ecode: upload.ecode, filename: '' };
      default:
        // chunks are held but no merge was asked for (or it was refused)
        return { ret: MergeRet.failed, ecode: ErrorCode.mergeFailed, filename: '' };
    }
  }

  /** The app's merge state; 36111 while a merge runs (a release cannot be committed then). */
  async appMergeState(caller: UploadCaller, appId: string) {
    await this.ctx.ownedApp(caller, appId);
    if (await this.ctx.repo.merging(appId)) {
      throw new AppError(ErrorCode.stillMerging, { ret: MergeRet.pending, ecode: 0 });
    }
    const upload = await this.ctx.repo.latestOfApp(appId);
    if (upload?.state === 'failed') return { ret: MergeRet.failed, ecode: upload.ecode };
    return { ret: MergeRet.success, ecode: 0 };
  }

  /** Whether a merge of the app runs or waits to run (a release cannot be committed then). */
  isMerging(appId: string): Promise<boolean> {
    return this.ctx.repo.merging(appId);
  }

  /** Picks up merges that are queued or whose runner died (another process, a crash). */
  async sweepMerges(): Promise<number> {
    const due = await this.ctx.repo.mergesDue(await this.ctx.deps.staging.id(), this.ctx.now());
    for (const row of due) this.scheduleMerge(row.id);
    return due.length;
  }

  /** At start: merges cut off by the previous process are queued again and restarted. */
  async resumeMerges(): Promise<number> {
    await this.ctx.repo.requeueMerges(await this.ctx.deps.staging.id());
    return this.sweepMerges();
  }
}
