// Wires how builds reach headsets: test tracks, staged rollouts, vitals and the store's delivery.
import { readOrCreateSecret } from '../lib/local-secret.js';
import { newToken } from '../lib/crypto.js';
import { noticeMail } from '../messaging/templates.js';
import type { Calendar } from '../modules/datacenter/calendar.js';
import { DeliveryCache, DeliveryService, DownloadLinks } from '../modules/delivery/index.js';
import { AutoHalt, RolloutsRepository, RolloutsService } from '../modules/rollouts/index.js';
import { TracksRepository, TracksService } from '../modules/tracks/index.js';
import { buildChecks } from '../modules/uploads/build-checks.js';
import {
  CrashIntake,
  CrashRollups,
  CrashRollupsRepository,
  VitalsRepository,
  VitalsService,
} from '../modules/vitals/index.js';
import type { Services } from '../services.js';
import type { Wiring } from './wiring-context.js';

export function wireDistribution(
  w: Wiring,
  {
    apps,
    builds,
    notifications,
    review,
    uploads,
    releases,
    figures,
  }: Pick<
    Services,
    'apps' | 'builds' | 'notifications' | 'review' | 'uploads' | 'releases' | 'figures'
  >,
  calendar: Calendar,
): Pick<
  Services,
  'tracks' | 'vitals' | 'crashIntake' | 'crashRollups' | 'rollouts' | 'autoHalt' | 'delivery'
> {
  const { parts, config, db, clock, events, onDeliveryError } = w;
  const tracks = new TracksService({
    repo: new TracksRepository(db),
    apps,
    builds,
    checks: buildChecks(builds),
    isMerging: (appId) => uploads.isMerging(appId),
    notifications,
    events,
    clock,
    linkOf: (code) => config.trackLinkUrl.replace('{code}', encodeURIComponent(code)),
    ...(parts.defer ? { defer: parts.defer } : {}),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
    changed: (appId) => delivery.forget(appId),
  });
  uploads.onTrackBuilt((appId, track, versionId) => tracks.built(appId, track, versionId));
  const vitalsRepo = new VitalsRepository(db);
  const vitals = new VitalsService({
    repo: vitalsRepo,
    apps,
    builds,
    calendar,
    activity: {
      days: (appId, range) => figures.buildActivity(appId, range),
      between: (appId, code, from, to) => figures.buildActiveBetween(appId, code, from, to),
    },
  });
  const crashIntake = new CrashIntake({
    repo: vitalsRepo,
    calendar,
    appExists: async (appId) => (await apps.byId(appId)) !== undefined,
  });
  const crashRollups = new CrashRollups(new CrashRollupsRepository(db));
  const rolloutsRepo = new RolloutsRepository(db);
  const rollouts = new RolloutsService({
    repo: rolloutsRepo,
    apps,
    builds,
    notifications,
    events,
    clock,
    timeZone: config.timeZone,
    accountNamesOf: w.accountNamesOf,
    adoption: (appId, days) => figures.adoption(appId, days),
    // a halt is mailed to the members who hear of the app's rollouts
    mailMembers: (app, make) =>
      w.mailMembers(
        { orgId: app.org_id, permission: 'rollout:write', appId: app.id },
        'rollouts',
        (lang, to) => {
          const { subject, paragraphs } = make(lang);
          return noticeMail(to, subject, paragraphs);
        },
      ),
    pageOf: (appId) => `${config.publicUrl}/manage/tracks?appId=${appId}`,
    changed: (appId) => delivery.forget(appId),
  });
  review.useRollouts(rollouts);
  const autoHalt = new AutoHalt({
    repo: rolloutsRepo,
    rollouts,
    apps,
    builds,
    clock,
    window: (appId, code, from, to) => vitals.window(appId, code, from, to),
  });
  // the files of builds testers and a rollout's devices are still offered are kept
  uploads.keepAlso((appId) => tracks.servedVersions(appId));
  uploads.keepAlso((appId) => rollouts.servedVersions(appId));
  const delivery: DeliveryService = new DeliveryService({
    apps,
    builds,
    tracks,
    rollouts,
    forcedOf: (appIds) => releases.forcedOf(appIds),
    links: new DownloadLinks(
      config.downloadLinkKey ??
        readOrCreateSecret(config.dataDir, 'download-link.key', () => newToken()),
      config.publicUrl,
      w.blobs,
    ),
    clock,
    cache: new DeliveryCache(config.deliveryCacheMs),
  });
  apps.onStatusMoved((appId) => delivery.forget(appId));
  return { tracks, vitals, crashIntake, crashRollups, rollouts, autoHalt, delivery };
}
