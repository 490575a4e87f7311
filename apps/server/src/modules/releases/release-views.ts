// A submitted release as the review console sees it, its live listing, and the build risk diff.
import type { ReleaseDiff } from '@vrportal/contract';
import type { Caller } from '../apps/index.js';
import type { ReleaseViewPort } from '../review/index.js';
import type { ReleaseContext } from './release-context.js';
import { releaseDiff } from './release-diff.js';
import { clearVersionNote, decodeDraft, liveDraft } from './release-drafts.js';
import { formView } from './release-form-view.js';
import { MAIN_STORE_KEY } from './releases.repository.js';
import { assetChanges, decodeAssets, listingChanges } from './review-view.js';

/** What a release brings against what is live: the listing, the assets and the build. */
export class ReleaseViews {
  constructor(private readonly ctx: ReleaseContext) {}

  /** The review console's view of a submitted release (handed to the review service in app.ts). */
  releaseViewPort(): ReleaseViewPort {
    return {
      view: async (caller, appId, channelId) => {
        const s = await this.ctx.scope(caller, appId, channelId, false);
        const key = s.channel?.id ?? MAIN_STORE_KEY;
        const [draft, build, assets, liveRow, diff, maxVcode] = await Promise.all([
          this.ctx.deps.repo.findDraft(s.app.id, key),
          this.ctx.draftBuild(s),
          this.ctx.deps.assets.list(caller, s.app.id, s.channel?.id),
          this.ctx.deps.repo.findLiveListing(s.app.id, key),
          this.diff(caller, appId, channelId),
          this.ctx.deps.uploads.maxVersionCode(s.app.id),
        ]);
        if (!draft) return null;
        const withMax = <F extends object>(f: F) => ({ ...f, maxVcode: maxVcode ?? 0 });
        const form = withMax(formView(s, decodeDraft(draft), draft.updated_at, build, assets));
        const liveAssets = liveRow ? decodeAssets(liveRow.assets) : null;
        const live =
          liveRow && liveAssets
            ? withMax(
                formView(s, decodeDraft(liveDraft(liveRow)), liveRow.recorded_at, null, liveAssets),
              )
            : null;
        const wasLive = this.ctx.liveVersionOf(s) !== null;
        return {
          form,
          docs: assets.docs,
          changes: {
            listing: live ? 'compared' : wasLive ? 'unknown' : 'first',
            live,
            fields: live ? listingChanges(form, live) : [],
            assets: liveAssets
              ? assetChanges(assets, liveAssets)
              : { added: [], removed: [], screenshotsReordered: false },
            build: diff,
          },
        };
      },
      prepareLive: async (appId, channelId) => {
        const key = channelId ?? MAIN_STORE_KEY;
        const [draft, assets] = await Promise.all([
          this.ctx.deps.repo.findDraft(appId, key),
          this.ctx.deps.assets.ofApp(appId, channelId ?? undefined),
        ]);
        const recordedAt = this.ctx.now();
        return async (trx) => {
          if (!draft || !assets) return;
          const repo = this.ctx.deps.repo.with(trx);
          await repo.putLiveListing({
            app_id: appId,
            channel_key: key,
            form: draft.form,
            price_mode: draft.price_mode,
            sprice: draft.sprice,
            bprice: draft.bprice,
            currency: draft.currency,
            assets: JSON.stringify(assets),
            recorded_at: recordedAt,
          });
          // the next update starts with its own What's new: this one stays with its build
          await clearVersionNote(repo, appId, key);
        };
      },
    };
  }

  /** getReleaseDiff: the draft build against the live build of the same channel. */
  async diff(caller: Caller, appId: string, channelId: string | null): Promise<ReleaseDiff> {
    const s = await this.ctx.scope(caller, appId, channelId, false);
    const liveId = this.ctx.liveVersionOf(s);
    const [draft, versions] = await Promise.all([
      this.ctx.draftBuild(s),
      this.ctx.deps.uploads.versionsOf(s.app.id),
    ]);
    const liveRow = liveId ? versions.find((v) => v.id === liveId) : undefined;
    const live = liveRow ? await this.ctx.deps.uploads.buildOf(liveRow) : null;
    return releaseDiff(draft, live);
  }
}
