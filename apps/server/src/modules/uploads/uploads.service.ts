import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  ErrorCode,
  MergeRet,
  UPLOAD_FILE_TYPES,
  UPLOAD_NAME_RE,
  UploadFileType,
  canEditRelease,
  maxBytesOf,
  uploadChunkFields,
  uploadLimits,
} from '@vrportal/contract';
import type { ErrorCodeValue } from '@vrportal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { newId, newToken, sha256 } from '../../lib/crypto.js';
import type { Clock } from '../../lib/time.js';
import { addMs, iso } from '../../lib/time.js';
import type { AppRow, AppsRepository } from '../apps/apps.repository.js';
import type { LimitsService } from '../limits/limits.service.js';
import type { ApkInfo } from './apk.js';
import { ApkProblem, readApk } from './apk.js';
import { Hasher } from './hashing.js';
import type { Staging } from './staging.js';
import { LocalFile } from './staging.js';
import { UploadsRepository } from './uploads.repository.js';
import type { ObbRow, UploadRow, VersionRow } from './uploads.repository.js';

export interface UploadCaller {
  id: string;
  admin: boolean;
  /** set for a command-line upload token: the one app it may upload to */
  scopeAppId?: string | undefined;
}

interface Deps {
  db: Db;
  apps: AppsRepository;
  blobs: BlobStore;
  clock: Clock;
  staging: Staging;
  /** new uploads are counted against the rate limits */
  limits: LimitsService;
  /** the app whose App ID and App Secret a command-line upload shows (the apps module's check) */
  appBySecret: (appId: string, appSecret: string, address: string) => Promise<AppRow>;
  /** runs merges after the answer is sent (tests pass a function that records them) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
  /** whether a business channel of the app exists (the releases module owns channels) */
  channelExists?: (appId: string, channelId: string) => Promise<boolean>;
}

/** A build as the release form and the risk diff read it. */
export interface ReleaseBuild {
  version: VersionRow;
  /** what the APK said of itself; empty when unreadable */
  apk: Partial<ApkInfo>;
  obbs: ObbRow[];
}
/** A partial upload with no chunk for this long is removed. */
export const UPLOAD_IDLE_MS = 24 * 3_600_000;
/** A merge whose runner has not renewed its lease for this long is taken over. */
const MERGE_LEASE_MS = 60_000;
const MERGE_HEARTBEAT_MS = 15_000;
/** Merges run at once per process (each reads and writes a whole build). */
const MERGE_SLOTS = 2;
export const UPLOAD_TOKEN_TTL_MS = 3_600_000;
export const UPLOAD_TOKEN_PREFIX = 'up_';

const text = (zh: string, en: string) => ({ zh, en });
const invalid = (zh: string, en: string) =>
  new AppError(ErrorCode.invalidRequest, null, text(zh, en));

/** A merge that ends with a code the client shows (checkMergeAppRet ecode). */
class MergeFailure extends Error {
  constructor(
    readonly ecode: ErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

const extensionOf = (fileType: number) => (fileType === UploadFileType.apk ? '.apk' : '.obb');

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

export type ChunkFields = z.output<typeof uploadChunkFields>;

/**
 * Resumable build uploads: chunks to the staging folder, hashing as chunks arrive in order,
 * merges in the background (APK checks, then the build into the blob store and a version row),
 * drafts, retention of three versions' files, and command-line upload tokens.
 */
export class UploadsService {
  readonly repo: UploadsRepository;
  private readonly hashing = new Map<string, Promise<void>>();
  private readonly hashWanted = new Set<string>();
  private readonly merging = new Set<string>();
  private readonly background = new Set<Promise<unknown>>();
  private readonly slots = new Slots(MERGE_SLOTS);
  private readonly hasher = new Hasher();

  constructor(private readonly deps: Deps) {
    this.repo = new UploadsRepository(deps.db);
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  /** The app, if the caller owns it (and a scoped token names it); else 10501. */
  private async ownedApp(caller: UploadCaller, appId: string): Promise<AppRow> {
    if (caller.scopeAppId && caller.scopeAppId !== appId) throw new AppError(ErrorCode.appNotFound);
    const app = await this.deps.apps.findById(appId);
    if (!app || app.owner_id !== caller.id) throw new AppError(ErrorCode.appNotFound);
    return app;
  }

  private async editableApp(caller: UploadCaller, appId: string): Promise<AppRow> {
    const app = await this.ownedApp(caller, appId);
    // release document 4.1: builds may change while the release may be edited
    if (!canEditRelease(app.status)) throw new AppError(ErrorCode.appStateRefused);
    return app;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.background.add(work);
    void work.finally(() => this.background.delete(work)).catch(() => {});
    return work;
  }

  /** Waits for background hashing and merges (on shutdown and in tests). */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  /** On shutdown: lets background work end, then stops the hashing worker. */
  async close(): Promise<void> {
    await this.idle();
    await this.hasher.close();
  }

  // ---- chunks --------------------------------------------------------------------------------

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
    const app = await this.editableApp(caller, f.appId);
    const staging = await this.deps.staging.id();
    let upload = await this.repo.find(f.appId, f.identifier);
    if (upload && (upload.state === 'done' || upload.state === 'failed')) {
      // the same file again after an earlier upload finished: start afresh
      await this.removeUpload(upload);
      upload = undefined;
    }
    if (upload?.state === 'merging') throw new AppError(ErrorCode.stillMerging);
    // the channel is named only at merge time: here any draft APK will do
    if (f.fileType !== UploadFileType.apk && !(await this.draftOf(app, 'any'))) {
      throw new AppError(ErrorCode.deleteObbFirst, null, apkFirst);
    }
    let created = false;
    if (!upload) {
      await this.deps.limits.take('uploadsPerDeveloper', caller.id);
      const now = this.now();
      try {
        await this.repo.insert({
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
      upload = await this.repo.find(f.appId, f.identifier);
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
    const { upload, created } = await this.uploadFor(caller, f);
    const n = f.chunkNumber;
    if (await this.repo.hasChunk(upload.id, n)) {
      // a chunk sent again (a retry after a lost answer): already held, the bytes are dropped
      body.resume();
      await new Promise<void>((resolve) =>
        body.once('end', resolve).once('error', () => resolve()),
      );
    } else {
      try {
        const result = await this.deps.staging
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
        if (created && (await this.repo.deleteIfEmpty(upload.id))) {
          await this.deps.staging.remove(upload.id);
        }
        throw error;
      }
      const now = this.now();
      await this.repo.insertChunk(upload.id, n, f.currentChunkSize, now).catch(async (error) => {
        // a parallel first chunk of this upload was refused and took the upload with it
        if (!isForeignKeyViolation(error)) throw error;
        await this.deps.staging.remove(upload.id);
        throw new AppError(ErrorCode.uploadServiceFault);
      });
      await this.repo.update(upload.id, { updated_at: now });
      this.track(this.hashAhead(upload.id)).catch(this.report);
    }
    return { chunkNumber: n, uploaded: await this.repo.chunkNumbers(upload.id) };
  }

  private readonly report = (error: unknown) => this.deps.onError?.(error);

  /**
   * Hashes the chunks that follow the hashed ones, in order, saving the states after each, so
   * hashing is done by the time the last chunk arrives and resumes after a restart.
   */
  private async hashAhead(uploadId: string): Promise<void> {
    // one run per upload in this process: a chunk arriving meanwhile asks the run to go on
    const running = this.hashing.get(uploadId);
    if (running) {
      this.hashWanted.add(uploadId);
      return running;
    }
    const run = (async () => {
      do {
        this.hashWanted.delete(uploadId);
        await this.hashRun(uploadId);
      } while (this.hashWanted.has(uploadId));
    })();
    this.hashing.set(uploadId, run);
    try {
      await run;
    } finally {
      this.hashing.delete(uploadId);
    }
  }

  private async hashRun(uploadId: string): Promise<void> {
    for (;;) {
      const row = await this.repo.findById(uploadId);
      if (!row || (row.state !== 'uploading' && row.state !== 'merging')) return;
      const n = row.hashed_chunks + 1;
      if (n > row.total_chunks || !(await this.repo.hasChunk(uploadId, n))) return;
      const state = await this.hasher.assemble(
        row.md5_state,
        this.deps.staging.chunkFile(uploadId, n),
        this.deps.staging.dataFile(uploadId),
        (n - 1) * row.chunk_size,
      );
      // the row guards the order across processes: only one can move hashed_chunks from n - 1
      if (!(await this.repo.advanceHash(uploadId, n - 1, n, state))) return;
      // in the data file now (a chunk that lingers after a crash goes with the folder)
      await this.deps.staging.removeChunk(uploadId, n);
    }
  }

  async checkChunks(caller: UploadCaller, appId: string, identifier: string) {
    await this.ownedApp(caller, appId);
    const upload = await this.repo.find(appId, identifier);
    if (!upload) return { uploaded: [], totalChunks: 0, state: 'none' as const };
    return {
      uploaded: await this.repo.chunkNumbers(upload.id),
      totalChunks: upload.total_chunks,
      state: upload.state as 'uploading' | 'merging' | 'done' | 'failed',
    };
  }

  async cancel(caller: UploadCaller, appId: string, identifier: string): Promise<void> {
    await this.ownedApp(caller, appId);
    const upload = await this.repo.find(appId, identifier);
    if (!upload) return;
    if (upload.state === 'merging') throw new AppError(ErrorCode.stillMerging);
    await this.removeUpload(upload);
  }

  private async removeUpload(upload: UploadRow) {
    await this.repo.delete(upload.id);
    await this.deps.staging.remove(upload.id);
  }

  // ---- merges --------------------------------------------------------------------------------

  /** Starts the merge of a whole upload and answers at once; the client polls checkMergeAppRet. */
  async merge(
    caller: UploadCaller,
    req: {
      appId: string;
      identifier: string;
      md5sum: string;
      filename: string;
      totalSize: number;
      totalChunks: number;
      fileType: number;
      cId?: string | undefined;
    },
  ): Promise<void> {
    const app = await this.editableApp(caller, req.appId);
    if (req.cId && this.deps.channelExists && !(await this.deps.channelExists(app.id, req.cId))) {
      throw new AppError(ErrorCode.channelNotFound);
    }
    const upload = await this.repo.find(req.appId, req.identifier);
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
    const held = await this.repo.chunkNumbers(upload.id);
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
    if (req.fileType !== UploadFileType.apk && !(await this.draftOf(app, req.cId ?? null))) {
      throw new AppError(ErrorCode.deleteObbFirst, null, apkFirst);
    }
    const moved = await this.repo.move(upload.id, upload.state, {
      state: 'merging',
      md5sum: req.md5sum.toLowerCase(),
      filename: req.filename,
      channel_id: req.cId ?? null,
      ecode: 0,
      merge_token: null,
      merge_lease_until: null,
      updated_at: this.now(),
    });
    if (moved) this.scheduleMerge(upload.id);
  }

  private scheduleMerge(uploadId: string) {
    const run = () => this.track(this.runMerge(uploadId));
    if (this.deps.defer) this.deps.defer(run);
    else setImmediate(() => void run());
  }

  /**
   * Runs one merge to its end: hashes the chunks not hashed yet, checks the MD5, reads the APK,
   * streams the build into the blob store, then in one transaction marks the upload done and
   * records the version (or the OBB). Never throws: failures end as the upload's ecode.
   */
  async runMerge(uploadId: string): Promise<void> {
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
        this.repo
          .move(uploadId, 'merging', { merge_lease_until: this.leaseUntil() }, token)
          .catch(this.report);
      }, MERGE_HEARTBEAT_MS);
      heartbeat.unref();
      try {
        const result = await this.mergeSteps(claimed, token, (key) => (stored.key = key));
        await this.afterMerge(claimed, result.versionAppId);
      } catch (error) {
        const failure =
          error instanceof MergeFailure
            ? error
            : new MergeFailure(ErrorCode.mergeFailed, String(error));
        if (!(error instanceof MergeFailure)) this.report(error);
        if (stored.key) await this.deps.blobs.delete(stored.key).catch(this.report);
        const failed = await this.repo.move(
          uploadId,
          'merging',
          {
            state: 'failed',
            ecode: failure.ecode,
            merge_token: null,
            merge_lease_until: null,
            updated_at: this.now(),
          },
          token,
        );
        // a build that is wrong in itself is not kept: uploading it again gives the same answer;
        // after a fault (10611) the chunks stay so the merge can be asked again
        if (failed && failure.ecode !== ErrorCode.mergeFailed) {
          await this.deps.staging.remove(uploadId);
          await this.deps.db
            .deleteFrom('upload_chunks')
            .where('upload_id', '=', uploadId)
            .execute();
        }
      }
    } catch (error) {
      this.report(error);
    } finally {
      if (heartbeat) clearInterval(heartbeat);
      this.slots.give();
      this.merging.delete(uploadId);
    }
  }

  private leaseUntil() {
    return iso(addMs(this.deps.clock.now(), MERGE_LEASE_MS));
  }

  /** Takes a queued merge, or one whose runner stopped renewing its lease. */
  private async claim(uploadId: string, token: string): Promise<UploadRow | null> {
    const result = await this.deps.db
      .updateTable('uploads')
      .set({ merge_token: token, merge_lease_until: this.leaseUntil() })
      .where('id', '=', uploadId)
      .where('state', '=', 'merging')
      .where((eb) =>
        eb.or([eb('merge_lease_until', 'is', null), eb('merge_lease_until', '<', this.now())]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return (await this.repo.findById(uploadId)) ?? null;
  }

  private async mergeSteps(
    upload: UploadRow,
    token: string,
    stored: (key: string) => void,
  ): Promise<{ versionAppId: string }> {
    const chunks = await this.repo.chunks(upload.id);
    if (chunks.length !== upload.total_chunks) {
      throw new MergeFailure(ErrorCode.mergeFailed, 'chunks are missing');
    }
    await this.hashAhead(upload.id);
    const hashed = await this.repo.findById(upload.id);
    if (!hashed || hashed.hashed_chunks !== upload.total_chunks) {
      throw new MergeFailure(ErrorCode.mergeFailed, 'a chunk is missing from staging');
    }
    const dataFile = this.deps.staging.dataFile(upload.id);
    if ((await this.deps.staging.dataSize(upload.id)) !== Number(upload.total_size)) {
      throw new MergeFailure(ErrorCode.mergeFailed, 'the assembled file has the wrong size');
    }
    const md5 = await this.hasher.md5Digest(hashed.md5_state);
    if (md5 !== upload.md5sum) {
      throw new MergeFailure(ErrorCode.md5Mismatch, `md5 ${md5} != ${upload.md5sum}`);
    }
    const file = await LocalFile.open(dataFile);
    const app = await this.deps.apps.findById(upload.app_id);
    if (!app) throw new MergeFailure(ErrorCode.appNotFound, 'the app is gone');

    const isApk = upload.file_type === UploadFileType.apk;
    let apk: ApkInfo | null = null;
    if (isApk) {
      apk = await readApk(file).catch((error: unknown) => {
        if (error instanceof ApkProblem) {
          throw new MergeFailure(
            error.kind === 'unparseable' ? ErrorCode.apkUnparseable : ErrorCode.apkBaseError,
            error.message,
          );
        }
        throw error;
      });
      await this.checkApk(app, apk);
    } else if (!(await this.draftOf(app, upload.channel_id))) {
      throw new MergeFailure(ErrorCode.deleteObbFirst, 'no APK to attach the OBB to');
    }

    // the run token in the key: a runner that lost its lease never overwrites the winner's file
    const key = `builds/${app.id}/${upload.id}-${token}${extensionOf(upload.file_type)}`;
    stored(key);
    const sums = { md5, sha256: await this.hasher.sha256(dataFile) };
    // the local store links a whole file instead of copying it: no second write of the build
    await this.deps.blobs.put(key, fs.createReadStream(dataFile));
    const now = this.now();
    const replaced: string[] = [];
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      let fname: string;
      let versionId: string;
      if (apk) {
        // again inside the transaction: two APK merges of one app at once
        const max = await repo.maxVcode(app.id);
        if (max !== null && apk.versionCode <= max) {
          throw new MergeFailure(ErrorCode.versionNotHigher, 'version code not higher');
        }
        versionId = newId();
        fname = `${apk.pkg}_${apk.versionCode}_${randomBytes(3).toString('hex')}.apk`;
        await repo.insertVersion({
          id: versionId,
          app_id: app.id,
          ver: apk.versionName,
          vcode: apk.versionCode,
          size: file.size,
          fname,
          blob_key: key,
          md5: sums.md5,
          sha256: sums.sha256,
          manifest: JSON.stringify(apk),
          channel_id: upload.channel_id,
          created_at: now,
        });
      } else {
        const draft = await this.draftOf(app, upload.channel_id, repo);
        if (!draft) throw new MergeFailure(ErrorCode.deleteObbFirst, 'the APK was deleted');
        versionId = draft.id;
        const prefix = upload.file_type === UploadFileType.mainObb ? 'main' : 'patch';
        fname = `${prefix}.${draft.vcode}.${app.pkg}.obb`;
        const old = await repo.putObb({
          version_id: draft.id,
          type: upload.file_type,
          fname,
          blob_key: key,
          size: file.size,
          md5: sums.md5,
          sha256: sums.sha256,
          created_at: now,
        });
        if (old?.blob_key) replaced.push(old.blob_key);
      }
      const done = await repo.move(
        upload.id,
        'merging',
        {
          state: 'done',
          ecode: 0,
          result_fname: fname,
          version_id: versionId,
          merge_token: null,
          merge_lease_until: null,
          updated_at: now,
        },
        token,
      );
      // another runner took the merge over: it records the build, this one leaves no trace
      if (!done) throw new MergeFailure(ErrorCode.mergeFailed, 'the merge was taken over');
    });
    for (const old of replaced) await this.deps.blobs.delete(old).catch(this.report);
    return { versionAppId: app.id };
  }

  private async checkApk(app: AppRow, apk: ApkInfo) {
    if (apk.pkg !== app.pkg) {
      const owner = await this.deps.apps.findByPkg(apk.pkg);
      throw new MergeFailure(
        owner ? ErrorCode.pkgTaken : ErrorCode.apkPkgDiffers,
        `package ${apk.pkg} is not ${app.pkg}`,
      );
    }
    const max = await this.repo.maxVcode(app.id);
    if (max !== null && apk.versionCode <= max) {
      throw new MergeFailure(
        ErrorCode.versionNotHigher,
        `version code ${apk.versionCode} <= ${max}`,
      );
    }
  }

  private async afterMerge(upload: UploadRow, appId: string) {
    await this.deps.staging.remove(upload.id);
    await this.deps.db.deleteFrom('upload_chunks').where('upload_id', '=', upload.id).execute();
    await this.prune(appId);
  }

  /**
   * Keeps the files of the three newest versions (and of the version online, which the store
   * still serves); older versions keep their rows in the history without files.
   */
  async prune(appId: string) {
    const app = await this.deps.apps.findById(appId);
    if (!app) return;
    const versions = await this.repo.versions(appId);
    for (const [index, v] of versions.entries()) {
      if (index < uploadLimits.keptVersions || v.id === app.published_version_id) continue;
      const obbs = await this.repo.obbs(v.id);
      if (!v.blob_key && obbs.every((o) => !o.blob_key)) continue;
      // rows first: a failure leaves an orphan file, never a row naming a missing file
      await this.repo.clearVersionFile(v.id);
      await this.repo.clearObbFiles(v.id);
      for (const key of [v.blob_key, ...obbs.map((o) => o.blob_key)]) {
        if (key) await this.deps.blobs.delete(key).catch(this.report);
      }
    }
  }

  /** The draft build: the newest version (of the channel) that is not the one online. */
  private async draftOf(
    app: AppRow,
    channelId: string | null | 'any',
    repo: UploadsRepository = this.repo,
  ): Promise<VersionRow | null> {
    const versions = (await repo.versions(app.id)).filter(
      (v) => channelId === 'any' || (v.channel_id ?? null) === channelId,
    );
    const newest = versions[0];
    if (!newest || newest.id === app.published_version_id || !newest.blob_key) return null;
    return newest;
  }

  async mergeResult(caller: UploadCaller, identifier: string) {
    const upload = await this.repo.findOwned(identifier, caller.id, false, caller.scopeAppId);
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
    await this.ownedApp(caller, appId);
    if (await this.repo.merging(appId)) {
      throw new AppError(ErrorCode.stillMerging, { ret: MergeRet.pending, ecode: 0 });
    }
    const upload = await this.repo.latestOfApp(appId);
    if (upload?.state === 'failed') return { ret: MergeRet.failed, ecode: upload.ecode };
    return { ret: MergeRet.success, ecode: 0 };
  }

  /** Picks up merges that are queued or whose runner died (another process, a crash). */
  async sweepMerges(): Promise<number> {
    const due = await this.repo.mergesDue(await this.deps.staging.id(), this.now());
    for (const row of due) this.scheduleMerge(row.id);
    return due.length;
  }

  /** At start: merges cut off by the previous process are queued again and restarted. */
  async resumeMerges(): Promise<number> {
    await this.repo.requeueMerges(await this.deps.staging.id());
    return this.sweepMerges();
  }

  // ---- drafts --------------------------------------------------------------------------------

  /**
   * Deletes a file of the draft build. `only` limits it to one file type (the OBB calls); the
   * APK goes only after its OBBs (10509).
   */
  async deleteDraft(
    caller: UploadCaller,
    appId: string,
    fname: string,
    only?: number,
    channelId: string | null = null,
  ): Promise<void> {
    const app = await this.editableApp(caller, appId);
    if (await this.repo.merging(appId)) throw new AppError(ErrorCode.stillMerging);
    const draft = await this.draftOf(app, channelId);
    if (!draft) throw new AppError(ErrorCode.fileNotFound);
    const obbs = await this.repo.obbs(draft.id);
    if (draft.fname === fname && (only === undefined || only === UploadFileType.apk)) {
      if (obbs.length) throw new AppError(ErrorCode.deleteObbFirst);
      await this.repo.deleteVersion(draft.id);
      if (draft.blob_key) await this.deps.blobs.delete(draft.blob_key).catch(this.report);
      return;
    }
    const obb = obbs.find((o) => o.fname === fname && (only === undefined || o.type === only));
    if (!obb) throw new AppError(ErrorCode.fileNotFound);
    await this.repo.deleteObb(draft.id, obb.type);
    if (obb.blob_key) await this.deps.blobs.delete(obb.blob_key).catch(this.report);
  }

  // ---- builds of releases (asked by the releases module) -------------------------------------

  /** Whether a merge of the app runs or waits to run (a release cannot be committed then). */
  isMerging(appId: string): Promise<boolean> {
    return this.repo.merging(appId);
  }

  /** The app's versions (main store and channels), newest first. */
  versionsOf(appId: string): Promise<VersionRow[]> {
    return this.repo.versions(appId);
  }

  /** A version with its APK record and OBBs. */
  async buildOf(version: VersionRow): Promise<ReleaseBuild> {
    let apk: Partial<ApkInfo> = {};
    try {
      apk = JSON.parse(version.manifest) as Partial<ApkInfo>;
    } catch {
      // an unreadable record reads as empty
    }
    return { version, apk, obbs: await this.repo.obbs(version.id) };
  }

  /**
   * The draft build of a channel (null: the main store): its newest version, if that still has
   * its file and is not the one live.
   */
  async draftBuild(
    appId: string,
    channelId: string | null,
    liveVersionId: string | null,
  ): Promise<ReleaseBuild | null> {
    const newest = (await this.repo.versions(appId)).find(
      (v) => (v.channel_id ?? null) === channelId,
    );
    if (!newest || newest.id === liveVersionId || !newest.blob_key) return null;
    return this.buildOf(newest);
  }

  /** Keeps the version note of the release with its build (the version history shows it). */
  async setVersionNotes(versionId: string, zh: string, en: string): Promise<void> {
    await this.repo.setNotes(versionId, zh, en);
  }

  /** Removes every build of a deleted business channel, rows first, then files. */
  async deleteChannelBuilds(appId: string, channelId: string): Promise<void> {
    const versions = (await this.repo.versions(appId)).filter((v) => v.channel_id === channelId);
    for (const v of versions) {
      const obbs = await this.repo.obbs(v.id);
      await this.repo.deleteVersion(v.id);
      for (const key of [v.blob_key, ...obbs.map((o) => o.blob_key)]) {
        if (key) await this.deps.blobs.delete(key).catch(this.report);
      }
    }
  }

  // ---- command-line upload tokens ------------------------------------------------------------

  /**
   * App ID + App Secret → a token for this app's upload calls. The secret is compared in
   * constant time; each try is counted per app and address before the compare and given back
   * when the secret was right, so only wrong secrets use the limit up.
   */
  async uploadToken(appId: string, appSecret: string, address: string) {
    const now = this.deps.clock.now();
    const app = await this.deps.appBySecret(appId, appSecret, address);
    const token = `${UPLOAD_TOKEN_PREFIX}${newToken()}`;
    await this.repo.insertToken({
      token_hash: sha256(token),
      app_id: app.id,
      account_id: app.owner_id,
      created_at: iso(now),
      expires_at: iso(addMs(now, UPLOAD_TOKEN_TTL_MS)),
    });
    return { token, expiresIn: UPLOAD_TOKEN_TTL_MS / 1000 };
  }

  /** The caller an upload token stands for, scoped to its app; null when unknown or expired. */
  async authenticateToken(token: string) {
    if (!token.startsWith(UPLOAD_TOKEN_PREFIX) || token.length > 200) return null;
    const row = await this.repo.findToken(sha256(token), this.now());
    // the token dies with a change of owner or a blocked account
    if (!row || row.blocked || row.owner_id !== row.account_id) return null;
    return {
      id: row.account_id,
      admin: false,
      devStatus: row.dev_status,
      tokenHash: sha256(token),
      // upload tokens read no notifications
      ntyVersion: 0,
      scopeAppId: row.app_id,
    };
  }

  // ---- cleanup -------------------------------------------------------------------------------

  /**
   * Hourly: removes partial uploads idle for a day (and finished ones after a day), staging
   * folders no row names, stray temporary chunk files and expired tokens.
   */
  async cleanup(): Promise<{ uploads: number; folders: number }> {
    const now = this.deps.clock.now();
    const staging = await this.deps.staging.id();
    const expired = await this.repo.expired(staging, iso(addMs(now, -UPLOAD_IDLE_MS)));
    for (const row of expired) {
      await this.repo.delete(row.id);
      await this.deps.staging.remove(row.id);
    }
    let folders = 0;
    const hourAgo = now.getTime() - 3_600_000;
    for (const folder of await this.deps.staging.folders()) {
      if (await this.repo.exists(folder.uploadId)) {
        await this.deps.staging.removeStaleTemps(folder.uploadId, hourAgo);
      } else if (folder.mtimeMs < hourAgo) {
        await this.deps.staging.remove(folder.uploadId);
        folders += 1;
      }
    }
    await this.repo.deleteExpiredTokens(iso(now));
    return { uploads: expired.length, folders };
  }
}

const apkFirst = text('请先上传 APK 文件', 'Please upload the APK file first');
