// Reading assets: a release's files as the form shows them, public files, documents, copies.
import { ErrorCode } from '@vrportal/contract';
import type { AppAssets } from '@vrportal/contract';
import type { AssetKind } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ByteRange } from '../../lib/blob-store.js';
import { newId } from '../../lib/crypto.js';
import type { Executor } from '../../db/executor.js';
import type { AppFacts, Caller } from '../apps/index.js';
import type { AssetContext } from './asset-context.js';
import { MAIN_RELEASE_KEY, urlOf } from './asset-context.js';

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

/** A document that is not stored, or not the caller's to read: HTTP 404, as for any file. */
export const missingDoc = () => new AppError(ErrorCode.fileNotFound, null, undefined, 404);

/** The files of a release read back, and a release's copy of another's (a new channel). */
export class AssetReads {
  constructor(private readonly ctx: AssetContext) {}

  /**
   * Gives a new release (a business channel) its own copy of another's assets, within the
   * caller's transaction: new rows naming the same stored files, which stay while any row names
   * them.
   */
  async copyRelease(appId: string, fromKey: string, toKey: string, trx: Executor) {
    await this.ctx.deps.apps.touch(appId, trx);
    const repo = this.ctx.deps.repo.with(trx);
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
    const rows = await this.ctx.deps.repo.ofRelease({ appId, key });
    await this.ctx.inAppTransaction(appId, (repo) => repo.deleteIds(rows.map((row) => row.id)));
    await this.ctx.dropFiles(rows);
  }

  /** Every stored file of an app (removed with the app). */
  fileKeysOf(appId: string): Promise<string[]> {
    return this.ctx.deps.repo.blobKeysOf(appId);
  }

  /** The assets of a release (the main store's, or a channel's), for its owner or a super account. */
  async list(caller: Caller, appId: string, cId?: string): Promise<AppAssets> {
    const app = await this.ctx.deps.apps.appFor(caller, appId);
    const key = cId ?? MAIN_RELEASE_KEY;
    await this.ctx.releaseStatus(app, key);
    return this.assetsOf(app, key);
  }

  /** The assets of a release a caller was already checked for (a release going online). */
  async ofApp(appId: string, cId?: string): Promise<AppAssets | null> {
    const app = await this.ctx.deps.apps.byId(appId);
    return app ? this.assetsOf(app, cId ?? MAIN_RELEASE_KEY) : null;
  }

  private async assetsOf(
    app: Pick<AppFacts, 'id' | 'scover' | 'rcover'>,
    key: string,
  ): Promise<AppAssets> {
    const rows = await this.ctx.deps.repo.ofRelease({ appId: app.id, key });
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
    const row = await this.ctx.deps.repo.findByName(name);
    if (!row) return null;
    const served = kind === 'vedio' ? row.kind === 'video' : PUBLIC_PICS.includes(row.kind);
    if (!served) return null;
    return { key: row.blob_key, size: Number(row.size), contentType: CONTENT_TYPES[row.format]! };
  }

  async open(key: string, range?: ByteRange) {
    return this.ctx.deps.blobs.open(key, range);
  }

  /** A document, for the owner of its app or a super account. */
  async openDoc(caller: Caller, name: string) {
    const row = await this.ctx.deps.repo.findByName(name);
    if (!row || row.kind !== 'doc') throw missingDoc();
    await this.ctx.deps.apps.appFor(caller, row.app_id).catch(() => {
      throw missingDoc();
    });
    const blob = await this.ctx.deps.blobs.open(row.blob_key);
    if (!blob) throw missingDoc();
    return { ...blob, name: row.orig_name || row.name };
  }
}
