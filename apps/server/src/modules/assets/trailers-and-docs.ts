// Trailers and their covers, and documents of a release: uploaded, replaced and removed.
import { ErrorCode, PicType } from '@vrportal/contract';
import type { DocTypeValue } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { Caller } from '../apps/index.js';
import type { AssetContext } from './asset-context.js';
import { urlOf } from './asset-context.js';
import type { AssetFiles } from './asset-files.js';
import { docRule, imageRule, videoRule } from './asset-files.js';
import { displayName } from './file-check.js';

/** At most two trailers, each with one cover, and one document of each type. */
export class TrailersAndDocs {
  constructor(
    private readonly ctx: AssetContext,
    private readonly files: AssetFiles,
  ) {}

  /** One more trailer (at most two). */
  async uploadVideo(
    caller: Caller,
    fields: { appId: string; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ vedioId: string; url: string }> {
    const { r } = await this.files.before(caller, file, async () => {
      const found = await this.ctx.editableRelease(caller, fields.appId, fields.cId);
      await this.files.checkRoom(this.ctx.deps.repo, found.r, 'video');
      return found;
    });
    const stored = await this.files.store(r.appId, file, videoRule);
    await this.files.record(r, stored, async (repo) => {
      await this.files.checkRoom(repo, r, 'video');
      const position = await repo.nextPosition(r, 'video');
      await repo.insert(this.files.row(r, stored, 'video', file, { position }));
      return [];
    });
    return { vedioId: stored.id, url: urlOf({ kind: 'video', name: stored.name }) };
  }

  /** Removes a trailer with its cover. */
  async deleteVideo(caller: Caller, vedioId: string): Promise<void> {
    const { video, app } = await this.ctx.ownVideo(caller, vedioId);
    const rows = [video, ...(await this.ctx.deps.repo.children(video.id))];
    await this.ctx.inAppTransaction(app.id, (repo) => repo.deleteIds(rows.map((r) => r.id)));
    await this.ctx.dropFiles(rows);
  }

  /** The trailer's cover; a new one replaces the old. */
  async uploadVideoCover(
    caller: Caller,
    fields: { vedioId: string },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    const { video, r } = await this.files.before(caller, file, () =>
      this.ctx.ownVideo(caller, fields.vedioId),
    );
    const stored = await this.files.store(r.appId, file, imageRule(PicType.cover));
    await this.files.record(r, stored, async (repo) => {
      // the trailer may have gone while its cover was arriving
      if (!(await repo.findById(video.id))) throw new AppError(ErrorCode.vedioNotFound);
      const replaced = await repo.children(video.id);
      await repo.deleteIds(replaced.map((r) => r.id));
      await repo.insert(this.files.row(r, stored, 'video_cover', file, { parentId: video.id }));
      return replaced;
    });
    return { url: urlOf({ kind: 'video_cover', name: stored.name }) };
  }

  async deleteVideoCover(caller: Caller, vedioId: string): Promise<void> {
    const { video, app } = await this.ctx.ownVideo(caller, vedioId);
    const covers = await this.ctx.deps.repo.children(video.id);
    if (covers.length === 0) throw new AppError(ErrorCode.fileNotFound);
    await this.ctx.inAppTransaction(app.id, (repo) => repo.deleteIds(covers.map((r) => r.id)));
    await this.ctx.dropFiles(covers);
  }

  /** A document of a type; a new one replaces the old. */
  async uploadDoc(
    caller: Caller,
    fields: { appId: string; type: DocTypeValue; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ url: string; fname: string; size: number }> {
    const { r } = await this.files.before(caller, file, () =>
      this.ctx.editableRelease(caller, fields.appId, fields.cId),
    );
    const stored = await this.files.store(r.appId, file, docRule);
    await this.files.record(r, stored, async (repo) => {
      const replaced = (await repo.ofKind(r, 'doc')).filter((d) => d.doc_type === fields.type);
      await repo.deleteIds(replaced.map((d) => d.id));
      await repo.insert(this.files.row(r, stored, 'doc', file, { docType: fields.type }));
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
    const { r } = await this.ctx.editableRelease(caller, appId, cId);
    const docs = (await this.ctx.deps.repo.ofKind(r, 'doc')).filter((d) => d.doc_type === type);
    if (docs.length === 0) throw new AppError(ErrorCode.fileNotFound);
    await this.ctx.inAppTransaction(r.appId, (repo) => repo.deleteIds(docs.map((d) => d.id)));
    await this.ctx.dropFiles(docs);
  }
}
