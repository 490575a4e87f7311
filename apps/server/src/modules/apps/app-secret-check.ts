import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@vrportal/contract';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.js';
import type { LimitsService } from '../limits/index.js';
import type { AppRow } from './apps.repository.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Checks the App ID and App Secret a game server or CI tool sends, under the attempt limit of
 * wrong secrets per app and client address.
 *
 * A secret not yet proven here is counted against the limit before it is compared and given back
 * when right, so a parallel burst of guesses gets exactly the allowed number of compares. A
 * secret this instance has seen to be right skips the counting (a game server calls many times a
 * second): it only checks that the limit is not used up, so past the limit even a right secret
 * waits, as on an instance that has not seen it yet.
 */
export class AppSecretCheck {
  /** `appId:sha256(secret)` of secrets seen right; each use still compares with the app's secret */
  private readonly proven = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60_000 });
  /** first checks under way, so parallel calls of one server take one try, not one each */
  private readonly underWay = new Map<string, Promise<AppRow>>();

  constructor(
    private readonly deps: {
      findApp: (appId: string) => Promise<AppRow | undefined>;
      limits: LimitsService;
    },
  ) {}

  async appBySecret(appId: string, appSecret: string, address: string): Promise<AppRow> {
    const given = sha256(appSecret);
    const provenKey = `${appId}:${given.toString('hex')}`;
    const subject = `${appId}|${address}`;
    if (this.proven.get(provenKey)) {
      await this.deps.limits.check('appSecretFailures', subject);
      const app = await this.deps.findApp(appId);
      if (app && timingSafeEqual(given, sha256(app.app_secret))) return app;
      this.proven.delete(provenKey); // the secret was changed since
    }
    const firstKey = `${provenKey}|${address}`;
    const underWay = this.underWay.get(firstKey);
    if (underWay) return underWay;
    const check = this.firstCheck(appId, given, subject).finally(() =>
      this.underWay.delete(firstKey),
    );
    this.underWay.set(firstKey, check);
    const app = await check;
    this.proven.set(provenKey, true);
    return app;
  }

  private async firstCheck(appId: string, given: Buffer, subject: string): Promise<AppRow> {
    const tried = await this.deps.limits.take('appSecretFailures', subject);
    const app = await this.deps.findApp(appId);
    // hashes of equal length, compared in constant time, also when the app does not exist
    const expected = sha256(app?.app_secret ?? 'no app has this secret');
    if (!app || !timingSafeEqual(given, expected)) throw new AppError(ErrorCode.wrongAppSecret);
    await tried.giveBack();
    return app;
  }
}
