// Wires the platform services (achievements, leaderboards...) and their runtime API for games.
import { PlatformRepository } from '../modules/platform/platform.repository.js';
import { PlatformService } from '../modules/platform/platform.service.js';
import { Periods } from '../modules/platform-runtime/periods.js';
import { PlatformRuntimeRepository } from '../modules/platform-runtime/platform-runtime.repository.js';
import { PlatformRuntimeService } from '../modules/platform-runtime/platform-runtime.service.js';
import type { Services } from '../services.js';
import type { Wiring } from './wiring-context.js';

export function wirePlatform(
  w: Wiring,
  { apps, notifications, teams }: Pick<Services, 'apps' | 'notifications' | 'teams'>,
): Pick<Services, 'platform' | 'platformRuntime'> {
  const { config, db, clock, accountNamesOf, onDeliveryError } = w;
  const platform = new PlatformService({
    repo: new PlatformRepository(db),
    apps,
    notifications,
    blobs: w.blobs,
    clock,
    limits: w.limits,
    accountNamesOf,
    orgLabelsOf: (ids) => teams.labelsOf(ids),
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  const platformRuntime = new PlatformRuntimeService({
    repo: new PlatformRuntimeRepository(db),
    platform,
    clock,
    periods: new Periods(config.timeZone),
    accountNamesOf,
  });
  platform.useRuntime(platformRuntime);
  apps.alsoRemoveWithApp((appId) => platform.dropApp(appId));
  return { platform, platformRuntime };
}
