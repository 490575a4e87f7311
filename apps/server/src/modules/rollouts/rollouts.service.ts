import {
  ErrorCode,
  NotifyStatus,
  defaultHaltRule,
  percentOf,
  permilleOf,
} from '@vrportal/contract';
import type {
  Adoption,
  AutoHaltReason,
  HaltRule,
  Lang,
  RolloutAction,
  RolloutAnswer,
} from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { MessageKey } from '../../lib/i18n.js';
import { t } from '../../lib/i18n.js';
import type { OrgEvents } from '../../lib/org-events.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { Caller } from '../../plugins/caller.js';
import type { AccountNamesOf } from '../account/index.js';
import type { AppFacts, AppsService } from '../apps/index.js';
import type { BuildsService, VersionRow } from '../builds/index.js';
import type { NotificationService, Texts } from '../notifications/index.js';
import type { RolloutRow, RolloutsRepository } from './rollouts.repository.js';
import { OPEN_STATES } from './rollouts.repository.js';
import { rolloutEvent, withVersion } from './rollout-events.js';

const FULL = 1000;
/** Days of adoption the rollout screen shows. */
const ADOPTION_DAYS = 30;

export interface RolloutsDeps {
  repo: RolloutsRepository;
  apps: Pick<AppsService, 'appFor'>;
  builds: BuildsService;
  notifications: NotificationService;
  /** tells of raises, resumes, completions and halts (the organisation's webhooks hear of them) */
  events: OrgEvents;
  clock: Clock;
  timeZone: string;
  accountNamesOf: AccountNamesOf;
  /** devices per version and day, as the store reported installs and updates (the data centre) */
  adoption: (appId: string, days: number) => Promise<Adoption>;
  /** mails each member who hears of the app's rollouts and keeps that mail on, in its language */
  mailMembers: (
    app: AppFacts,
    make: (lang: Lang) => { subject: string; paragraphs: string[] },
  ) => Promise<void>;
  /** the portal's address of the app's tracks page, for mails */
  pageOf: (appId: string) => string;
  /** hears of each change of an app's rollout (the update check drops what it holds) */
  changed?: (appId: string) => void;
}

/** The figures of an automatic halt, as its notification and mail give them. */
function autoHaltVars(lang: Lang, reason: AutoHaltReason) {
  return {
    kind: t(lang, `vitals.kind.${reason.type}` as MessageKey),
    rate: String(reason.rate),
    previousRate: String(reason.previousRate),
    devices: String(reason.devices),
    factor: String(reason.factor),
    minRate: String(reason.minRate),
  };
}

/**
 * Staged rollouts of store updates: an update going online starts one at the planned share;
 * members raise the share, halt, resume and complete it, each change one conditional UPDATE
 * with its step, notification (and, for a halt, mail). The update check asks which build a
 * device is offered.
 */
export class RolloutsService {
  constructor(private readonly deps: RolloutsDeps) {}

  private now() {
    return iso(this.deps.clock.now());
  }

  async get(caller: Caller, appId: string): Promise<RolloutAnswer> {
    const app = await this.deps.apps.appFor(caller, appId, false);
    return this.answer(app);
  }

  private async answer(app: AppFacts): Promise<RolloutAnswer> {
    const [planned, latest, adoption] = await Promise.all([
      this.deps.repo.plannedShare(app.id),
      this.deps.repo.latest(app.id),
      this.deps.adoption(app.id, ADOPTION_DAYS),
    ]);
    const versions = await this.deps.builds.versions(app.id);
    const nameOf = new Map(versions.map((v) => [Number(v.vcode), v.ver]));
    return {
      planned: percentOf(planned ?? FULL),
      rollout: latest ? await this.view(latest, versions) : null,
      haltRule: await this.haltRuleOf(app.id),
      adoption: {
        days: adoption.days,
        versions: adoption.versions.map((v) => ({
          ...v,
          versionName: nameOf.get(v.versionCode) ?? v.versionName,
        })),
      },
      timeZone: this.deps.timeZone,
    };
  }

  private async view(row: RolloutRow, versions: VersionRow[]) {
    const steps = await this.deps.repo.steps(row.id);
    const names = await this.deps.accountNamesOf(steps.map((s) => s.account_id));
    const ref = (id: string) => {
      const v = versions.find((x) => x.id === id);
      return { versionId: id, ver: v?.ver ?? '', vcode: v ? Number(v.vcode) : 0 };
    };
    return {
      id: row.id,
      state: row.state as 'running' | 'halted' | 'completed' | 'replaced',
      share: percentOf(row.share),
      build: ref(row.version_id),
      previous: ref(row.previous_version_id),
      startedAt: row.started_at,
      updatedAt: row.updated_at,
      history: steps.map((s) => ({
        action: s.action as RolloutAction,
        share: percentOf(s.share),
        at: s.at,
        by: s.account_id ? (names.get(s.account_id) ?? '') : null,
        reason: s.reason ? (JSON.parse(s.reason) as AutoHaltReason) : null,
      })),
    };
  }

  /**
   * Raises the share of the rollout in progress (completing it at 100%), or, with none in
   * progress, sets the share the next update starts with. A share only rises: of parallel
   * changes each lands only above the one before it.
   */
  async setShare(caller: Caller, appId: string, share: number): Promise<RolloutAnswer> {
    const app = await this.deps.apps.appFor(caller, appId, false);
    const permille = permilleOf(share);
    const open = await this.deps.repo.open(app.id);
    if (!open) {
      await this.deps.repo.plan(app.id, permille, this.now());
      return this.answer(app);
    }
    if (open.state === 'halted') throw new AppError(ErrorCode.rolloutState);
    if (permille < open.share) throw new AppError(ErrorCode.rolloutShareLower);
    if (permille > open.share) {
      const action = permille === FULL ? 'complete' : 'raise';
      const moved = await this.step(app, open, caller.id, action, ['running'], {
        state: permille === FULL ? 'completed' : 'running',
        share: permille,
      });
      if (!moved) {
        const now = await this.deps.repo.open(app.id);
        if (!now || now.state !== 'running') throw new AppError(ErrorCode.rolloutState);
        if (now.share > permille) throw new AppError(ErrorCode.rolloutShareLower);
      }
    }
    return this.answer(app);
  }

  /** When the app's running rollouts halt by themselves: its own rule, else the default. */
  async haltRuleOf(appId: string): Promise<HaltRule> {
    return (await this.deps.repo.haltRule(appId)) ?? { ...defaultHaltRule };
  }

  async setHaltRule(
    caller: Caller,
    appId: string,
    rule: HaltRule,
    changed: (field: string, before: string | null, after: string | null) => void,
  ): Promise<RolloutAnswer> {
    const app = await this.deps.apps.appFor(caller, appId, false);
    const before = await this.haltRuleOf(app.id);
    await this.deps.repo.putHaltRule(app.id, rule, this.now());
    changed('haltRule', JSON.stringify(before), JSON.stringify(rule));
    return this.answer(app);
  }

  /** The portal halts a running rollout by itself (the automatic halt); false when it was not running. */
  haltBySelf(app: AppFacts, open: RolloutRow, reason: AutoHaltReason): Promise<boolean> {
    return this.step(app, open, null, 'halt', ['running'], { state: 'halted' }, reason);
  }

  async halt(caller: Caller, appId: string): Promise<RolloutAnswer> {
    return this.change(caller, appId, 'halt', ['running'], 'halted');
  }

  async resume(caller: Caller, appId: string): Promise<RolloutAnswer> {
    return this.change(caller, appId, 'resume', ['halted'], 'running');
  }

  async complete(caller: Caller, appId: string): Promise<RolloutAnswer> {
    return this.change(caller, appId, 'complete', OPEN_STATES, 'completed', FULL);
  }

  private async change(
    caller: Caller,
    appId: string,
    action: RolloutAction,
    from: readonly string[],
    state: string,
    share?: number,
  ): Promise<RolloutAnswer> {
    const app = await this.deps.apps.appFor(caller, appId, false);
    const open = await this.deps.repo.open(app.id);
    if (!open) throw new AppError(ErrorCode.rolloutNone);
    const moved = await this.step(app, open, caller.id, action, from, {
      state,
      ...(share !== undefined && share > open.share ? { share } : {}),
    });
    if (!moved) throw new AppError(ErrorCode.rolloutState);
    return this.answer(app);
  }

  /** One move of a rollout with its step, then the members' notification (and a halt's mail). */
  private async step(
    app: AppFacts,
    open: RolloutRow,
    accountId: string | null,
    action: RolloutAction,
    from: readonly string[],
    changes: { state: string; share?: number },
    reason?: AutoHaltReason,
  ): Promise<boolean> {
    const moved = await this.deps.repo.transaction(async (repo) => {
      if (!(await repo.move(open.id, from, { ...changes, updated_at: this.now() }))) return false;
      // read once the row is ours: a parallel change waits for this one, so steps keep the
      // order the changes landed in
      const at = this.now();
      await repo.addStep({
        id: newId(),
        rollout_id: open.id,
        action,
        share: changes.share ?? open.share,
        at,
        account_id: accountId,
        reason: reason ? JSON.stringify(reason) : null,
      });
      return true;
    });
    if (moved) {
      this.deps.changed?.(app.id);
      await this.tell(app, { ...open, ...changes }, action, accountId, this.deps.notifications, {
        reason,
      });
      const event = rolloutEvent(app, { ...open, ...changes }, action, reason);
      if (event) {
        const version = await this.deps.builds.version(open.version_id);
        await this.deps.events.publish(withVersion(event, version));
      }
    }
    return moved;
  }

  private async tell(
    app: AppFacts,
    rollout: Pick<RolloutRow, 'version_id' | 'previous_version_id' | 'share'>,
    action: RolloutAction,
    accountId: string | null,
    notifications: NotificationService,
    more: { builds?: BuildsService; reason?: AutoHaltReason } = {},
  ) {
    const builds = more.builds ?? this.deps.builds;
    const reason = more.reason;
    const [version, previous] = await Promise.all([
      builds.version(rollout.version_id),
      builds.version(rollout.previous_version_id),
    ]);
    const by = accountId
      ? ((await this.deps.accountNamesOf([accountId])).get(accountId) ?? '')
      : null;
    const vars = (lang: Lang) => ({
      app: app.name,
      ver: version ? `${version.ver} (${Number(version.vcode)})` : '',
      previous: previous ? `${previous.ver} (${Number(previous.vcode)})` : '',
      share: String(percentOf(rollout.share)),
      by: by ?? t(lang, 'rollout.portal'),
      ...(reason ? autoHaltVars(lang, reason) : {}),
    });
    // a halt the portal made by itself says why, with its figures
    const kind = reason ? 'autoHalt' : action;
    const texts = (key: MessageKey): Texts => ({
      zh: t('zh', key, vars('zh')),
      en: t('en', key, vars('en')),
    });
    await notifications.notify({
      orgId: app.org_id,
      concerns: 'rollout:write',
      tag: 'app',
      status: action === 'halt' ? NotifyStatus.failed : NotifyStatus.info,
      title: texts(`rollout.${kind}.title` as MessageKey),
      content: texts(`rollout.${kind}.content` as MessageKey),
      appId: app.id,
      appName: app.name,
      ver: version?.ver ?? '',
      link: `/tracks?appId=${app.id}`,
    });
    if (action === 'halt') {
      await this.deps.mailMembers(app, (lang) => ({
        subject: t(lang, 'mail.rolloutHalted.subject', vars(lang)),
        paragraphs: [
          t(lang, `rollout.${kind}.content` as MessageKey, vars(lang)),
          t(lang, 'mail.rolloutHalted.advice', { link: this.deps.pageOf(app.id) }),
          t(lang, 'productName'),
        ],
      }));
    }
  }

  /**
   * In the transaction that puts the store's update online (the review's): starts its rollout
   * at the planned share. A first release, or a build already online, has nothing to stage. A
   * rollout still running refuses the move (10727); a halted one is replaced, and its previous
   * build stays the one the devices outside the new share get.
   */
  async wentOnline(
    trx: Executor,
    app: AppFacts,
    fromVersionId: string | null,
    toVersionId: string | null,
  ): Promise<void> {
    if (!fromVersionId || !toVersionId || fromVersionId === toVersionId) return;
    const repo = this.deps.repo.with(trx);
    const at = this.now();
    const open = await repo.open(app.id);
    if (open?.state === 'running') throw new AppError(ErrorCode.rolloutBusy);
    let previous = fromVersionId;
    if (open) {
      await repo.move(open.id, ['halted'], { state: 'replaced', updated_at: at });
      await repo.addStep({
        id: newId(),
        rollout_id: open.id,
        action: 'replace',
        share: open.share,
        at,
        account_id: null,
      });
      previous = open.previous_version_id;
    }
    const share = (await repo.plannedShare(app.id)) ?? FULL;
    const row = {
      id: newId(),
      app_id: app.id,
      version_id: toVersionId,
      previous_version_id: previous,
      share,
      state: share === FULL ? 'completed' : 'running',
      started_at: at,
      updated_at: at,
    };
    await repo.insert(row);
    this.deps.changed?.(app.id);
    await repo.addStep({
      id: newId(),
      rollout_id: row.id,
      action: 'start',
      share,
      at,
      account_id: null,
    });
    if (share < FULL) {
      await this.tell(app, row, 'start', null, this.deps.notifications.within(trx), {
        builds: this.deps.builds.within(trx),
      });
    }
  }

  /** Whether a rollout runs: the next update cannot go online until it is completed or halted. */
  async busy(appId: string): Promise<boolean> {
    return (await this.deps.repo.open(appId))?.state === 'running';
  }

  /** The rollouts in progress of several apps (the update check). */
  openOf(appIds: readonly string[]) {
    return this.deps.repo.openOf(appIds);
  }

  /** The builds an open rollout serves: their files stay. */
  servedVersions(appId: string): Promise<string[]> {
    return this.deps.repo.versionIdsOf(appId);
  }
}
