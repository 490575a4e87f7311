// Taking in a file: checks before its bytes, streaming it checked into the store, recording it.
import {
  ErrorCode,
  assetLimits,
  canEditRelease,
  docFormats,
  imageFormats,
  picRule,
  videoFormats,
} from '@vrportal/contract';
import type { AssetKind } from '../../db/schema.js';
import { AppError, localizedError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';
import type { AssetContext } from './asset-context.js';
import type { AssetRow, AssetsRepository, ReleaseKey } from './assets.repository.js';
import type { FileRule } from './file-check.js';
import { discard, displayName, storeChecked } from './file-check.js';

/** A file that passed its checks and is in the store, not yet recorded. */
export interface Stored {
  id: string;
  key: string;
  name: string;
  format: string;
  size: number;
  width: number;
  height: number;
}

export const imageRule = (type: number): FileRule => {
  const rule = picRule(type);
  return {
    maxBytes: rule.maxBytes,
    formats: imageFormats,
    dimensions: { width: rule.width, height: rule.height },
  };
};
export const videoRule: FileRule = { maxBytes: assetLimits.videoBytes, formats: videoFormats };
export const docRule: FileRule = { maxBytes: assetLimits.docBytes, formats: docFormats };

/** A file is recorded only once whole and valid; a refused one leaves nothing behind. */
export class AssetFiles {
  constructor(private readonly ctx: AssetContext) {}

  async checkRoom(repo: AssetsRepository, r: ReleaseKey, kind: 'screenshot' | 'video') {
    const max = kind === 'screenshot' ? assetLimits.screenshotsMax : assetLimits.videosMax;
    if ((await repo.count(r, kind)) >= max) {
      throw localizedError(ErrorCode.assetCountExceeded, `asset.count.${kind}`, { max }, { max });
    }
  }

  /** Runs the checks that need no byte of the file; on refusal the file is dropped unread. */
  async before<T>(caller: Caller, file: UploadedFile, checks: () => Promise<T>): Promise<T> {
    try {
      const passed = await checks();
      await this.ctx.deps.limits.take('uploadsPerDeveloper', caller.id);
      return passed;
    } catch (error) {
      discard(file);
      throw error;
    }
  }

  /** Streams the file through its checks into the store; a refused file leaves nothing. */
  async store(appId: string, file: UploadedFile, rule: FileRule): Promise<Stored> {
    const id = newId();
    const key = `assets/${appId}/${id}`;
    const stored = await storeChecked(this.ctx.deps.blobs, key, file, rule);
    return { id, key, name: `${id}.${stored.format}`, ...stored };
  }

  /**
   * Records a stored file in one transaction with the app's row locked; `work` may refuse, and
   * then the file goes. Answers the rows the new file replaced, whose files go after the commit.
   */
  async record(
    r: ReleaseKey,
    stored: Stored,
    work: (repo: AssetsRepository, trx: Executor) => Promise<AssetRow[]>,
  ): Promise<void> {
    let replaced: AssetRow[];
    try {
      replaced = await this.ctx.inAppTransaction(r.appId, async (repo, trx, status) => {
        if (status === undefined) throw new AppError(ErrorCode.appNotFound);
        const app = (await this.ctx.deps.apps.byIdWithin(r.appId, trx))!;
        if (!canEditRelease(await this.ctx.releaseStatus(app, r.key, trx))) {
          throw new AppError(ErrorCode.appStateRefused);
        }
        return work(repo, trx);
      });
    } catch (error) {
      await this.ctx.deps.blobs.delete(stored.key);
      throw error;
    }
    await this.ctx.dropFiles(replaced);
  }

  row(
    r: ReleaseKey,
    stored: Stored,
    kind: AssetKind,
    file: UploadedFile,
    extra: { position?: number; parentId?: string; docType?: number } = {},
  ) {
    return {
      id: stored.id,
      app_id: r.appId,
      channel_key: r.key,
      kind,
      doc_type: extra.docType ?? 0,
      parent_id: extra.parentId ?? null,
      name: stored.name,
      blob_key: stored.key,
      orig_name: displayName(file.filename),
      format: stored.format,
      size: stored.size,
      width: stored.width,
      height: stored.height,
      position: extra.position ?? 0,
      created_at: this.ctx.now(),
    };
  }
}
