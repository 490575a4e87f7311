// Wires the apps and their builds, assets, uploads, releases and review.
import path from 'node:path';
import { AppsRepository } from '../modules/apps/apps.repository.js';
import { AppsService } from '../modules/apps/apps.service.js';
import { AssetsRepository } from '../modules/assets/assets.repository.js';
import { AssetsService } from '../modules/assets/assets.service.js';
import { BuildsService } from '../modules/builds/builds.service.js';
import { ReleasesRepository } from '../modules/releases/releases.repository.js';
import { ReleasesService } from '../modules/releases/releases.service.js';
import { defaultAutoChecks } from '../modules/review/auto-check.js';
import { ReleaseDateJob } from '../modules/review/release-dates.js';
import { ReviewService } from '../modules/review/review.service.js';
import { buildChecks } from '../modules/uploads/build-checks.js';
import { Staging } from '../modules/uploads/staging.js';
import { UploadsService } from '../modules/uploads/uploads.service.js';
import type { Services } from '../services.js';
import type { Wiring } from './wiring-context.js';

export function wireCatalog(
  w: Wiring,
  { accounts, notifications, teams }: Pick<Services, 'accounts' | 'notifications' | 'teams'>,
): Pick<
  Services,
  'builds' | 'apps' | 'assets' | 'review' | 'releaseDates' | 'uploads' | 'releases'
> {
  const { parts, config, db, clock, blobs, limits, accountNamesOf, onDeliveryError } = w;
  const builds = BuildsService.over(db);
  const apps = new AppsService({
    repo: new AppsRepository(db),
    audits: notifications,
    builds,
    blobs,
    clock,
    // asked when an app is deleted, once the assets service below exists
    assetKeys: (appId): Promise<string[]> => assets.fileKeysOf(appId),
    limits,
    timeZone: config.timeZone,
  });
  const assets = new AssetsService({
    repo: new AssetsRepository(db),
    apps,
    blobs,
    clock,
    limits,
  });
  const review = new ReviewService({
    db,
    notifications,
    apps,
    builds,
    accountNamesOf,
    orgLabelsOf: (ids) => teams.labelsOf(ids),
    blobs,
    clock,
    autoChecks: [...defaultAutoChecks, ...buildChecks(builds)],
    events: w.events,
    timeZone: config.timeZone,
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  const uploads = new UploadsService({
    db,
    apps,
    builds,
    accountStanding: (accountId) => accounts.standing(accountId),
    blobs,
    clock,
    // partial uploads: chunks of each upload under DATA_DIR/uploads/<upload id>/
    staging: new Staging(path.join(config.dataDir, 'uploads')),
    limits,
    appBySecret: (appId, secret, address) => apps.appBySecret(appId, secret, address),
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
    // builds of a business channel name a channel of their app (asked once releases exists)
    channelExists: (appId, channelId): Promise<boolean> => releases.hasChannel(appId, channelId),
  });
  const releases = new ReleasesService({
    repo: new ReleasesRepository(db),
    apps,
    uploads,
    assets,
    review,
    notifications,
    mail: w.mail,
    clock,
    accountNamesOf,
    publicUrl: config.publicUrl,
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  // channel releases reach the review console through releases, which owns their tables
  review.useChannels(releases.channelReviewPort());
  // each channel's release owns its assets; the assets service asks releases for its status
  assets.useChannels({
    statusOf: (appId, cId, trx) => releases.channelStatus(appId, cId, trx),
  });
  review.useReleases(releases.releaseViewPort());
  return {
    builds,
    apps,
    assets,
    review,
    // puts apps online when their release date comes
    releaseDates: new ReleaseDateJob(review),
    uploads,
    releases,
  };
}
