// What the organisation's webhooks hear of a rollout: raised, resumed, completed, halted.
import { percentOf } from '@vrportal/contract';
import type { AutoHaltReason, OrgEvent, RolloutAction } from '@vrportal/contract';
import type { AppFacts } from '../apps/index.js';
import type { VersionRow } from '../builds/index.js';
import type { RolloutRow } from './rollouts.repository.js';

type RolloutEvent = Extract<OrgEvent, { type: 'rollout.changed' | 'rollout.halted' }>;

const done = { raise: 'raised', resume: 'resumed', complete: 'completed' } as const;

/** The event of a rollout's move, its build named by `withVersion`; null for moves not told. */
export function rolloutEvent(
  app: AppFacts,
  rollout: Pick<RolloutRow, 'share'>,
  action: RolloutAction,
  reason: AutoHaltReason | undefined,
): RolloutEvent | null {
  const common = {
    appId: app.id,
    appName: app.name,
    packageName: app.pkg,
    share: percentOf(rollout.share),
    version: '',
    versionCode: 0,
  };
  if (action === 'halt') {
    const by = reason ? ('portal' as const) : ('member' as const);
    return {
      type: 'rollout.halted',
      orgId: app.org_id,
      data: { ...common, by, reason: reason ?? null },
    };
  }
  if (action === 'raise' || action === 'resume' || action === 'complete') {
    return {
      type: 'rollout.changed',
      orgId: app.org_id,
      data: { ...common, action: done[action] },
    };
  }
  return null;
}

/** The event naming the staged build. */
export function withVersion(event: RolloutEvent, version: VersionRow | undefined): RolloutEvent {
  const named = { version: version?.ver ?? '', versionCode: version ? Number(version.vcode) : 0 };
  return event.type === 'rollout.halted'
    ? { ...event, data: { ...event.data, ...named } }
    : { ...event, data: { ...event.data, ...named } };
}
