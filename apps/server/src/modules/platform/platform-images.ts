import {
  ErrorCode,
  PlatformImageUse,
  platformImageKind,
  platformLimits,
  platformPaths,
} from '@vrportal/contract';
import type { PlatformImageUseValue } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { ByteRange } from '../../lib/blob-store.js';
import { newId } from '../../lib/crypto.js';
import { iso } from '../../lib/time.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { AppFacts, Caller } from '../apps/index.js';
import type { FileRule } from '../assets/index.js';
import { discard, storeChecked } from '../assets/index.js';
import type { PlatformDeps } from './platform-deps.js';
import type { PlatformOwnership } from './platform-ownership.js';

const IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|mp4)$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
};

/** What an upload of each use may be: format, size and, for destinations, the 16:9 shape. */
const IMAGE_RULES: Record<PlatformImageUseValue, FileRule> = {
  [PlatformImageUse.achievementIcon]: {
    maxBytes: platformLimits.imageBytes,
    formats: ['png', 'jpg'],
  },
  [PlatformImageUse.leaderboardImage]: {
    maxBytes: platformLimits.imageBytes,
    formats: ['png', 'jpg'],
  },
  [PlatformImageUse.destinationImage]: {
    maxBytes: platformLimits.imageBytes,
    formats: ['png', 'jpg'],
    aspect: platformLimits.destinationAspect,
  },
  [PlatformImageUse.addonCover]: { maxBytes: platformLimits.imageBytes, formats: ['png', 'jpg'] },
  [PlatformImageUse.addonScreenshot]: {
    maxBytes: platformLimits.imageBytes,
    formats: ['png', 'jpg'],
  },
  [PlatformImageUse.addonTrailer]: { maxBytes: platformLimits.trailerBytes, formats: ['mp4'] },
};

export const platformImageUrl = (name: string) => `${platformPaths.image}${name}`;

/** The stored name a platform image url points at, or null when it is not one. */
function imageNameOf(url: string): string | null {
  if (!url.startsWith(platformPaths.image)) return null;
  const name = url.slice(platformPaths.image.length);
  return IMAGE_NAME.test(name) ? name : null;
}

/**
 * The images (and add-on trailers) of platform items: uploads checked by their content, their
 * public serving, and the check that a save names only images uploaded for it.
 */
export class PlatformImages {
  constructor(
    private readonly deps: Pick<PlatformDeps, 'repo' | 'blobs' | 'clock' | 'limits'>,
    private readonly ownership: PlatformOwnership,
  ) {}

  /**
   * An image (or an add-on's trailer) for an item of the app, checked by its content while it
   * streams into the blob store; answers its public url, which a save then names.
   */
  async uploadImage(
    caller: Caller,
    fields: { appId: string; use: number },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    // the form's schema takes only the values of PlatformImageUse
    const use = fields.use as PlatformImageUseValue;
    let app: AppFacts;
    try {
      app = await this.ownership.appOf(caller, platformImageKind[use], fields.appId, true);
      await this.deps.limits.take('uploadsPerDeveloper', caller.id);
    } catch (error) {
      discard(file);
      throw error;
    }
    const id = newId();
    const key = `platform/${app.id}/${id}`;
    const { format, size } = await storeChecked(this.deps.blobs, key, file, IMAGE_RULES[use]);
    const name = `${id}.${format}`;
    try {
      await this.deps.repo.insertImage({
        name,
        app_id: app.id,
        use,
        blob_key: key,
        format,
        size,
        created_at: iso(this.deps.clock.now()),
      });
    } catch (error) {
      await this.deps.blobs.delete(key);
      throw error;
    }
    return { url: platformImageUrl(name) };
  }

  /** A public image by the name in its url; null when there is none. */
  async findImage(name: string) {
    if (!IMAGE_NAME.test(name)) return null;
    const row = await this.deps.repo.findImage(name);
    if (!row) return null;
    return { key: row.blob_key, size: Number(row.size), contentType: CONTENT_TYPES[row.format]! };
  }

  openImage(key: string, range?: ByteRange) {
    return this.deps.blobs.open(key, range);
  }

  /** Images named by a save: each '' or uploaded for this app with this use, else 10656. */
  async checkImages(appId: string, wanted: [url: string, use: PlatformImageUseValue][]) {
    const named = wanted.filter(([url]) => url !== '');
    const names = named.map(([url]) => imageNameOf(url));
    if (names.some((n) => n === null)) throw new AppError(ErrorCode.platformImageNotFound);
    const rows = await this.deps.repo.imagesOf(appId, [...new Set(names as string[])]);
    const useOf = new Map(rows.map((r) => [r.name, r.use]));
    for (const [i, [, use]] of named.entries()) {
      if (useOf.get(names[i]!) !== use) throw new AppError(ErrorCode.platformImageNotFound);
    }
  }
}
