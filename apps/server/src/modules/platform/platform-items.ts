import type { z } from 'zod';
import {
  AchievementType,
  ErrorCode,
  ItemState,
  PlatformImageUse,
  achievementTargetProblem,
  addonPriceProblem,
  destinationGroupsValid,
  isItemInReview,
} from '@vrportal/contract';
import type {
  PlatformImageUseValue,
  PlatformKind,
  achievementSaveRequest,
  addonSaveRequest,
  destinationSaveRequest,
  leaderboardSaveRequest,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { orderedId } from '../../lib/crypto.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { iso } from '../../lib/time.js';
import type { Caller } from '../apps/index.js';
import { achievementOf, addonOf, destinationOf, leaderboardOf } from './platform-answers.js';
import type { PlatformDeps, PlatformRuntimePort } from './platform-deps.js';
import type { PlatformImages } from './platform-images.js';
import type { PlatformOwnership } from './platform-ownership.js';

export type AchievementSave = z.output<typeof achievementSaveRequest>;
export type LeaderboardSave = z.output<typeof leaderboardSaveRequest>;
export type DestinationSave = z.output<typeof destinationSaveRequest>;
export type AddonSave = z.output<typeof addonSaveRequest>;

const cents = (price: number) => Math.round(price * 100);

/**
 * The four kinds of items an app has: their lists, saves (with each kind's rules) and deletes.
 * Every change is one conditional statement, so of two requests racing for an item one wins and
 * the other is told why.
 */
export class PlatformItems {
  constructor(
    private readonly deps: Pick<PlatformDeps, 'repo' | 'clock' | 'onError'>,
    private readonly ownership: PlatformOwnership,
    private readonly images: PlatformImages,
    /** the runtime module as it is now: it may be handed over after this part is made */
    private readonly runtime: () => PlatformRuntimePort | undefined,
  ) {}

  private get repo() {
    return this.deps.repo;
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  // ---- lists ---------------------------------------------------------------------------------

  async listAchievements(caller: Caller, appId: string) {
    const app = await this.ownership.appOf(caller, 'achievement', appId, false);
    return { items: (await this.repo.list('achievement', app.id)).map(achievementOf) };
  }

  async listLeaderboards(caller: Caller, appId: string) {
    const app = await this.ownership.appOf(caller, 'leaderboard', appId, false);
    const rows = await this.repo.list('leaderboard', app.id);
    const runtime = this.runtime();
    const counts =
      rows.length && runtime
        ? await runtime.entryCounts(rows.map((r) => ({ id: r.id, reset: r.reset })))
        : new Map<string, number>();
    return { items: rows.map((r) => leaderboardOf(r, counts.get(r.id) ?? 0)) };
  }

  async listDestinations(caller: Caller, appId: string) {
    const app = await this.ownership.appOf(caller, 'destination', appId, false);
    return { items: (await this.repo.list('destination', app.id)).map(destinationOf) };
  }

  async listAddons(caller: Caller, appId: string) {
    const app = await this.ownership.appOf(caller, 'addon', appId, false);
    return { items: (await this.repo.list('addon', app.id)).map(addonOf) };
  }

  // ---- saves ---------------------------------------------------------------------------------

  /**
   * Creates an item (no id) or changes one of the app that is not under review; a change puts
   * a passed or rejected item back to draft. `taken` is the answer when the unique key (API name
   * or SKU) is another item's, told by the unique constraint when two saves race.
   */
  private async saveItem<K extends PlatformKind>(
    kind: K,
    appId: string,
    id: string | undefined,
    fields: Record<string, unknown>,
    unique: { find: () => Promise<{ id: string } | undefined>; taken: () => AppError },
  ): Promise<{ id: string }> {
    if (id) {
      const head = await this.ownership.itemHead(kind, appId, id);
      if (isItemInReview(head.state)) throw new AppError(ErrorCode.platformItemInReview);
    }
    const other = await unique.find();
    if (other && other.id !== id) throw unique.taken();
    const now = this.now();
    try {
      if (!id) {
        const newItemId = orderedId();
        await this.repo.insert(kind, {
          ...fields,
          id: newItemId,
          app_id: appId,
          state: ItemState.draft,
          ever_passed: 0,
          audit_id: null,
          created_at: now,
          updated_at: now,
        } as never);
        return { id: newItemId };
      }
      const changed = await this.repo.updateUnlessInReview(kind, appId, id, {
        ...fields,
        state: ItemState.draft,
        updated_at: now,
      } as never);
      if (!changed) {
        // submitted or deleted since it was read
        await this.ownership.itemHead(kind, appId, id);
        throw new AppError(ErrorCode.platformItemInReview);
      }
      return { id };
    } catch (error) {
      if (isUniqueViolation(error)) throw unique.taken();
      throw error;
    }
  }

  async saveAchievement(caller: Caller, body: AchievementSave) {
    const app = await this.ownership.appOf(caller, 'achievement', body.appId, true);
    // the size of the bitfield means something only for a bitfield
    const bitSize = body.type === AchievementType.bitfield ? body.bitSize : 0;
    if (achievementTargetProblem({ type: body.type, target: body.target, bitSize })) {
      throw new AppError(ErrorCode.achievementTargetInvalid);
    }
    await this.images.checkImages(app.id, [
      [body.lockedIcon, PlatformImageUse.achievementIcon],
      [body.unlockedIcon, PlatformImageUse.achievementIcon],
    ]);
    return this.saveItem(
      'achievement',
      app.id,
      body.id,
      {
        api_name: body.apiName,
        title_zh: body.title.zh_CN,
        title_en: body.title.en_US,
        desc_zh: body.desc.zh_CN,
        desc_en: body.desc.en_US,
        unlocked_zh: body.unlockedDesc.zh_CN,
        unlocked_en: body.unlockedDesc.en_US,
        type: body.type,
        target: body.target,
        bit_size: bitSize,
        locked_icon: body.lockedIcon,
        unlocked_icon: body.unlockedIcon,
      },
      {
        find: () => this.repo.byApiName('achievement', app.id, body.apiName),
        taken: () => new AppError(ErrorCode.apiNameTaken),
      },
    );
  }

  async saveLeaderboard(caller: Caller, body: LeaderboardSave) {
    const app = await this.ownership.appOf(caller, 'leaderboard', body.appId, true);
    if (body.destinationId) {
      const [destination] = await this.repo.heads('destination', app.id, [body.destinationId]);
      if (!destination) throw new AppError(ErrorCode.destinationLinkNotFound);
    }
    await this.images.checkImages(app.id, [[body.image, PlatformImageUse.leaderboardImage]]);
    return this.saveItem(
      'leaderboard',
      app.id,
      body.id,
      {
        api_name: body.apiName,
        title_zh: body.title.zh_CN,
        title_en: body.title.en_US,
        sort_order: body.sortOrder,
        score_type: body.scoreType,
        system_board: body.systemBoard,
        notify: body.notify,
        destination_id: body.destinationId || null,
        image: body.image,
        reset: body.reset,
      },
      {
        find: () => this.repo.byApiName('leaderboard', app.id, body.apiName),
        taken: () => new AppError(ErrorCode.apiNameTaken),
      },
    );
  }

  async saveDestination(caller: Caller, body: DestinationSave) {
    const app = await this.ownership.appOf(caller, 'destination', body.appId, true);
    if (!destinationGroupsValid(body.minGroup, body.maxGroup)) {
      throw new AppError(ErrorCode.destinationGroupsInvalid);
    }
    await this.images.checkImages(app.id, [[body.image, PlatformImageUse.destinationImage]]);
    return this.saveItem(
      'destination',
      app.id,
      body.id,
      {
        api_name: body.apiName,
        deeplink_message: body.deeplinkMessage,
        deeplink_type: body.deeplinkType,
        min_group: body.minGroup,
        max_group: body.maxGroup,
        name_zh: body.displayName.zh_CN,
        name_en: body.displayName.en_US,
        desc_zh: body.desc.zh_CN,
        desc_en: body.desc.en_US,
        image: body.image,
      },
      {
        find: () => this.repo.byApiName('destination', app.id, body.apiName),
        taken: () => new AppError(ErrorCode.destinationApiNameTaken),
      },
    );
  }

  async saveAddon(caller: Caller, body: AddonSave) {
    const app = await this.ownership.appOf(caller, 'addon', body.appId, true);
    if (addonPriceProblem(body.priceMode, body.price)) {
      throw new AppError(ErrorCode.addonPriceInvalid);
    }
    await this.images.checkImages(app.id, [
      [body.cover, PlatformImageUse.addonCover],
      ...body.screenshots.map(
        (url) => [url, PlatformImageUse.addonScreenshot] as [string, PlatformImageUseValue],
      ),
      [body.trailer, PlatformImageUse.addonTrailer],
    ]);
    return this.saveItem(
      'addon',
      app.id,
      body.id,
      {
        name_zh: body.name.zh_CN,
        name_en: body.name.en_US,
        sku: body.sku,
        item_type: body.itemType,
        price_mode: body.priceMode,
        price_cents: cents(body.price),
        show_in_store: body.showInStore,
        intro_zh: body.intro.zh_CN,
        intro_en: body.intro.en_US,
        desc_zh: body.desc.zh_CN,
        desc_en: body.desc.en_US,
        cover: body.cover,
        screenshots: JSON.stringify(body.screenshots),
        trailer: body.trailer,
        validity_value: body.validity.value,
        validity_unit: body.validity.unit,
        validity_start: body.validity.start,
      },
      {
        find: () => this.repo.addonBySku(app.id, body.sku),
        taken: () => new AppError(ErrorCode.skuTaken),
      },
    );
  }

  // ---- deletes -------------------------------------------------------------------------------

  /**
   * Removes an item that is not under review, with its players' data. An add-on that ever passed
   * review is taken off sale instead (players may own it): its row and SKU stay. A deleted
   * destination is unlinked from the app's leaderboards.
   */
  async deleteItem(caller: Caller, kind: PlatformKind, appId: string, id: string): Promise<void> {
    const app = await this.ownership.appOf(caller, kind, appId, true);
    const head = await this.ownership.itemHead(kind, app.id, id);
    if (isItemInReview(head.state)) throw new AppError(ErrorCode.platformItemInReview);
    const now = this.now();
    let done: boolean;
    if (kind === 'addon' && head.ever_passed === 1) {
      done = await this.repo.unpublishAddon(app.id, id, now);
    } else if (kind === 'destination') {
      done = await this.repo.transaction(async (repo) => {
        const removed = await repo.deleteUnlessInReview(kind, app.id, id);
        if (removed) await repo.unlinkDestination(app.id, id, now);
        return removed;
      });
    } else {
      done = await this.repo.deleteUnlessInReview(kind, app.id, id);
    }
    if (!done) {
      // submitted or deleted since it was read
      await this.ownership.itemHead(kind, app.id, id);
      throw new AppError(ErrorCode.platformItemInReview);
    }
    // the item is gone: its players' data goes after it, and a failure there leaves only rows
    // that name an id never used again
    try {
      if (kind === 'achievement') await this.runtime()?.dropAchievement(id);
      if (kind === 'leaderboard') await this.runtime()?.dropLeaderboard(id);
    } catch (error) {
      this.deps.onError?.(error);
    }
  }

  /**
   * What an app being deleted keeps here: its items, submissions and images, then its players'
   * progress and scores. Answers the images' files, for the apps module to remove with its own.
   */
  async dropApp(appId: string): Promise<string[]> {
    const dropped = await this.repo.dropApp(appId);
    for (const id of dropped.achievementIds) await this.runtime()?.dropAchievement(id);
    for (const id of dropped.leaderboardIds) await this.runtime()?.dropLeaderboard(id);
    return dropped.imageKeys;
  }
}
