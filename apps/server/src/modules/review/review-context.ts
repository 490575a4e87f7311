// What the parts of the review workflow share: dependencies, the ports, subjects and texts.
import { ErrorCode, REVIEW_STAGES, stageStatuses } from '@vrportal/contract';
import type { ReviewStage } from '@vrportal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { OrgEvents } from '../../lib/org-events.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { AccountNamesOf } from '../account/index.js';
import type { AppFacts, AppsService } from '../apps/index.js';
import type { BuildsService } from '../builds/index.js';
import type { NotificationService, Texts } from '../notifications/index.js';
import type { AutoCheck } from './auto-check.js';
import type { ChannelReviewPort, ReviewChannel } from './channel-port.js';
import type { ReleaseViewPort } from './release-view-port.js';
import type { RolloutPort } from './rollout-port.js';
import { ReviewLogRepository } from './review.repository.js';

export interface ReviewDeps {
  db: Db;
  notifications: NotificationService;
  /** the apps module: apps and their statuses, which only this module moves */
  apps: Pick<
    AppsService,
    | 'byId'
    | 'byIdWithin'
    | 'moveReviewState'
    | 'claimStale'
    | 'inStatuses'
    | 'countByStatus'
    | 'releaseDue'
  >;
  /** the builds module: the version under review and its files */
  builds: Pick<BuildsService, 'versions' | 'version' | 'obbs'>;
  /** the account module names who acted in the log */
  accountNamesOf: AccountNamesOf;
  /** the teams module names the organisation of a queued app: its name and its owner */
  orgLabelsOf: AccountNamesOf;
  blobs: BlobStore;
  clock: Clock;
  /** the portal's TIME_ZONE: release dates are told in it */
  timeZone: string;
  autoChecks: AutoCheck[];
  /** tells of each stage's decision (the organisation's webhooks hear of it) */
  events: OrgEvents;
  /** runs work after the answer is sent (tests pass a function that records it) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
}

/** Both languages of a text; `subject` names the app (and channel) in each language. */
export const both = (key: MessageKey, vars: Record<string, string>, subject?: Texts): Texts => ({
  zh: t('zh', key, {
    ...vars,
    ...(subject ? { app: subject.zh } : {}),
    stage: vars.stage ? t('zh', vars.stage as MessageKey) : '',
  }),
  en: t('en', key, {
    ...vars,
    ...(subject ? { app: subject.en } : {}),
    stage: vars.stage ? t('en', vars.stage as MessageKey) : '',
  }),
});

/** What a review console call acts on: an app's main-store release or a channel release. */
export interface Subject {
  app: AppFacts;
  channel: ReviewChannel | null;
  status: number;
}

/** The stage under way in a status, if any. */
export const stageRunning = (status: number): ReviewStage | null =>
  REVIEW_STAGES.find((stage) => stageStatuses[stage].running === status) ?? null;

export const mainStore = (app: AppFacts): Subject => ({ app, channel: null, status: app.status });

/** The app's name, with the channel's for a channel release, in both languages. */
export function subjectName(s: Subject): Texts {
  // the name it was created with: a notification's texts show the app's current name when read
  if (!s.channel) return { zh: s.app.name, en: s.app.name };
  const vars = { app: s.app.name, channel: s.channel.name };
  return {
    zh: t('zh', 'release.channel.subject', vars),
    en: t('en', 'release.channel.subject', vars),
  };
}

/**
 * The dependencies with the review log, the clock, deferred work and the ports through which
 * channel releases and release listings (the releases module's) join the review.
 */
export class ReviewContext {
  readonly log: ReviewLogRepository;
  /** business channel releases, set by `useChannels` */
  channels: ChannelReviewPort | null = null;
  /** the submitted release's listing, set by `useReleases` */
  releases: ReleaseViewPort | null = null;
  /** staged rollouts of store updates, set by `useRollouts` */
  rollouts: RolloutPort | null = null;

  constructor(readonly deps: ReviewDeps) {
    this.log = new ReviewLogRepository(deps.db);
  }

  now() {
    return iso(this.deps.clock.now());
  }

  later(work: () => Promise<void>) {
    const run = () => work().catch((error) => this.deps.onError?.(error));
    if (this.deps.defer) this.deps.defer(run);
    else setImmediate(run);
  }

  /** The app (10501), or its channel release with `cId` (10550 unless a channel of that app). */
  async subject(appId: string, cId?: string | null): Promise<Subject> {
    const app = await this.deps.apps.byId(appId);
    if (!app) throw new AppError(ErrorCode.appNotFound);
    if (!cId) return mainStore(app);
    const channel = await this.channels?.find(cId);
    if (!channel || channel.appId !== app.id) throw new AppError(ErrorCode.channelNotFound);
    return { app, channel, status: channel.status };
  }
}
