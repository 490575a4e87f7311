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
import type { AssetRow, AssetsRepository, ReleaseKey } from './assets.repository.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { FileRule } from './file-check.js';
import { discard, displayName, storeChecked } from './file-check.js';

/** The business channels of an app, as the releases module (their owner) answers them. */
export interface AssetChannels {
  /** the channel release's review status; undefined when the app has no such channel */
  statusOf(appId: string, channelId: string, trx?: Executor): Promise<number | undefined>;
}

/** The main store's release key; a channel's is its id. */
export const MAIN_RELEASE_KEY = '';

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

/** The stored name a file url ends with. */
const nameOf = (url: string) => url.split('?')[0]!.split('/').pop() ?? '';

export const urlOf = (row: Pick<AssetRow, 'kind' | 'name'>) =>
  (row.kind === 'video' ? assetPaths.vedio : row.kind === 'doc' ? assetPaths.doc : assetPaths.pic) +
  row.name;

/**
 * The files of an app's release form. Every call checks that the caller owns the app (or the
 * trailer's app) and that the release may still change; files are checked while they stream
 * into the blob store and recorded only once whole and valid.
 */
/** A document that is not stored, or not the caller's to read: HTTP 404, as for any file. */
export const missingDoc = () => new AppError(ErrorCode.fileNotFound, null, undefined, 404);

export class AssetsService {
  private channels: AssetChannels | null = null;

  constructor(private readonly deps: Deps) {}

  /** Hands over the releases module's view of channels (it is made after this service). */
  useChannels(channels: AssetChannels) {
    this.channels = channels;
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  /** The review status of a release of the app: the app's, or its channel's (10550 if none). */
  private async releaseStatus(app: AppRow, key: string, trx?: Executor): Promise<number> {
    if (key === MAIN_RELEASE_KEY) return app.status;
    const status = await this.channels?.statusOf(app.id, key, trx);
    if (status === undefined) throw new AppError(ErrorCode.channelNotFound);
    return status;
  }

  /** The app and release, if the caller owns the app and the release may change. */
  private async editableRelease(
    caller: Caller,
    appId: string,
    cId: string | undefined,
  ): Promise<{ app: AppRow; r: ReleaseKey }> {
    const app = await this.deps.apps.appFor(caller, appId, false);
    const key = cId ?? MAIN_RELEASE_KEY;
    if (!canEditRelease(await this.releaseStatus(app, key))) {
      throw new AppError(ErrorCode.appStateRefused);
    }
    return { app, r: { appId: app.id, key } };
  }

  /** A trailer of an app the caller owns; another developer's is "not found". */
  private async ownVideo(
    caller: Caller,
    vedioId: string,
  ): Promise<{ video: AssetRow; app: AppRow; r: ReleaseKey }> {
    const video = await this.deps.repo.findById(vedioId);
    if (!video || video.kind !== 'video') throw new AppError(ErrorCode.vedioNotFound);
    const app = await this.deps.apps.appFor(caller, video.app_id, false).catch(() => {
      throw new AppError(ErrorCode.vedioNotFound);
    });
    if (!canEditRelease(await this.releaseStatus(app, video.channel_key))) {
      throw new AppError(ErrorCode.appStateRefused);
    }
    return { video, app, r: { appId: app.id, key: video.channel_key } };
  }

  private async checkRoom(repo: AssetsRepository, r: ReleaseKey, kind: 'screenshot' | 'video') {
    const max = kind === 'screenshot' ? assetLimits.screenshotsMax : assetLimits.videosMax;
    if ((await repo.count(r, kind)) >= max) {
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
    r: ReleaseKey,
    stored: Stored,
    work: (repo: AssetsRepository, trx: Executor) => Promise<AssetRow[]>,
  ): Promise<void> {
    let replaced: AssetRow[];
    try {
      replaced = await this.inAppTransaction(r.appId, async (repo, trx, status) => {
        if (status === undefined) throw new AppError(ErrorCode.appNotFound);
        const app = (await this.deps.apps.byIdWithin(r.appId, trx))!;
        if (!canEditRelease(await this.releaseStatus(app, r.key, trx))) {
          throw new AppError(ErrorCode.appStateRefused);
        }
        return work(repo, trx);
      });
    } catch (error) {
      await this.deps.blobs.delete(stored.key);
      throw error;
    }
    await this.dropFiles(replaced);
  }

  private row(
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
      created_at: this.now(),
    };
  }

  /**
   * Files go after their rows: a failure leaves an orphan file, never a row without its file.
   * A file another release's copy still names stays (copies share their files).
   */
  private async dropFiles(rows: AssetRow[]) {
    const keys = [...new Set(rows.map((r) => r.blob_key))];
    const inUse = await this.deps.repo.blobKeysInUse(keys);
    for (const key of keys) if (!inUse.has(key)) await this.deps.blobs.delete(key);
  }

  /** Icon (sets scover), cover (sets rcover) or one more screenshot. */
  async uploadPic(
    caller: Caller,
    fields: { appId: string; type: PicTypeValue; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    const kind = PIC_KINDS[fields.type];
    const { r } = await this.before(caller, file, async () => {
      const found = await this.editableRelease(caller, fields.appId, fields.cId);
      if (kind === 'screenshot') await this.checkRoom(this.deps.repo, found.r, 'screenshot');
      return found;
    });
    const stored = await this.store(r.appId, file, imageRule(fields.type));
    const url = urlOf({ kind, name: stored.name });
    await this.record(r, stored, async (repo, trx) => {
      let replaced: AssetRow[] = [];
      let position = 0;
      if (kind === 'screenshot') {
        await this.checkRoom(repo, r, 'screenshot');
        position = await repo.nextPosition(r, kind);
      } else {
        replaced = await repo.ofKind(r, kind);
        await repo.deleteIds(replaced.map((row) => row.id));
        // the app card shows the main store's icon and cover
        if (r.key === MAIN_RELEASE_KEY) {
          await this.deps.apps.setCovers(
            r.appId,
            fields.type === PicType.icon ? { scover: url } : { rcover: url },
            trx,
          );
        }
      }
      await repo.insert(this.row(r, stored, kind, file, { position }));
      return replaced;
    });
    return { url };
  }

  /** Removes a picture of the app by its url; removing the icon or cover clears it on the card. */
  async deletePic(
    caller: Caller,
    appId: string,
    url: string,
    cId: string | undefined,
  ): Promise<void> {
    const { app, r } = await this.editableRelease(caller, appId, cId);
    const row = await this.deps.repo.findByName(nameOf(url));
    // another release's picture (the main store's, another channel's) is not this one's to delete
    if (
      !row ||
      row.app_id !== app.id ||
      row.channel_key !== r.key ||
      !['icon', 'cover', 'screenshot'].includes(row.kind)
    ) {
      throw new AppError(ErrorCode.fileNotFound);
    }
    await this.inAppTransaction(app.id, async (repo, trx) => {
      await repo.deleteIds([row.id]);
      if (r.key !== MAIN_RELEASE_KEY) return;
      if (row.kind === 'icon') await this.deps.apps.setCovers(app.id, { scover: '' }, trx);
      if (row.kind === 'cover') await this.deps.apps.setCovers(app.id, { rcover: '' }, trx);
    });
    await this.dropFiles([row]);
  }

  /**
   * Puts the release's screenshots in the order of `urls` (saveAppInfo's `pics`), within the
   * caller's transaction: each of its screenshots once and nothing else (10645), at most 8
   * (10643). A refusal changes nothing. Answers whether the order changed.
   */
  async orderPics(r: ReleaseKey, urls: readonly string[], trx: Executor): Promise<boolean> {
    const max = assetLimits.screenshotsMax;
    if (urls.length > max) {
      throw localizedError(
        ErrorCode.assetCountExceeded,
        'asset.count.screenshot',
        { max },
        { max },
      );
    }
    await this.deps.apps.touch(r.appId, trx);
    const repo = this.deps.repo.with(trx);
    const byName = new Map((await repo.ofKind(r, 'screenshot')).map((row) => [row.name, row]));
    const names = urls.map(nameOf);
    if (
      new Set(names).size !== names.length ||
      names.length !== byName.size ||
      names.some((n) => !byName.has(n))
    ) {
      throw new AppError(ErrorCode.picsNotOfRelease);
    }
    const now = [...byName.keys()];
    if (names.every((name, i) => now[i] === name)) return false;
    for (const [position, name] of names.entries()) {
      await repo.setPosition(byName.get(name)!.id, position);
    }
    return true;
  }

  /**
   * Gives a new release (a business channel) its own copy of another's assets, within the
   * caller's transaction: new rows naming the same stored files, which stay while any row names
   * them.
   */
  async copyRelease(appId: string, fromKey: string, toKey: string, trx: Executor) {
    await this.deps.apps.touch(appId, trx);
    const repo = this.deps.repo.with(trx);
    const rows = await repo.ofRelease({ appId, key: fromKey });
    const ids = new Map(rows.map((row) => [row.id, newId()]));
    // trailers before their covers
    const ordered = [...rows].sort(
      (a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null),
    );
    for (const row of ordered) {
      const id = ids.get(row.id)!;
      await repo.insert({
        ...row,
        id,
        channel_key: toKey,
        name: `${id}.${row.format}`,
        parent_id: row.parent_id === null ? null : (ids.get(row.parent_id) ?? null),
      });
    }
  }

  /** Removes a release's assets (its channel is deleted); files no other release names go. */
  async dropRelease(appId: string, key: string): Promise<void> {
    const rows = await this.deps.repo.ofRelease({ appId, key });
    await this.inAppTransaction(appId, (repo) => repo.deleteIds(rows.map((row) => row.id)));
    await this.dropFiles(rows);
  }

  /** One more trailer (at most two). */
  async uploadVideo(
    caller: Caller,
    fields: { appId: string; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ vedioId: string; url: string }> {
    const { r } = await this.before(caller, file, async () => {
      const found = await this.editableRelease(caller, fields.appId, fields.cId);
      await this.checkRoom(this.deps.repo, found.r, 'video');
      return found;
    });
    const stored = await this.store(r.appId, file, videoRule);
    await this.record(r, stored, async (repo) => {
      await this.checkRoom(repo, r, 'video');
      const position = await repo.nextPosition(r, 'video');
      await repo.insert(this.row(r, stored, 'video', file, { position }));
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
    const { video, r } = await this.before(caller, file, () =>
      this.ownVideo(caller, fields.vedioId),
    );
    const stored = await this.store(r.appId, file, imageRule(PicType.cover));
    await this.record(r, stored, async (repo) => {
      // the trailer may have gone while its cover was arriving
      if (!(await repo.findById(video.id))) throw new AppError(ErrorCode.vedioNotFound);
      const replaced = await repo.children(video.id);
      await repo.deleteIds(replaced.map((r) => r.id));
      await repo.insert(this.row(r, stored, 'video_cover', file, { parentId: video.id }));
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
    fields: { appId: string; type: DocTypeValue; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ url: string; fname: string; size: number }> {
    const { r } = await this.before(caller, file, () =>
      this.editableRelease(caller, fields.appId, fields.cId),
    );
    const stored = await this.store(r.appId, file, docRule);
    await this.record(r, stored, async (repo) => {
      const replaced = (await repo.ofKind(r, 'doc')).filter((d) => d.doc_type === fields.type);
      await repo.deleteIds(replaced.map((d) => d.id));
      await repo.insert(this.row(r, stored, 'doc', file, { docType: fields.type }));
      return replaced;
    });
    return {
      url: urlOf({ kind: 'doc', name: stored.name }),
      fname: displayName(file.filename),
      size: stored.size,
    };
  }

  async deleteDoc(
    caller: Caller,
    appId: string,
    type: DocTypeValue,
    cId: string | undefined,
  ): Promise<void> {
    const { r } = await this.editableRelease(caller, appId, cId);
    const docs = (await this.deps.repo.ofKind(r, 'doc')).filter((d) => d.doc_type === type);
    if (docs.length === 0) throw new AppError(ErrorCode.fileNotFound);
    await this.inAppTransaction(r.appId, (repo) => repo.deleteIds(docs.map((d) => d.id)));
    await this.dropFiles(docs);
  }

  /** Every stored file of an app (removed with the app). */
  fileKeysOf(appId: string): Promise<string[]> {
    return this.deps.repo.blobKeysOf(appId);
  }

  /** The assets of a release (the main store's, or a channel's), for its owner or a super account. */
  async list(caller: Caller, appId: string, cId?: string): Promise<AppAssets> {
    const app = await this.deps.apps.appFor(caller, appId);
    const key = cId ?? MAIN_RELEASE_KEY;
    await this.releaseStatus(app, key);
    return this.assetsOf(app, key);
  }

  /** The assets of a release a caller was already checked for (a release going online). */
  async ofApp(appId: string, cId?: string): Promise<AppAssets | null> {
    const app = await this.deps.apps.byId(appId);
    return app ? this.assetsOf(app, cId ?? MAIN_RELEASE_KEY) : null;
  }

  private async assetsOf(
    app: Pick<AppRow, 'id' | 'scover' | 'rcover'>,
    key: string,
  ): Promise<AppAssets> {
    const rows = await this.deps.repo.ofRelease({ appId: app.id, key });
    const coverOf = new Map(
      rows.filter((r) => r.kind === 'video_cover').map((r) => [r.parent_id, r] as const),
    );
    const one = (kind: AssetKind) => {
      const row = rows.find((r) => r.kind === kind);
      return row ? urlOf(row) : '';
    };
    const main = key === MAIN_RELEASE_KEY;
    return {
      // the main store's are the app card's
      scover: main ? app.scover : one('icon'),
      rcover: main ? app.rcover : one('cover'),
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
    if (!row || row.kind !== 'doc') throw missingDoc();
    await this.deps.apps.appFor(caller, row.app_id).catch(() => {
      throw missingDoc();
    });
    const blob = await this.deps.blobs.open(row.blob_key);
    if (!blob) throw missingDoc();
    return { ...blob, name: row.orig_name || row.name };
  }
}
