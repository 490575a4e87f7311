import type {
  AddonReport,
  Lang,
  PlatformKind,
  PlatformReport,
  PlatformText,
} from '@vrportal/contract';
import type { ByteRange } from '../../lib/blob-store.js';
import type { UploadedFile } from '../../plugins/upload-form.js';
import type { Caller } from '../apps/index.js';
import type { PlatformDeps, PlatformRuntimePort } from './platform-deps.js';
import { PlatformImages } from './platform-images.js';
import type {
  AchievementSave,
  AddonSave,
  DestinationSave,
  LeaderboardSave,
} from './platform-items.js';
import { PlatformItems } from './platform-items.js';
import { PlatformOwnership } from './platform-ownership.js';
import type { AchievementDef, LeaderboardDef } from './platform-ports.js';
import { PlatformRuntimeReads } from './platform-ports.js';
import { PlatformReports } from './platform-reports.js';
import type { DecideBody } from './platform-review.js';
import { PlatformReview } from './platform-review.js';

export type { PlatformRuntimePort } from './platform-deps.js';
export type { AchievementDef, LeaderboardDef } from './platform-ports.js';
export { platformImageUrl } from './platform-images.js';

/**
 * Platform services: achievements, leaderboards, destinations and add-ons of an app, their
 * images, their submission for review, the review console's decisions and the four reports.
 * Each job is a part of its own (items, images, review, reports, the runtime's reads); this is the
 * one face the routes, the seed and the runtime module use. Ownership is checked in the parts for
 * every call.
 */
export class PlatformService {
  private runtime: PlatformRuntimePort | undefined;
  private readonly items: PlatformItems;
  private readonly images: PlatformImages;
  private readonly reviews: PlatformReview;
  private readonly reports: PlatformReports;
  private readonly runtimeReads: PlatformRuntimeReads;

  constructor(private readonly deps: PlatformDeps) {
    this.runtime = deps.runtime;
    const ownership = new PlatformOwnership(deps.apps, deps.repo);
    this.images = new PlatformImages(deps, ownership);
    this.items = new PlatformItems(deps, ownership, this.images, () => this.runtime);
    this.reviews = new PlatformReview(deps, ownership);
    this.reports = new PlatformReports(deps);
    this.runtimeReads = new PlatformRuntimeReads(deps.repo, ownership);
  }

  /** Everything of a deleted app; answers the files to remove. */
  dropApp(appId: string): Promise<string[]> {
    return this.items.dropApp(appId);
  }

  /** The runtime module, made after this one: it reads items through this service's ports. */
  useRuntime(runtime: PlatformRuntimePort) {
    this.runtime = runtime;
  }

  // ---- items ---------------------------------------------------------------------------------

  listAchievements(caller: Caller, appId: string) {
    return this.items.listAchievements(caller, appId);
  }

  listLeaderboards(caller: Caller, appId: string) {
    return this.items.listLeaderboards(caller, appId);
  }

  listDestinations(caller: Caller, appId: string) {
    return this.items.listDestinations(caller, appId);
  }

  listAddons(caller: Caller, appId: string) {
    return this.items.listAddons(caller, appId);
  }

  saveAchievement(caller: Caller, body: AchievementSave): Promise<{ id: string }> {
    return this.items.saveAchievement(caller, body);
  }

  saveLeaderboard(caller: Caller, body: LeaderboardSave): Promise<{ id: string }> {
    return this.items.saveLeaderboard(caller, body);
  }

  saveDestination(caller: Caller, body: DestinationSave): Promise<{ id: string }> {
    return this.items.saveDestination(caller, body);
  }

  saveAddon(caller: Caller, body: AddonSave): Promise<{ id: string }> {
    return this.items.saveAddon(caller, body);
  }

  deleteItem(caller: Caller, kind: PlatformKind, appId: string, id: string): Promise<void> {
    return this.items.deleteItem(caller, kind, appId, id);
  }

  // ---- images --------------------------------------------------------------------------------

  uploadImage(
    caller: Caller,
    fields: { appId: string; use: number },
    file: UploadedFile,
  ): Promise<{ url: string }> {
    return this.images.uploadImage(caller, fields, file);
  }

  findImage(name: string) {
    return this.images.findImage(name);
  }

  openImage(key: string, range?: ByteRange) {
    return this.images.openImage(key, range);
  }

  // ---- review --------------------------------------------------------------------------------

  submit(
    caller: Caller,
    body: { appId: string; kind: PlatformKind; ids: string[] },
  ): Promise<{ auditId: string }> {
    return this.reviews.submit(caller, body);
  }

  audits(caller: Caller, appId: string, kind: PlatformKind) {
    return this.reviews.audits(caller, appId, kind);
  }

  queue(kind: PlatformKind | undefined, page: number, lang: Lang) {
    return this.reviews.queue(kind, page, lang);
  }

  submission(auditId: string, lang: Lang) {
    return this.reviews.submission(auditId, lang);
  }

  decide(caller: Caller, body: DecideBody): Promise<{ status: number }> {
    return this.reviews.decide(caller, body);
  }

  // ---- reports -------------------------------------------------------------------------------

  report(
    caller: Caller,
    kind: Exclude<PlatformKind, 'addon'>,
    auditId: string,
    lang: Lang,
    appId?: string,
  ): Promise<PlatformReport> {
    return this.reports.report(caller, kind, { auditId, lang, appId });
  }

  addonReport(caller: Caller, auditId: string, lang: Lang, appId: string): Promise<AddonReport> {
    return this.reports.addonReport(caller, { auditId, lang, appId });
  }

  // ---- the data centre's port ----------------------------------------------------------------

  /** The names of the app's add-ons in both languages by SKU, as the developer gave them. */
  async addonNames(appId: string): Promise<Map<string, PlatformText>> {
    const rows = await this.deps.repo.list('addon', appId);
    return new Map(rows.map((r) => [r.sku, { zh_CN: r.name_zh, en_US: r.name_en }]));
  }

  // ---- ports for the runtime module ----------------------------------------------------------

  achievementByApiName(appId: string, apiName: string): Promise<AchievementDef | null> {
    return this.runtimeReads.achievementByApiName(appId, apiName);
  }

  achievementsOf(appId: string): Promise<AchievementDef[]> {
    return this.runtimeReads.achievementsOf(appId);
  }

  leaderboardByApiName(appId: string, apiName: string): Promise<LeaderboardDef | null> {
    return this.runtimeReads.leaderboardByApiName(appId, apiName);
  }

  ownedLeaderboard(caller: Caller, appId: string, id: string): Promise<LeaderboardDef> {
    return this.runtimeReads.ownedLeaderboard(caller, appId, id);
  }
}
