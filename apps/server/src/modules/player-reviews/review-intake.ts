// The store's intake of players' reviews: new ones, edits kept in the history, low-rating alerts.
import { ErrorCode, LOW_RATINGS_TAG, LOW_RATING_MAX, NotifyStatus } from '@vrportal/contract';
import type { ReportReviewsAnswer, StoreReview } from '@vrportal/contract';
import { storeReviewSchema } from '@vrportal/contract';
import type { Executor } from '../../db/executor.js';
import { newId } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import { ZoneTime } from '../../lib/zone-time.js';
import type { AppFacts } from '../apps/index.js';
import type { NotificationService } from '../notifications/index.js';
import type {
  PlayerReviewsRepository,
  ReviewContent,
  ReviewRow,
} from './player-reviews.repository.js';
import type { ReviewsContext } from './reviews-context.js';

type Rejected = ReportReviewsAnswer['rejected'][number];
interface Item {
  index: number;
  review: StoreReview;
}

const idOf = (raw: unknown) => {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).reviewId : '';
  return typeof value === 'string' ? value.slice(0, 128) : '';
};

/** The same review as stored: an item sent again changes nothing. */
const sameAs = (row: ReviewRow, c: ReviewContent) =>
  row.rating === c.rating &&
  row.title === c.title &&
  row.body === c.body &&
  row.language === c.language &&
  Number(row.version_code) === c.version_code &&
  row.device_model === c.device_model &&
  row.written_at === c.written_at;

export class ReviewIntake {
  private readonly zone: ZoneTime;

  constructor(private readonly ctx: ReviewsContext) {
    this.zone = new ZoneTime(ctx.deps.timeZone);
  }

  private contentOf(r: StoreReview): ReviewContent {
    const title = r.title ?? '';
    return {
      rating: r.rating,
      title,
      body: r.text,
      search: `${title}\n${r.text}`.toLowerCase(),
      language: r.language,
      version_code: r.versionCode,
      device_model: r.deviceModel,
      written_at: new Date(r.time).toISOString(),
      day: this.zone.dayOf(r.time),
    };
  }

  /**
   * A batch of reviews: each item is checked on its own (a bad one is named with its index and
   * code, the good ones are kept). New reviews are stored, a newer edit replaces the review and
   * keeps what it replaced, an identical or older one changes nothing.
   */
  async report(items: unknown[]): Promise<ReportReviewsAnswer> {
    const rejected: Rejected[] = [];
    const good: Item[] = [];
    items.forEach((raw, index) => {
      const parsed = storeReviewSchema.safeParse(raw);
      if (parsed.success) good.push({ index, review: parsed.data });
      else {
        const reason = parsed.error.issues
          .map((i) => `${i.path.join('.') || 'item'}: ${i.message}`)
          .join('; ');
        rejected.push({ index, id: idOf(raw), code: ErrorCode.invalidRequest, reason });
      }
    });
    const apps = new Map<string, AppFacts>();
    for (const appId of new Set(good.map((g) => g.review.appId))) {
      const app = await this.ctx.deps.apps.byId(appId);
      if (app) apps.set(appId, app);
    }
    // one review twice in a batch: its newest edit counts, the others are older edits
    const newest = new Map<string, Item>();
    let stale = 0;
    for (const item of good) {
      if (!apps.has(item.review.appId)) {
        const reason = 'appId: no such app';
        rejected.push({
          index: item.index,
          id: item.review.reviewId,
          code: ErrorCode.appNotFound,
          reason,
        });
        continue;
      }
      const seen = newest.get(item.review.reviewId);
      if (seen && seen.review.time >= item.review.time) stale += 1;
      else {
        if (seen) stale += 1;
        newest.set(item.review.reviewId, item);
      }
    }
    // in one order of ids, so concurrent batches lock rows in the same order
    const sorted = [...newest.values()].sort((a, b) =>
      a.review.reviewId < b.review.reviewId ? -1 : 1,
    );
    const counts = await this.ctx.deps.repo.transaction((repo, trx) =>
      this.store(repo, this.ctx.deps.notifications.within(trx), sorted, apps, rejected, trx),
    );
    rejected.sort((a, b) => a.index - b.index);
    return { ...counts, stale: counts.stale + stale, rejected };
  }

  private async store(
    repo: PlayerReviewsRepository,
    notifications: NotificationService,
    items: Item[],
    apps: Map<string, AppFacts>,
    rejected: Rejected[],
    trx: Executor,
  ) {
    const now = this.ctx.now();
    const known = new Map(
      (await repo.byIds(items.map((i) => i.review.reviewId))).map((r) => [r.id, r]),
    );
    const fresh = await repo.insertNew(
      items
        .filter((i) => !known.has(i.review.reviewId))
        .map(({ review: r }) => ({
          id: r.reviewId,
          app_id: r.appId,
          user_id: r.userId,
          ...this.contentOf(r),
          received_at: now,
          reply_text: null,
          reply_by: null,
          reply_at: null,
          reply_changed_at: null,
        })),
    );
    // a review another batch stored meanwhile is compared with what it stored
    const raced = items.filter(
      (i) => !known.has(i.review.reviewId) && !fresh.has(i.review.reviewId),
    );
    for (const row of await repo.byIds(raced.map((i) => i.review.reviewId))) known.set(row.id, row);

    let edited = 0;
    let duplicates = 0;
    let stale = 0;
    for (const { index, review } of items) {
      if (fresh.has(review.reviewId)) continue;
      const row = known.get(review.reviewId)!;
      const content = this.contentOf(review);
      if (row.app_id !== review.appId || row.user_id !== review.userId) {
        const reason = 'reviewId: already the review of another app or player';
        rejected.push({ index, id: review.reviewId, code: ErrorCode.reviewOfAnotherApp, reason });
      } else if (sameAs(row, content)) duplicates += 1;
      else if (content.written_at <= row.written_at) stale += 1;
      else {
        const current = await repo.lockOlder(row.id, content.written_at);
        if (!current) {
          stale += 1;
          continue;
        }
        await repo.addHistory({
          id: newId(),
          review_id: row.id,
          rating: current.rating,
          title: current.title,
          body: current.body,
          language: current.language,
          version_code: current.version_code,
          device_model: current.device_model,
          written_at: current.written_at,
          replaced_at: now,
        });
        await repo.replace(row.id, content, now);
        edited += 1;
      }
    }
    const stored = items.filter((i) => fresh.has(i.review.reviewId)).map((i) => i.review);
    await this.alertLowRatings(notifications, stored, apps);
    for (const r of stored.filter((r) => r.rating <= LOW_RATING_MAX)) {
      const app = apps.get(r.appId)!;
      const content = this.contentOf(r);
      await this.ctx.deps.events.publish(
        {
          type: 'player_review.low_rating',
          orgId: app.org_id,
          data: {
            appId: app.id,
            appName: app.name,
            packageName: app.pkg,
            reviewId: r.reviewId,
            rating: r.rating,
            title: content.title,
            text: content.body,
            language: r.language,
            versionCode: r.versionCode,
            writtenAt: content.written_at,
          },
        },
        trx,
      );
    }
    return { accepted: fresh.size, edited, duplicates, stale };
  }

  /**
   * New 1- and 2-star reviews reach the members who read reviews: one notification per app and
   * day of the portal's time zone, its count raised in the same transaction as the reviews.
   */
  private async alertLowRatings(
    notifications: NotificationService,
    stored: StoreReview[],
    apps: Map<string, AppFacts>,
  ) {
    const groups = new Map<string, { app: AppFacts; day: string; count: number }>();
    for (const r of stored) {
      if (r.rating > LOW_RATING_MAX) continue;
      const day = this.zone.dayOf(r.time);
      const key = `${r.appId}/${day}`;
      const group = groups.get(key) ?? { app: apps.get(r.appId)!, day, count: 0 };
      group.count += 1;
      groups.set(key, group);
    }
    for (const [key, { app, day, count }] of groups) {
      const vars = { app: app.name, day, count: '{count}' };
      await notifications.notifyGathered({
        orgId: app.org_id,
        concerns: 'reviews:read',
        tag: LOW_RATINGS_TAG,
        status: NotifyStatus.info,
        title: { zh: t('zh', 'reviews.low.title', vars), en: t('en', 'reviews.low.title', vars) },
        content: {
          zh: t('zh', 'reviews.low.content', vars),
          en: t('en', 'reviews.low.content', vars),
        },
        appId: app.id,
        appName: app.name,
        link: `/reviews?appId=${app.id}&rating=1`,
        key: `${LOW_RATINGS_TAG}/${key}`,
        count,
      });
    }
  }
}
