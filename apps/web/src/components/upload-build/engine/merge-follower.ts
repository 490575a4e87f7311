// The merge: asking the server to join the chunks, then following it until it succeeds or fails.
import {
  ErrorCode,
  MergeRet,
  uploadLimits,
  uploadPaths,
  type CallAnswer,
  type uploadCalls,
} from '@vrportal/contract';
import { isMergeCode } from './merge-codes';
import { classify } from './transport';
import { fault, isFirstVersion, mergeFailure } from './upload-problems';
import type { UploadContext } from './upload-context';
import type { UploadFile, UploadResult } from './upload-types';

type CheckMergeAnswer = CallAnswer<typeof uploadCalls.checkMergeAppRet>;

/** The second merge check comes this soon; each later one waits twice as long, up to mergePollMs. */
const MERGE_POLL_FIRST_BACKOFF_MS = 250;

/**
 * The wait before merge check `poll` (1-based): none before the first, as a small file is often
 * merged by the time the last chunk is answered, then 0.25 s, 0.5 s, 1 s, 2 s ... capped at
 * uploadLimits.mergePollMs, the spec's pace for a long merge.
 */
export function mergePollDelay(poll: number): number {
  if (poll <= 1) return 0;
  return Math.min(MERGE_POLL_FIRST_BACKOFF_MS * 2 ** (poll - 2), uploadLimits.mergePollMs);
}

export class MergeFollower {
  constructor(private readonly ctx: UploadContext) {}

  async merge(file: UploadFile, signal: AbortSignal): Promise<void> {
    const ctx = this.ctx;
    const { appId, fileType, channelId, track } = ctx.options;
    ctx.set({
      phase: 'merging',
      percent: uploadLimits.progressCap,
      bytesPerSecond: null,
      secondsLeft: null,
    });
    ctx.remember(true);
    const body = {
      identifier: ctx.snapshot.identifier,
      md5sum: ctx.md5,
      filename: file.name,
      totalSize: file.size,
      totalChunks: ctx.snapshot.totalChunks,
      appId,
      fileType,
      ...(channelId ? { cId: channelId } : track ? { track } : {}),
    };
    const path = channelId ? uploadPaths.mergeAppFileTob : uploadPaths.mergeAppFile;
    try {
      await ctx.api(path, body, signal);
    } catch (error) {
      const failure = classify(error, signal);
      // 36111: this identifier is merging already (a second tab, a repeated request)
      if (!(failure.kind === 'api' && failure.code === ErrorCode.stillMerging)) {
        if (failure.kind === 'api' && isMergeCode(failure.code)) {
          throw mergeFailure(failure.code, isFirstVersion(ctx.options));
        }
        throw error;
      }
    }
    await this.follow(signal);
  }

  /** Asks checkMergeAppRet at once, then backing off (mergePollDelay), at most 90 times. */
  async follow(signal: AbortSignal): Promise<void> {
    const ctx = this.ctx;
    const identifier = ctx.snapshot.identifier!;
    ctx.set({
      phase: 'merging',
      percent: uploadLimits.progressCap,
      heldChunks: ctx.snapshot.totalChunks,
      heldBytes: ctx.snapshot.file?.size ?? 0,
      mergePolls: 0,
      problem: null,
      bytesPerSecond: null,
      secondsLeft: null,
      verifying: false,
    });
    ctx.remember(true);
    for (let poll = 1; poll <= uploadLimits.mergePollMaxTimes; poll += 1) {
      const delay = mergePollDelay(poll);
      if (delay > 0) await ctx.clock.sleep(delay, signal);
      else signal.throwIfAborted();
      let answer: CheckMergeAnswer;
      try {
        answer = await ctx.api<CheckMergeAnswer>(
          uploadPaths.checkMergeAppRet,
          { identifier },
          signal,
        );
      } catch (error) {
        const failure = classify(error, signal);
        // a missed check is not a failed merge: ask again at the next tick
        const passing =
          failure.kind === 'network' ||
          (failure.kind === 'api' &&
            (failure.code === ErrorCode.uploadServiceFault ||
              failure.code === ErrorCode.stillMerging));
        if (!passing) throw error;
        ctx.set({ mergePolls: poll });
        continue;
      }
      ctx.set({ mergePolls: poll });
      if (answer.ret === MergeRet.success) return this.finish(answer.filename);
      if (answer.ret === MergeRet.failed) {
        throw mergeFailure(answer.ecode, isFirstVersion(ctx.options));
      }
    }
    throw fault('mergeSlow', { remedy: 'checkAgain' });
  }

  private finish(filename: string) {
    const ctx = this.ctx;
    const snapshot = ctx.snapshot;
    const result: UploadResult = {
      fileType: ctx.options.fileType,
      filename,
      originalName: snapshot.file?.name ?? filename,
      size: snapshot.file?.size ?? 0,
      md5: ctx.md5,
      identifier: snapshot.identifier!,
      manifest: snapshot.manifest,
    };
    ctx.forgetCurrent();
    ctx.closeSource();
    ctx.set({ phase: 'done', percent: 100, result, problem: null });
  }
}
