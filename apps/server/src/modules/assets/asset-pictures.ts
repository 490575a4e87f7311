// Pictures of a release: the icon, the cover and screenshots, uploaded, removed and ordered.
import { ErrorCode, PicType, assetLimits } from '@vrportal/contract';
import type { PicTypeValue } from '@vrportal/contract';
import type { AssetKind } from '../../db/schema.js';
import { AppError, localizedError } from '../../lib/app-error.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';
import type { AssetContext } from './asset-context.js';
import { MAIN_RELEASE_KEY, nameOf, urlOf } from './asset-context.js';
import type { AssetFiles } from './asset-files.js';
import { imageRule } from './asset-files.js';
import type { AssetRow, ReleaseKey } from './assets.repository.js';

const PIC_KINDS: Record<PicTypeValue, AssetKind> = { 1: 'icon', 2: 'cover', 3: 'screenshot' };

/** The icon and cover (the main store's are the app card's) and up to 8 screenshots. */
export class AssetPictures {
  constructor(
    private readonly ctx: AssetContext,
    private readonly files: AssetFiles,
  ) {}

  /** Icon (sets scover), cover (sets rcover) or one more screenshot. */
  async uploadPic(
    caller: Caller,
    fields: { appId: string; type: PicTypeValue; cId?: string | undefined },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    const kind = PIC_KINDS[fields.type];
    const { r } = await this.files.before(caller, file, async () => {
      const found = await this.ctx.editableRelease(caller, fields.appId, fields.cId);
      if (kind === 'screenshot')
        await this.files.checkRoom(this.ctx.deps.repo, found.r, 'screenshot');
      return found;
    });
    const stored = await this.files.store(r.appId, file, imageRule(fields.type));
    const url = urlOf({ kind, name: stored.name });
    await this.files.record(r, stored, async (repo, trx) => {
      let replaced: AssetRow[] = [];
      let position = 0;
      if (kind === 'screenshot') {
        await this.files.checkRoom(repo, r, 'screenshot');
        position = await repo.nextPosition(r, kind);
      } else {
        replaced = await repo.ofKind(r, kind);
        await repo.deleteIds(replaced.map((row) => row.id));
        // the app card shows the main store's icon and cover
        if (r.key === MAIN_RELEASE_KEY) {
          await this.ctx.deps.apps.setCovers(
            r.appId,
            fields.type === PicType.icon ? { scover: url } : { rcover: url },
            trx,
          );
        }
      }
      await repo.insert(this.files.row(r, stored, kind, file, { position }));
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
    const { app, r } = await this.ctx.editableRelease(caller, appId, cId);
    const row = await this.ctx.deps.repo.findByName(nameOf(url));
    // another release's picture (the main store's, another channel's) is not this one's to delete
    if (
      !row ||
      row.app_id !== app.id ||
      row.channel_key !== r.key ||
      !['icon', 'cover', 'screenshot'].includes(row.kind)
    ) {
      throw new AppError(ErrorCode.fileNotFound);
    }
    await this.ctx.inAppTransaction(app.id, async (repo, trx) => {
      await repo.deleteIds([row.id]);
      if (r.key !== MAIN_RELEASE_KEY) return;
      if (row.kind === 'icon') await this.ctx.deps.apps.setCovers(app.id, { scover: '' }, trx);
      if (row.kind === 'cover') await this.ctx.deps.apps.setCovers(app.id, { rcover: '' }, trx);
    });
    await this.ctx.dropFiles([row]);
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
    await this.ctx.deps.apps.touch(r.appId, trx);
    const repo = this.ctx.deps.repo.with(trx);
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
}
