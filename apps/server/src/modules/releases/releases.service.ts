import { RELEASE_TAGS } from '@vrportal/contract';
import type {
  AppReleaseDetail,
  Lang,
  ReleaseDiff,
  ReleaseForm,
  ReleaseFormInputBody,
} from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';
import type { ChannelReviewPort } from '../review/index.js';
import type { ReleaseViewPort } from '../review/index.js';
import { BusinessesService } from './businesses.service.js';
import { ChannelReleases } from './channel-releases.js';
import { ChannelsService } from './channels.service.js';
import type { ReleasesDeps } from './release-context.js';
import { ReleaseContext } from './release-context.js';
import { ReleaseFormService } from './release-form.service.js';
import { ReleaseViews } from './release-views.js';

export type { ReleasesDeps } from './release-context.js';

/**
 * The release wizard and release channels, as the routes and the other modules see them: drafts
 * of the release form and their commit into review (`release-form.service.ts`), a channel
 * release's moves and automatic check (`channel-releases.ts`), the submitted release and the
 * risk diff of a draft build (`release-views.ts`), channels (`channels.service.ts`) and the
 * businesses linked to them (`businesses.service.ts`). Builds come from the uploads service,
 * files from the assets service, the app and its ownership from the apps service; the main
 * store's review from the review service.
 */
export class ReleasesService {
  private readonly forms: ReleaseFormService;
  private readonly channelReleases: ChannelReleases;
  private readonly views: ReleaseViews;
  private readonly channels: ChannelsService;
  private readonly businesses: BusinessesService;

  private readonly repo: ReleasesDeps['repo'];

  constructor(deps: ReleasesDeps) {
    const ctx = new ReleaseContext(deps);
    this.repo = deps.repo;
    this.channelReleases = new ChannelReleases(ctx);
    this.forms = new ReleaseFormService(ctx, this.channelReleases);
    this.views = new ReleaseViews(ctx);
    this.channels = new ChannelsService(ctx);
    this.businesses = new BusinessesService(ctx);
  }

  tags() {
    return { tags: RELEASE_TAGS.map((tag) => ({ ...tag })) };
  }

  // ---- the release form ----------------------------------------------------------------------

  /** getAppDetailInfo: the app center's fields and the main store's release form. */
  detail(caller: Caller, appId: string, lang: Lang): Promise<AppReleaseDetail> {
    return this.forms.detail(caller, appId, lang);
  }

  /** getAppInfoTob: a channel's release form. */
  channelForm(caller: Caller, appId: string, channelId: string): Promise<ReleaseForm> {
    return this.forms.channelForm(caller, appId, channelId);
  }

  /** saveAppInfo / saveAppInfoTob: stores the given fields of the draft, each one checked. */
  save(
    caller: Caller,
    appId: string,
    channelId: string | null,
    body: ReleaseFormInputBody,
  ): Promise<ReleaseForm> {
    return this.forms.save(caller, appId, channelId, body);
  }

  /** commitAppInfo / commitAppInfoTob: checks the whole form, then starts the review. */
  commit(
    caller: Caller,
    appId: string,
    channelId: string | null,
    body: ReleaseFormInputBody,
  ): Promise<{ status: number }> {
    return this.forms.commit(caller, appId, channelId, body);
  }

  /** getReleaseDiff: the draft build against the live build of the same channel. */
  diff(caller: Caller, appId: string, channelId: string | null): Promise<ReleaseDiff> {
    return this.views.diff(caller, appId, channelId);
  }

  // ---- review of channel releases and the console's views ------------------------------------

  /** The review console's view of channel releases (handed to the review service in app.ts). */
  channelReviewPort(): ChannelReviewPort {
    return this.channelReleases.channelReviewPort();
  }

  /** The review console's view of a submitted release (handed to the review service in app.ts). */
  releaseViewPort(): ReleaseViewPort {
    return this.views.releaseViewPort();
  }

  runChannelCheck(channelId: string, takenOver = false): Promise<void> {
    return this.channelReleases.runChannelCheck(channelId, takenOver);
  }

  /** Picks up channel releases left queued, or under way after a restart. */
  runPendingChannelChecks(): Promise<number> {
    return this.channelReleases.runPendingChannelChecks();
  }

  // ---- channels ------------------------------------------------------------------------------

  /** A channel release's status, undefined when the app has no such channel (assets ask). */
  channelStatus(appId: string, channelId: string, trx?: Executor): Promise<number | undefined> {
    return this.channels.channelStatus(appId, channelId, trx);
  }

  /** The apps whose release online asks players to update before playing (the update check). */
  async forcedOf(appIds: readonly string[]): Promise<Set<string>> {
    const rows = await this.repo.liveStoreForms(appIds);
    const forced = new Set<string>();
    for (const row of rows) {
      try {
        if (Number((JSON.parse(row.form) as { forced?: unknown }).forced) === 1)
          forced.add(row.app_id);
      } catch {
        // an unreadable form asks for nothing
      }
    }
    return forced;
  }

  /** Whether a business channel of the app exists (uploads of a channel's builds ask). */
  hasChannel(appId: string, channelId: string): Promise<boolean> {
    return this.channels.hasChannel(appId, channelId);
  }

  channelList(caller: Caller, appId: string) {
    return this.channels.channelList(caller, appId);
  }

  createChannel(caller: Caller, appId: string, name: string, descpt = '') {
    return this.channels.createChannel(caller, appId, name, descpt);
  }

  channelInfo(caller: Caller, channelId: string) {
    return this.channels.channelInfo(caller, channelId);
  }

  /** Deletes a business channel with its draft, links and builds; refused while under review. */
  deleteChannel(caller: Caller, channelId: string): Promise<void> {
    return this.channels.deleteChannel(caller, channelId);
  }

  // ---- businesses ----------------------------------------------------------------------------

  /** Registers a business (the platform's command line); answers its id (bId). */
  createBusiness(name: string, email: string): Promise<{ bId: string }> {
    return this.businesses.createBusiness(name, email);
  }

  /** Links a business to a channel and mails it a confirmation link. */
  bindBusiness(caller: Caller, channelId: string, businessId: string): Promise<void> {
    return this.businesses.bindBusiness(caller, channelId, businessId);
  }

  unbindBusiness(caller: Caller, channelId: string, businessId: string): Promise<void> {
    return this.businesses.unbindBusiness(caller, channelId, businessId);
  }

  /** The business follows its mailed link: confirmed, already or invalid. */
  confirmBusinessLink(token: string) {
    return this.businesses.confirmBusinessLink(token);
  }
}
