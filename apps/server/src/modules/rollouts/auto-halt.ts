// The automatic halt: a running rollout whose staged build crashes or freezes too often halts.
import { haltWindowHours } from '@vrportal/contract';
import type { AutoHaltReason, HaltRule } from '@vrportal/contract';
import type { Clock } from '../../lib/time.js';
import type { AppsService } from '../apps/index.js';
import type { BuildsService } from '../builds/index.js';
import type { RolloutsRepository } from './rollouts.repository.js';
import type { RolloutsService } from './rollouts.service.js';

/** A build's active devices and those with a crash or an ANR in a window (vitals). */
export interface BuildWindow {
  devices: number;
  crash: number;
  anr: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);
const twoDecimals = (n: number) => Math.round(n * 100) / 100;
// rates computed from counts: a rate exactly at the threshold must count as reaching it
const EPSILON = 1e-9;

/**
 * Whether the staged build's figures reach the rule: enough devices, and a crash (or ANR) rate
 * at least `factor` times the previous build's and at least the rule's minimum. Crashes first.
 */
export function haltReason(
  rule: HaltRule,
  staged: BuildWindow,
  previous: BuildWindow,
): AutoHaltReason | null {
  if (staged.devices < rule.minDevices) return null;
  const checks = [
    { type: 'crash' as const, factor: rule.crashFactor, minRate: rule.minCrashRate },
    { type: 'anr' as const, factor: rule.anrFactor, minRate: rule.minAnrRate },
  ];
  for (const { type, factor, minRate } of checks) {
    const rate = percent(staged[type], staged.devices);
    const previousRate = percent(previous[type], previous.devices);
    if (rate + EPSILON >= minRate && rate + EPSILON >= factor * previousRate && rate > 0) {
      return {
        type,
        rate: twoDecimals(rate),
        previousRate: twoDecimals(previousRate),
        devices: staged.devices,
        factor,
        minRate,
      };
    }
  }
  return null;
}

/**
 * The job that looks at every running rollout (the job runner runs it once however many
 * instances serve, and each halt is one conditional UPDATE, so a second look halts nothing).
 * It looks at the last 24 hours, or since the rollout was last resumed: a resume by a member
 * is not undone by the crashes that led to the halt.
 */
export class AutoHalt {
  constructor(
    private readonly deps: {
      repo: RolloutsRepository;
      rollouts: RolloutsService;
      apps: Pick<AppsService, 'byId'>;
      builds: Pick<BuildsService, 'version'>;
      clock: Clock;
      window: (
        appId: string,
        versionCode: number,
        from: string,
        to: string,
      ) => Promise<BuildWindow>;
    },
  ) {}

  async run(now: Date = this.deps.clock.now()): Promise<{ looked: number; halted: number }> {
    const running = await this.deps.repo.running();
    let halted = 0;
    for (const rollout of running) {
      const app = await this.deps.apps.byId(rollout.app_id);
      const [staged, previous] = await Promise.all([
        this.deps.builds.version(rollout.version_id),
        this.deps.builds.version(rollout.previous_version_id),
      ]);
      if (!app || !staged || !previous) continue;
      const to = now.toISOString();
      const dayAgo = new Date(now.getTime() - haltWindowHours * 3_600_000).toISOString();
      const resumed = await this.deps.repo.lastResumedAt(rollout.id);
      const from = resumed && resumed > dayAgo ? resumed : dayAgo;
      const [stagedFigures, previousFigures, rule] = await Promise.all([
        this.deps.window(app.id, Number(staged.vcode), from, to),
        this.deps.window(app.id, Number(previous.vcode), from, to),
        this.deps.rollouts.haltRuleOf(app.id),
      ]);
      const reason = haltReason(rule, stagedFigures, previousFigures);
      if (reason && (await this.deps.rollouts.haltBySelf(app, rollout, reason))) halted += 1;
    }
    return { looked: running.length, halted };
  }
}
