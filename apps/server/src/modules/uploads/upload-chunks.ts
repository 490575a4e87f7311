import type { Readable } from 'node:stream';
import {
  ErrorCode,
  UPLOAD_FILE_TYPES,
  UPLOAD_NAME_RE,
  UploadFileType,
  maxBytesOf,
  uploadChunkFields,
} from '@vrportal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import type { DraftBuilds } from './draft-builds.js';
import type { UploadAssembly } from './upload-assembly.js';
import type { UploadCaller, UploadContext } from './upload-context.js';
import { apkFirst, extensionOf, invalid, text } from './upload-context.js';
import type { UploadRow } from './uploads.repository.js';

/** A partial upload with no chunk for this long is removed. */
export const UPLOAD_IDLE_MS = 24 * 3_600_000;

export type ChunkFields = z.output<typeof uploadChunkFields>;

/** The size chunk n must have, given the layout the client declared. */
export function chunkSizeOf(
  n: number,
  layout: { totalSize: number; chunkSize: number; totalChunks: number },
) {
  const lastStart = layout.chunkSize * (layout.totalChunks - 1);
  return n < layout.totalChunks ? layout.chunkSize : layout.totalSize - lastStart;
}

/**
 * A layout is whole when every chunk but the last has chunkSize bytes and the last holds the rest:
 * up to chunkSize (totalChunks = ceil) or, as resumable.js-style clients send it, between
 * chunkSize and twice that (totalChunks = floor).
 */
function layoutProblem(l: { totalSize: number; chunkSize: number; totalChunks: number }) {
  const last = l.totalSize - l.chunkSize * (l.totalChunks - 1);
  return last <= 0 || last >= 2 * l.chunkSize;
}

/**
 * Chunk intake: checks each chunk, opens the upload on its first chunk, streams chunks to the
 * staging folder, answers which chunks are held, and removes uploads that were cancelled or
 * left idle.
 */
export class UploadChunks {
  constructor(
    private readonly ctx: UploadContext,
    private readonly assembly: UploadAssembly,
    private readonly drafts: DraftBuilds,
  ) {}

  /**
   * Checks a chunk's form fields and the file part's name before any byte is stored: the
   * declared size against the file type's limit, names, the chunk layout, the app's owner.
   */
  parseChunkFields(raw: Record<string, string>, partName: string | undefined): ChunkFields {
    const fileType = Number(raw.fileType ?? UploadFileType.apk);
    const declared = Number(raw.totalSize);
    if (UPLOAD_FILE_TYPES.includes(fileType) && Number.isFinite(declared)) {
      const max = maxBytesOf(fileType);
      if (declared > max) {
        const limit = `${max / 1024 ** 3} GB`;
        throw new AppError(
          ErrorCode.bodyTooLarge,
          null,
          text(`文件不能超过 ${limit}`, `The file must not be larger than ${limit}`),
        );
      }
    }
    const parsed = uploadChunkFields.safeParse(raw);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw invalid(`请求参数有误（${fields}）`, `The request is invalid (${fields})`);
    }
    const fields = parsed.data;
    const name = fields.filename ?? partName ?? '';
    if (!UPLOAD_NAME_RE.test(name)) {
      throw invalid(
        '文件名只能包含字母、数字、点、连字符和下划线',
        'File names may hold only letters, digits, dot, hyphen and underscore',
      );
    }
    if (!name.toLowerCase().endsWith(extensionOf(fields.fileType))) {
      throw invalid(
        '文件格式不支持',
        `File format not supported: ${extensionOf(fields.fileType)} expected`,
      );
    }
    if (layoutProblem(fields)) {
      throw invalid('分片数量与文件大小不符', 'totalChunks does not fit totalSize and chunkSize');
    }
    if (fields.chunkNumber > fields.totalChunks) {
      throw invalid('分片序号超出范围', 'chunkNumber is out of range');
    }
    if (fields.currentChunkSize !== chunkSizeOf(fields.chunkNumber, fields)) {
      throw invalid(
        '分片大小与声明不符',
        `currentChunkSize must be ${chunkSizeOf(fields.chunkNumber, fields)} for chunk ${fields.chunkNumber}`,
      );
    }
    return { ...fields, filename: name };
  }

  /**
   * The upload a chunk belongs to, created on its first chunk (`created`). Refuses a chunk that
   * does not fit the upload under way, an app the caller does not own, and an OBB before its APK.
   */
  private async uploadFor(
    caller: UploadCaller,
    f: ChunkFields,
  ): Promise<{ upload: UploadRow; created: boolean }> {
    const { repo, deps } = this.ctx;
    const app = f.track
      ? await this.ctx.ownedApp(caller, f.appId)
      : await this.ctx.editableApp(caller, f.appId);
    const staging = await deps.staging.id();
    let upload = await repo.find(f.appId, f.identifier);
    if (upload && (upload.state === 'done' || upload.state === 'failed')) {
      // the same file again after an earlier upload finished: start afresh
      await this.removeUpload(upload);
      upload = undefined;
    }
    if (upload?.state === 'merging') throw new AppError(ErrorCode.stillMerging);
    // the channel is named only at merge time: here any draft APK will do
    if (f.fileType !== UploadFileType.apk) {
      const apk = f.track
        ? await this.drafts.trackDraftOf(app, f.track)
        : await this.drafts.draftOf(app, 'any');
      if (!apk) throw new AppError(ErrorCode.deleteObbFirst, null, apkFirst);
    }
    let created = false;
    if (!upload) {
      await deps.limits.take('uploadsPerDeveloper', caller.id);
      const now = this.ctx.now();
      try {
        await repo.insert({
          id: newId(),
          app_id: f.appId,
          account_id: caller.id,
          identifier: f.identifier,
          file_type: f.fileType,
          filename: f.filename ?? '',
          total_size: f.totalSize,
          chunk_size: f.chunkSize,
          total_chunks: f.totalChunks,
          state: 'uploading',
          staging,
          created_at: now,
          updated_at: now,
        });
        created = true;
      } catch (error) {
        // the first chunks of one upload arriving together: one insert wins
        if (!isUniqueViolation(error)) throw error;
      }
      upload = await repo.find(f.appId, f.identifier);
      if (!upload) throw new AppError(ErrorCode.uploadServiceFault);
    }
    if (
      Number(upload.total_size) !== f.totalSize ||
      upload.chunk_size !== f.chunkSize ||
      upload.total_chunks !== f.totalChunks ||
      upload.file_type !== f.fileType
    ) {
      throw invalid(
        '分片与进行中的上传不一致，请取消后重新上传',
        'The chunk does not match the upload under way with this identifier: cancel it and start again',
      );
    }
    // chunks of one upload live in one staging folder
    if (upload.staging !== staging) throw new AppError(ErrorCode.uploadServiceFault);
    return { upload, created };
  }

  /**
   * Stores one chunk (streamed to disk) in its upload and answers every chunk now held. A first
   * chunk that is not stored (refused, or its body broke off) leaves no upload behind.
   */
  async storeChunk(
    caller: UploadCaller,
    f: ChunkFields,
    body: Readable,
    truncated: () => boolean,
  ): Promise<{ chunkNumber: number; uploaded: number[] }> {
    const { repo, deps } = this.ctx;
    const { upload, created } = await this.uploadFor(caller, f);
    const n = f.chunkNumber;
    if (await repo.hasChunk(upload.id, n)) {
      // a chunk sent again (a retry after a lost answer): already held, the bytes are dropped
      body.resume();
      await new Promise<void>((resolve) =>
        body.once('end', resolve).once('error', () => resolve()),
      );
    } else {
      try {
        const result = await deps.staging
          .writeChunk(upload.id, n, body, f.currentChunkSize, truncated)
          .catch(() => {
            // the connection broke mid-chunk: nothing is kept, the client sends the chunk again
            throw new AppError(ErrorCode.uploadServiceFault);
          });
        if (typeof result === 'number') {
          throw invalid(
            `分片 ${n} 大小不符（收到 ${result} 字节）`,
            `Chunk ${n} has ${result} bytes, ${f.currentChunkSize} were declared`,
          );
        }
      } catch (error) {
        if (created && (await repo.deleteIfEmpty(upload.id))) {
          await deps.staging.remove(upload.id);
        }
        throw error;
      }
      const now = this.ctx.now();
      await repo.insertChunk(upload.id, n, f.currentChunkSize, now).catch(async (error) => {
        // a parallel first chunk of this upload was refused and took the upload with it
        if (!isForeignKeyViolation(error)) throw error;
        await deps.staging.remove(upload.id);
        throw new AppError(ErrorCode.uploadServiceFault);
      });
      await repo.update(upload.id, { updated_at: now });
      this.ctx.track(this.assembly.hashAhead(upload.id)).catch(this.ctx.report);
    }
    return { chunkNumber: n, uploaded: await repo.chunkNumbers(upload.id) };
  }

  async checkChunks(caller: UploadCaller, appId: string, identifier: string) {
    await this.ctx.ownedApp(caller, appId);
    const upload = await this.ctx.repo.find(appId, identifier);
    if (!upload) return { uploaded: [], totalChunks: 0, state: 'none' as const };
    return {
      uploaded: await this.ctx.repo.chunkNumbers(upload.id),
      totalChunks: upload.total_chunks,
      state: upload.state as 'uploading' | 'merging' | 'done' | 'failed',
    };
  }

  async cancel(caller: UploadCaller, appId: string, identifier: string): Promise<void> {
    await this.ctx.ownedApp(caller, appId);
    const upload = await this.ctx.repo.find(appId, identifier);
    if (!upload) return;
    if (upload.state === 'merging') throw new AppError(ErrorCode.stillMerging);
    await this.removeUpload(upload);
  }

  private async removeUpload(upload: UploadRow) {
    await this.ctx.repo.delete(upload.id);
    await this.ctx.deps.staging.remove(upload.id);
  }

  /**
   * Removes partial uploads idle for a day (and finished ones after a day), staging folders no
   * row names and stray temporary chunk files, as of `now`.
   */
  async removeStale(now: Date): Promise<{ uploads: number; folders: number }> {
    const { repo, deps } = this.ctx;
    const staging = await deps.staging.id();
    const expired = await repo.expired(staging, iso(addMs(now, -UPLOAD_IDLE_MS)));
    for (const row of expired) {
      await repo.delete(row.id);
      await deps.staging.remove(row.id);
    }
    let folders = 0;
    const hourAgo = now.getTime() - 3_600_000;
    for (const folder of await deps.staging.folders()) {
      if (await repo.exists(folder.uploadId)) {
        await deps.staging.removeStaleTemps(folder.uploadId, hourAgo);
      } else if (folder.mtimeMs < hourAgo) {
        await deps.staging.remove(folder.uploadId);
        folders += 1;
      }
    }
    return { uploads: expired.length, folders };
  }
}
