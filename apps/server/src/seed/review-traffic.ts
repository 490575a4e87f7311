// Players' reviews as the store would report them, made from a seed: the demo and the simulator.
import type { StoreReview } from '@vrportal/contract';
import { seededRandom } from '../lib/seeded-random.js';

export interface ReviewPlan {
  appId: string;
  /** days of reviews, ending at `until` */
  days: number;
  until: Date;
  /** reviews over the period */
  count: number;
  /** the app's builds, oldest first: later reviews are more often of later builds */
  versionCodes: number[];
  seed: number;
}

const DAY_MS = 86_400_000;
const DEVICES = ['Quest 3', 'Quest 3S', 'Pico 4 Ultra', 'Quest Pro', 'Vision Pro'];

/** What players write, by stars (index 0 is 1 star), in English and Chinese. */
const WORDS: { en: [string, string][]; zh: [string, string][] }[] = [
  {
    en: [
      ['Crashes on start', 'The game closes itself right after the logo. Please fix it.'],
      ['Motion sickness', 'Turning is too fast and there is no comfort setting.'],
    ],
    zh: [
      ['启动就闪退', '一过开场动画就自动退出，请尽快修复。'],
      ['头晕', '转向太快了，也没有舒适模式。'],
    ],
  },
  {
    en: [
      ['Too short', 'Finished everything in an hour. Not worth the price yet.'],
      ['Controls feel off', 'Grabbing pieces misses half of the time.'],
    ],
    zh: [
      ['内容太少', '一个小时就玩完了，暂时不值这个价。'],
      ['操作别扭', '抓取经常抓不到。'],
    ],
  },
  {
    en: [
      ['Nice idea', 'Good start, but it needs more levels and a tutorial.'],
      ['', 'Fine for a few sessions.'],
    ],
    zh: [
      ['想法不错', '开头很好，但需要更多关卡和新手教程。'],
      ['', '玩几次还可以。'],
    ],
  },
  {
    en: [
      ['Fun with friends', 'Multiplayer works well, a few bugs in the lobby.'],
      ['Relaxing', 'I play a round every evening.'],
    ],
    zh: [
      ['和朋友一起玩很有趣', '多人模式很好，大厅里有些小问题。'],
      ['很放松', '每天晚上都玩一局。'],
    ],
  },
  {
    en: [
      ['Best in VR', 'Beautiful, smooth and easy to learn. Highly recommended!'],
      ['Love it', 'The new update fixed everything. Five stars.'],
    ],
    zh: [
      ['VR 里最好玩的', '画面漂亮、流畅、容易上手，强烈推荐！'],
      ['非常喜欢', '新版本修好了所有问题，五星。'],
    ],
  },
];

/** Stars leaning high, as stores see them: a few 1s and 2s, mostly 4s and 5s. */
const STAR_WEIGHTS = [0.08, 0.07, 0.15, 0.3, 0.4];

/**
 * Reviews spread over the days, each by its own player, in English or Chinese, on the builds of
 * the period (`first`); every tenth is edited a day later (`edits`: the same id, a newer time),
 * sent after them as the store would.
 */
export function makeReviews(plan: ReviewPlan): { first: StoreReview[]; edits: StoreReview[] } {
  const random = seededRandom(plan.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const start = plan.until.getTime() - plan.days * DAY_MS;
  const reviews: StoreReview[] = [];
  const edits: StoreReview[] = [];
  for (let i = 0; i < plan.count; i += 1) {
    const time = Math.floor(start + random() * (plan.until.getTime() - start));
    let roll = random();
    let stars = 1;
    while (stars < 5 && roll >= STAR_WEIGHTS[stars - 1]!) {
      roll -= STAR_WEIGHTS[stars - 1]!;
      stars += 1;
    }
    // later in the period, later builds
    const share = (time - start) / (plan.until.getTime() - start);
    const versions = plan.versionCodes.length ? plan.versionCodes : [1];
    const at = Math.min(
      versions.length - 1,
      Math.floor((share + random() * 0.5) * versions.length),
    );
    const zh = random() < 0.5;
    const [title, text] = pick(WORDS[stars - 1]![zh ? 'zh' : 'en']);
    const review: StoreReview = {
      reviewId: `rv-${plan.appId.slice(0, 8)}-${plan.seed}-${i}`,
      appId: plan.appId,
      userId: `player-${plan.seed}-${Math.floor(random() * plan.count * 3)}`,
      rating: stars,
      ...(title ? { title } : {}),
      text,
      language: zh ? 'zh-CN' : 'en',
      versionCode: versions[at]!,
      deviceModel: pick(DEVICES),
      time,
    };
    reviews.push(review);
    if (i % 10 === 9 && time + DAY_MS < plan.until.getTime()) {
      const better = Math.min(5, stars + 1);
      const [, edited] = pick(WORDS[better - 1]![zh ? 'zh' : 'en']);
      edits.push({ ...review, rating: better, text: edited, time: time + DAY_MS });
    }
  }
  return { first: reviews, edits };
}
