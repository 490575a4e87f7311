import type { Services } from '../app.js';
import type { Caller } from '../plugins/caller.js';
import { batches } from './store-traffic.js';
import { makeReviews } from './review-traffic.js';

const REPLIES = {
  en: 'Thank you for telling us. Version 1.2 fixes this; please update and let us know.',
  zh: '感谢反馈！1.2 版本已修复这个问题，请更新后再试试。',
};

/**
 * A week of players' reviews of the demo's online games, reported through the store's intake
 * as the store would, with the studio's reply to a few low ratings and one review reported to the
 * review console.
 */
export async function seedDemoReviews(
  services: Services,
  developer: Caller,
  apps: Map<string, string>,
  until: Date,
) {
  const plans = [
    { name: 'Galaxy Chess', count: 60, seed: 21 },
    { name: 'Star Miner', count: 40, seed: 22 },
  ];
  for (const plan of plans) {
    const appId = apps.get(plan.name);
    if (!appId) continue;
    const versionCodes = [
      ...new Set((await services.builds.versions(appId)).map((v) => Number(v.vcode))),
    ].sort((a, b) => a - b);
    const { first, edits } = makeReviews({ ...plan, appId, days: 7, until, versionCodes });
    for (const batch of batches(first)) await services.playerReviews.report(batch);
    await services.playerReviews.report(edits);
    const low = first.filter((r) => r.rating <= 2).slice(0, 3);
    for (const r of low) {
      const text = r.language === 'zh-CN' ? REPLIES.zh : REPLIES.en;
      await services.playerReviews.reply(developer, { appId, reviewId: r.reviewId, text }, 'en');
    }
    // one the review console has to decide on
    const rude = first.find((r) => r.rating === 1 && !low.includes(r));
    if (rude) {
      const reason = 'Insults other players; not about the game.';
      await services.playerReviews.reportReview(
        developer,
        { appId, reviewId: rude.reviewId, reason },
        'en',
      );
    }
  }
}
