import { ErrorCode } from '@vrportal/contract';
import type { PlatformKind } from '@vrportal/contract';
import { AppError, localizedError } from '../../lib/app-error.js';
import type { AppFacts, AppsService, Caller } from '../apps/index.js';
import { holdsApp } from '../../plugins/caller.js';
import type { ItemHead, PlatformRepository } from './platform.repository.js';

/**
 * The ownership checks of every platform call, answered with the codes of each kind (the spec
 * gives the kinds different codes for the same refusal).
 */
export class PlatformOwnership {
  constructor(
    private readonly apps: AppsService,
    private readonly repo: PlatformRepository,
  ) {}

  /**
   * The app the call names, answered with the codes of its kind: achievements and leaderboards
   * 10501 for an app that is missing or not the caller's; destinations 1 (missing) and 2 (not
   * owned); add-ons 10501 (missing) and 10011 (not owned). A super account may read any app.
   */
  async appOf(
    caller: Caller,
    kind: PlatformKind,
    appId: string,
    write: boolean,
  ): Promise<AppFacts> {
    if (kind === 'achievement' || kind === 'leaderboard') {
      return this.apps.appFor(caller, appId, !write);
    }
    const app = await this.apps.byId(appId);
    const mayUse = app && (holdsApp(caller, app) || (caller.admin && !write));
    if (kind === 'destination') {
      if (!app) throw new AppError(ErrorCode.destinationAppMissing);
      if (!mayUse) throw new AppError(ErrorCode.destinationAppNotOwned);
      return app;
    }
    if (!app) throw new AppError(ErrorCode.appNotFound);
    if (!mayUse) throw localizedError(ErrorCode.notDeveloper, 'platform.appNotOwned');
    return app;
  }

  /** An item of this kind of the app, or 10650. */
  async itemHead(kind: PlatformKind, appId: string, id: string): Promise<ItemHead> {
    const head = await this.repo.head(kind, id);
    if (!head || head.app_id !== appId) throw new AppError(ErrorCode.platformItemNotFound);
    return head;
  }
}
