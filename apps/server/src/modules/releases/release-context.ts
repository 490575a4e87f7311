// What the parts of the releases module share: dependencies, the clock, ownership scopes.
import { ErrorCode } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { MailTransport } from '../../messaging/mail.js';
import type { AccountNamesOf } from '../account/index.js';
import type { AppFacts, AppsService, Caller } from '../apps/index.js';
import type { AssetsService } from '../assets/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { ReviewService } from '../review/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { ChannelRow, ReleasesRepository } from './releases.repository.js';

export interface ReleasesDeps {
  repo: ReleasesRepository;
  apps: AppsService;
  uploads: UploadsService;
  assets: AssetsService;
  review: ReviewService;
  notifications: NotificationService;
  mail: MailTransport;
  clock: Clock;
  /** the account module names who acted in a channel release's log */
  accountNamesOf: AccountNamesOf;
  /** the address the service is reached at, for the links mailed to businesses */
  publicUrl: string;
  /** runs work after the answer is sent (tests pass a function that records it) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
}

/** The app a release belongs to and its business channel (null for the main store). */
export type Scope = { app: AppFacts; channel: ChannelRow | null };

/** The dependencies with the ownership checks and the scope readings every part uses. */
export class ReleaseContext {
  constructor(readonly deps: ReleasesDeps) {}

  now() {
    return iso(this.deps.clock.now());
  }

  later(work: () => Promise<void>) {
    const run = () => work().catch((error) => this.deps.onError?.(error));
    if (this.deps.defer) this.deps.defer(run);
    else setImmediate(run);
  }

  /** The app (10501 unless the caller owns it, or reads as a super account) and the channel. */
  async scope(
    caller: Caller,
    appId: string,
    channelId: string | null,
    write: boolean,
  ): Promise<Scope> {
    const app = await this.deps.apps.appFor(caller, appId, !write);
    if (channelId === null) return { app, channel: null };
    const channel = await this.deps.repo.findChannel(channelId);
    if (!channel || channel.app_id !== app.id) throw new AppError(ErrorCode.channelNotFound);
    return { app, channel };
  }

  /** A channel by its id: 10550 when unknown or of an app the caller may not use. */
  async channelScope(caller: Caller, channelId: string, write: boolean) {
    const channel = await this.deps.repo.findChannel(channelId);
    if (!channel) throw new AppError(ErrorCode.channelNotFound);
    const app = await this.deps.apps.appFor(caller, channel.app_id, !write).catch(() => {
      throw new AppError(ErrorCode.channelNotFound);
    });
    return { app, channel };
  }

  statusOf(s: Scope) {
    return s.channel ? s.channel.status : s.app.status;
  }

  liveVersionOf(s: Scope) {
    return s.channel ? s.channel.live_version_id : s.app.published_version_id;
  }

  draftBuild(s: Scope) {
    return this.deps.uploads.draftBuild(s.app.id, s.channel?.id ?? null, this.liveVersionOf(s));
  }
}
