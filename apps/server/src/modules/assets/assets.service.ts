import type { AppAssets, DocTypeValue, PicTypeValue } from '@vrportal/contract';
import type { ByteRange } from '../../lib/blob-store.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';
import type { AssetChannels, AssetsDeps } from './asset-context.js';
import { AssetContext } from './asset-context.js';
import { AssetFiles } from './asset-files.js';
import { AssetPictures } from './asset-pictures.js';
import { AssetReads } from './asset-reads.js';
import type { ReleaseKey } from './assets.repository.js';
import { TrailersAndDocs } from './trailers-and-docs.js';

export type { AssetChannels, AssetsDeps } from './asset-context.js';
export { MAIN_RELEASE_KEY, urlOf } from './asset-context.js';
export { missingDoc } from './asset-reads.js';

/**
 * The files of an app's release form. Every call checks that the caller owns the app (or the
 * trailer's app) and that the release may still change; files are checked while they stream
 * into the blob store and recorded only once whole and valid (`asset-files.ts`). The parts:
 * pictures (`asset-pictures.ts`), trailers and documents (`trailers-and-docs.ts`), and reading
 * and copying a release's files (`asset-reads.ts`).
 */
export class AssetsService {
  private readonly ctx: AssetContext;
  private readonly pictures: AssetPictures;
  private readonly media: TrailersAndDocs;
  private readonly reads: AssetReads;

  constructor(deps: AssetsDeps) {
    this.ctx = new AssetContext(deps);
    const files = new AssetFiles(this.ctx);
    this.pictures = new AssetPictures(this.ctx, files);
    this.media = new TrailersAndDocs(this.ctx, files);
    this.reads = new AssetReads(this.ctx);
  }

  /** Hands over the releases module's view of channels (it is made after this service). */
  useChannels(channels: AssetChannels) {
    this.ctx.channels = channels;
  }

  // ---- pictures ------------------------------------------------------------------------------

  /** Icon (sets scover), cover (sets rcover) or one more screenshot. */
  uploadPic(
    caller: Caller,
    fields: { appId: string; type: PicTypeValue; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    return this.pictures.uploadPic(caller, fields, file);
  }

  /** Removes a picture of the app by its url; removing the icon or cover clears it on the card. */
  deletePic(caller: Caller, appId: string, url: string, cId: string | undefined): Promise<void> {
    return this.pictures.deletePic(caller, appId, url, cId);
  }

  /** Puts the release's screenshots in the order of `urls`, within the caller's transaction. */
  orderPics(r: ReleaseKey, urls: readonly string[], trx: Executor): Promise<boolean> {
    return this.pictures.orderPics(r, urls, trx);
  }

  // ---- trailers and documents ----------------------------------------------------------------

  /** One more trailer (at most two). */
  uploadVideo(
    caller: Caller,
    fields: { appId: string; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ vedioId: string; url: string }> {
    return this.media.uploadVideo(caller, fields, file);
  }

  /** Removes a trailer with its cover. */
  deleteVideo(caller: Caller, vedioId: string): Promise<void> {
    return this.media.deleteVideo(caller, vedioId);
  }

  /** The trailer's cover; a new one replaces the old. */
  uploadVideoCover(
    caller: Caller,
    fields: { vedioId: string },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    return this.media.uploadVideoCover(caller, fields, file);
  }

  deleteVideoCover(caller: Caller, vedioId: string): Promise<void> {
    return this.media.deleteVideoCover(caller, vedioId);
  }

  /** A document of a type; a new one replaces the old. */
  uploadDoc(
    caller: Caller,
    fields: { appId: string; type: DocTypeValue; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ url: string; fname: string; size: number }> {
    return this.media.uploadDoc(caller, fields, file);
  }

  deleteDoc(
    caller: Caller,
    appId: string,
    type: DocTypeValue,
    cId: string | undefined,
  ): Promise<void> {
    return this.media.deleteDoc(caller, appId, type, cId);
  }

  // ---- releases' copies ----------------------------------------------------------------------

  /** Gives a new release (a business channel) its own copy of another's assets. */
  copyRelease(appId: string, fromKey: string, toKey: string, trx: Executor) {
    return this.reads.copyRelease(appId, fromKey, toKey, trx);
  }

  /** Removes a release's assets (its channel is deleted); files no other release names go. */
  dropRelease(appId: string, key: string): Promise<void> {
    return this.reads.dropRelease(appId, key);
  }

  // ---- reading -------------------------------------------------------------------------------

  /** Every stored file of an app (removed with the app). */
  fileKeysOf(appId: string): Promise<string[]> {
    return this.reads.fileKeysOf(appId);
  }

  /** The assets of a release (the main store's, or a channel's), for its owner or a super account. */
  list(caller: Caller, appId: string, cId?: string): Promise<AppAssets> {
    return this.reads.list(caller, appId, cId);
  }

  /** The assets of a release a caller was already checked for (a release going online). */
  ofApp(appId: string, cId?: string): Promise<AppAssets | null> {
    return this.reads.ofApp(appId, cId);
  }

  /** A public file (pictures, trailers) by the name in its url; null when there is none. */
  findPublic(kind: 'pic' | 'vedio', name: string) {
    return this.reads.findPublic(kind, name);
  }

  open(key: string, range?: ByteRange) {
    return this.reads.open(key, range);
  }

  /** A document, for the owner of its app or a super account. */
  openDoc(caller: Caller, name: string) {
    return this.reads.openDoc(caller, name);
  }
}
