import {
  ErrorCode,
  PicType,
  assetLimits,
  assetPaths,
  canEditRelease,
  docFormats,
  imageFormats,
  picRule,
  videoFormats,
} from '@vrportal/contract';
import type { AppAssets, DocTypeValue, PicTypeValue } from '@vrportal/contract';
import type { AssetKind } from '../../db/schema.js';
import { AppError, localizedError } from '../../lib/app-error.js';
import type { BlobStore, ByteRange } from '../../lib/blob-store.js';
import { newId } from '../../lib/crypto.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { AppRow } from '../apps/apps.repository.js';
import type { Executor } from '../account/account.repository.js';
import type { AppsService, Caller } from '../apps/apps.service.js';
import type { LimitsService } from '../limits/limits.service.js';
import type { AssetRow, AssetsRepository } from './assets.repository.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { FileRule } from './file-check.js';
import { discard, displayName, storeChecked } from './file-check.js';

interface Deps {
  repo: AssetsRepository;
  apps: AppsService;
  blobs: BlobStore;
  clock: Clock;
  /** asset files count against the developer's uploads */
  limits: LimitsService;
}

/** A file that passed its checks and is in the store, not yet recorded. */
interface Stored {
  id: string;
  key: string;
  name: string;
  format: string;
  size: number;
  width: number;
  height: number;
}

const PIC_KINDS: Record<PicTypeValue, AssetKind> = { 1: 'icon', 2: 'cover', 3: 'screenshot' };
/** Kinds served at the public picture url. */
const PUBLIC_PICS: readonly AssetKind[] = ['icon', 'cover', 'screenshot', 'video_cover'];
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const imageRule = (type: number): FileRule => {
  const rule = picRule(type);
  return {
    maxBytes: rule.maxBytes,
    formats: imageFormats,
    dimensions: { width: rule.width, height: rule.height },
  };
};
const videoRule: FileRule = { maxBytes: assetLimits.videoBytes, formats: videoFormats };
const docRule: FileRule = { maxBytes: assetLimits.docBytes, formats: docFormats };

export const urlOf = (row: Pick<AssetRow, 'kind' | 'name'>) =>
  (row.kind === 'video' ? assetPaths.vedio : row.kind === 'doc' ? assetPaths.doc : assetPaths.pic) +
  row.name;

/**
 * The files of an app's release form. Every call checks that the caller owns the app (or the
 * trailer's app) and that the release may still change; files are checked while they stream
 * into the blob store and recorded only once whole and valid.
 */
export class AssetsService {
  constructor(private readonly deps: Deps) {}

  private now() {
    return iso(this.deps.clock.now());
  }

  /** The app, if the caller owns it and its release may change. */
  private async editableApp(caller: Caller, appId: string): Promise<AppRow> {
    const app = await this.deps.apps.appFor(caller, appId, false);
    if (!canEditRelease(app.status)) throw new AppError(ErrorCode.appStateRefused);
    return app;
  }

  /** A trailer of an app the caller owns; another developer's is "not found". */
  private async ownVideo(
    caller: Caller,
    vedioId: string,
  ): Promise<{ video: AssetRow; app: AppRow }> {
    const video = await this.deps.repo.findById(vedioId);
    if (!video || video.kind !== 'video') throw new AppError(ErrorCode.vedioNotFound);
    const app = await this.deps.apps.appFor(caller, video.app_id, false).catch(() => {
      throw new AppError(ErrorCode.vedioNotFound);
    });
    if (!canEditRelease(app.status)) throw new AppError(ErrorCode.appStateRefused);
    return { video, app };
  }

  private async checkRoom(repo: AssetsRepository, appId: string, kind: 'screenshot' | 'video') {
    const max = kind === 'screenshot' ? assetLimits.screenshotsMax : assetLimits.videosMax;
    if ((await repo.count(appId, kind)) >= max) {
      throw localizedError(ErrorCode.assetCountExceeded, `asset.count.${kind}`, { max }, { max });
    }
  }

  /** Runs the checks that need no byte of the file; on refusal the file is dropped unread. */
  private async before<T>(
    caller: Caller,
    file: UploadedFile,
    checks: () => Promise<T>,
  ): Promise<T> {
    try {
      const passed = await checks();
      await this.deps.limits.take('uploadsPerDeveloper', caller.id);
      return passed;
    } catch (error) {
      discard(file);
      throw error;
    }
  }

  /** Streams the file through its checks into the store; a refused file leaves nothing. */
  private async store(appId: string, file: UploadedFile, rule: FileRule): Promise<Stored> {
    const id = newId();
    const key = `assets/${appId}/${id}`;
    const stored = await storeChecked(this.deps.blobs, key, file, rule);
    return { id, key, name: `${id}.${stored.format}`, ...stored };
  }

  /**
   * Runs `work` in one transaction that first marks the app changed (AppsService.touch), which
   * locks its row, so changes to one app queue up.
   */
  private inAppTransaction<T>(
    appId: string,
    work: (repo: AssetsRepository, trx: Executor, status: number | undefined) => Promise<T>,
  ): Promise<T> {
    return this.deps.repo.transaction(async (repo, trx) =>
      work(repo, trx, await this.deps.apps.touch(appId, trx)),
    );
  }

  /**
   * Records a stored file in one transaction with the app's row locked; `work` may refuse, and
   * then the file goes. Answers the rows the new file replaced, whose files go after the commit.
   */
  private async record(
    appId: string,
    stored: Stored,
    work: (repo: AssetsRepository, trx: Executor) => Promise<AssetRow[]>,
  ): Promise<void> {
    let replaced: AssetRow[];
    try {
      replaced = await this.inAppTransaction(appId, async (repo, trx, status) => {
        if (status === undefined) throw new AppError(ErrorCode.appNotFound);
        if (!canEditRelease(status)) throw new AppError(ErrorCode.appStateRefused);
        return work(repo, trx);
      });
    } catch (error) {
      await this.deps.blobs.delete(stored.key);
      throw error;
    }
    await this.dropFiles(replaced);
  }

  private row(
    appId: string,
    stored: Stored,
    kind: AssetKind,
    file: UploadedFile,
    extra: { position?: number; parentId?: string; docType?: number } = {},
  ) {
    return {
      id: stored.id,
      app_id: appId,
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
      created_at: this.now(),
    };
  }

  /** Files go after their rows: a failure leaves an orphan file, never a row without its file. */
  private async dropFiles(rows: AssetRow[]) {
    for (const row of rows) await this.deps.blobs.delete(row.blob_key);
  }

  /** Icon (sets scover), cover (sets rcover) or one more screenshot. */
  async uploadPic(
    caller: Caller,
    fields: { appId: string; type: PicTypeValue },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    const kind = PIC_KINDS[fields.type];
    const app = await this.before(caller, file, async () => {
      const app = await this.editableApp(caller, fields.appId);
      if (kind === 'screenshot') await this.checkRoom(this.deps.repo, app.id, 'screenshot');
      return app;
    });
    const stored = await this.store(app.id, file, imageRule(fields.type));
    const url = urlOf({ kind, name: stored.name });
    await this.record(app.id, stored, async (repo, trx) => {
      let replaced: AssetRow[] = [];
      let position = 0;
      if (kind === 'screenshot') {
        await this.checkRoom(repo, app.id, 'screenshot');
        position = await repo.nextPosition(app.id, kind);
      } else {
        replaced = await repo.ofKind(app.id, kind);
        await repo.deleteIds(replaced.map((r) => r.id));
        await this.deps.apps.setCovers(
          app.id,
          fields.type === PicType.icon ? { scover: url } : { rcover: url },
          trx,
        );
      }
      await repo.insert(this.row(app.id, stored, kind, file, { position }));
      return replaced;
    });
    return { url };
  }

  /** Removes a picture of the app by its url; removing the icon or cover clears it on the card. */
  async deletePic(caller: Caller, appId: string, url: string): Promise<void> {
    const app = await this.editableApp(caller, appId);
    const name = url.split('?')[0]!.split('/').pop() ?? '';
    const row = await this.deps.repo.findByName(name);
    if (!row || row.app_id !== app.id || !['icon', 'cover', 'screenshot'].includes(row.kind)) {
      throw new AppError(ErrorCode.fileNotFound);
    }
    await this.inAppTransaction(app.id, async (repo, trx) => {
      await repo.deleteIds([row.id]);
      if (row.kind === 'icon') await this.deps.apps.setCovers(app.id, { scover: '' }, trx);
      if (row.kind === 'cover') await this.deps.apps.setCovers(app.id, { rcover: '' }, trx);
    });
    await this.dropFiles([row]);
  }

  /** One more trailer (at most two). */
  async uploadVideo(
    caller: Caller,
    fields: { appId: string },
    file: UploadedFile,
  ): Promise<{ vedioId: string; url: string }> {
    const app = await this.before(caller, file, async () => {
      const app = await this.editableApp(caller, fields.appId);
      await this.checkRoom(this.deps.repo, app.id, 'video');
      return app;
    });
    const stored = await this.store(app.id, file, videoRule);
    await this.record(app.id, stored, async (repo) => {
      await this.checkRoom(repo, app.id, 'video');
      const position = await repo.nextPosition(app.id, 'video');
      await repo.insert(this.row(app.id, stored, 'video', file, { position }));
      return [];
    });
    return { vedioId: stored.id, url: urlOf({ kind: 'video', name: stored.name }) };
  }

  /** Removes a trailer with its cover. */
  async deleteVideo(caller: Caller, vedioId: string): Promise<void> {
    const { video, app } = await this.ownVideo(caller, vedioId);
    const rows = [video, ...(await this.deps.repo.children(video.id))];
    await this.inAppTransaction(app.id, (repo) => repo.deleteIds(rows.map((r) => r.id)));
    await this.dropFiles(rows);
  }

  /** The trailer's cover; a new one replaces the old. */
  async uploadVideoCover(
    caller: Caller,
    fields: { vedioId: string },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    const { video, app } = await this.before(caller, file, () =>
      this.ownVideo(caller, fields.vedioId),
    );
    const stored = await this.store(app.id, file, imageRule(PicType.cover));
    await this.record(app.id, stored, async (repo) => {
      // the trailer may have gone while its cover was arriving
      if (!(await repo.findById(video.id))) throw new AppError(ErrorCode.vedioNotFound);
      const replaced = await repo.children(video.id);
      await repo.deleteIds(replaced.map((r) => r.id));
      await repo.insert(this.row(app.id, stored, 'video_cover', file, { parentId: video.id }));
      return replaced;
    });
    return { url: urlOf({ kind: 'video_cover', name: stored.name }) };
  }

  async deleteVideoCover(caller: Caller, vedioId: string): Promise<void> {
    const { video, app } = await this.ownVideo(caller, vedioId);
    const covers = await this.deps.repo.children(video.id);
    if (covers.length === 0) throw new AppError(ErrorCode.fileNotFound);
    await this.inAppTransaction(app.id, (repo) => repo.deleteIds(covers.map((r) => r.id)));
    await this.dropFiles(covers);
  }

  /** A document of a type; a new one replaces the old. */
  async uploadDoc(
    caller: Caller,
    fields: { appId: string; type: DocTypeValue },
    file: UploadedFile,
  ): Promise<{ url: string; fname: string; size: number }> {
    const app = await this.before(caller, file, () => this.editableApp(caller, fields.appId));
    const stored = await this.store(app.id, file, docRule);
    await this.record(app.id, stored, async (repo) => {
      const replaced = (await repo.ofKind(app.id, 'doc')).filter((r) => r.doc_type === fields.type);
      await repo.deleteIds(replaced.map((r) => r.id));
      await repo.insert(this.row(app.id, stored, 'doc', file, { docType: fields.type }));
      return replaced;
    });
    return {
      url: urlOf({ kind: 'doc', name: stored.name }),
      fname: displayName(file.filename),
      size: stored.size,
    };
  }

  async deleteDoc(caller: Caller, appId: string, type: DocTypeValue): Promise<void> {
    const app = await this.editableApp(caller, appId);
    const docs = (await this.deps.repo.ofKind(app.id, 'doc')).filter((r) => r.doc_type === type);
    if (docs.length === 0) throw new AppError(ErrorCode.fileNotFound);
    await this.inAppTransaction(app.id, (repo) => repo.deleteIds(docs.map((r) => r.id)));
    await this.dropFiles(docs);
  }

  /** Every stored file of an app (removed with the app). */
  fileKeysOf(appId: string): Promise<string[]> {
    return this.deps.repo.blobKeysOf(appId);
  }

  /** The draft assets of an app, for its owner or a super account. */
  async list(caller: Caller, appId: string): Promise<AppAssets> {
    return this.assetsOf(await this.deps.apps.appFor(caller, appId));
  }

  /** The assets of an app a caller was already checked for (a release going online). */
  async ofApp(appId: string): Promise<AppAssets | null> {
    const app = await this.deps.apps.byId(appId);
    return app ? this.assetsOf(app) : null;
  }

  private async assetsOf(app: Pick<AppRow, 'id' | 'scover' | 'rcover'>): Promise<AppAssets> {
    const rows = await this.deps.repo.ofApp(app.id);
    const coverOf = new Map(
      rows.filter((r) => r.kind === 'video_cover').map((r) => [r.parent_id, r] as const),
    );
    return {
      scover: app.scover,
      rcover: app.rcover,
      pics: rows.filter((r) => r.kind === 'screenshot').map(urlOf),
      vedios: rows
        .filter((r) => r.kind === 'video')
        .map((v) => {
          const cover = coverOf.get(v.id);
          return {
            id: v.id,
            vedio: urlOf(v),
            vName: v.orig_name,
            pic: cover ? urlOf(cover) : '',
            pName: cover?.orig_name ?? '',
          };
        }),
      docs: rows
        .filter((r) => r.kind === 'doc')
        .sort((a, b) => a.doc_type - b.doc_type)
        .map((d) => ({
          type: d.doc_type,
          url: urlOf(d),
          fname: d.orig_name,
          size: Number(d.size),
          time: d.created_at,
        })),
    };
  }

  /** A public file (pictures, trailers) by the name in its url; null when there is none. */
  async findPublic(kind: 'pic' | 'vedio', name: string) {
    const row = await this.deps.repo.findByName(name);
    if (!row) return null;
    const served = kind === 'vedio' ? row.kind === 'video' : PUBLIC_PICS.includes(row.kind);
    if (!served) return null;
    return { key: row.blob_key, size: Number(row.size), contentType: CONTENT_TYPES[row.format]! };
  }

  async open(key: string, range?: ByteRange) {
    return this.deps.blobs.open(key, range);
  }

  /** A document, for the owner of its app or a super account. */
  async openDoc(caller: Caller, name: string) {
    const row = await this.deps.repo.findByName(name);
    if (!row || row.kind !== 'doc') throw new AppError(ErrorCode.fileNotFound);
    await this.deps.apps.appFor(caller, row.app_id).catch(() => {
      throw new AppError(ErrorCode.fileNotFound);
    });
    const blob = await this.deps.blobs.open(row.blob_key);
    if (!blob) throw new AppError(ErrorCode.fileNotFound);
    return { ...blob, name: row.orig_name || row.name };
  }
}
