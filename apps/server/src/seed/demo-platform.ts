import {
  AchievementType,
  AddonItemType,
  AddonPriceMode,
  AppStatus,
  DeeplinkType,
  ResetSchedule,
  ScoreType,
  SortOrder,
  ValidityStart,
  ValidityUnit,
  platformDecideRequest,
} from '@vrportal/contract';
import type { PlatformKind } from '@vrportal/contract';
import type { Services } from '../app.js';
import type { Caller } from '../modules/apps/apps.service.js';
import type { AchievementSave } from '../modules/platform/platform-items.js';

/** The add-on the demo store traffic sells (seed/demo-analytics.ts): 12.00 CNY. */
const GOLD_SKIN = { sku: 'GoldSkin', name: { zh_CN: '黄金皮肤', en_US: 'Gold skin' }, price: 12 };

/**
 * Platform services of the demo developer's first online app, made through the platform service
 * as a developer and a reviewer would: two achievements (one passed, one still a draft), a
 * leaderboard, a destination and the add-on the store traffic sells, each kind with a decided
 * submission, so the notification centre holds a report of every platform kind. Demo players
 * then write this period's scores and progress through the runtime service, as a game's server
 * would, and the developer removes one cheating score, so the entries browser and its moderation
 * history have something to show.
 */
export async function seedDemoPlatform(
  services: Services,
  developer: Caller,
  reviewer: Caller,
  apps: Map<string, string>,
): Promise<string | null> {
  let appId: string | null = null;
  for (const id of apps.values()) {
    if ((await services.apps.byId(id))?.status === AppStatus.online) {
      appId = id;
      break;
    }
  }
  if (!appId) return null;
  const platform = services.platform;

  const review = async (kind: PlatformKind, id: string, note: string) => {
    const { auditId } = await platform.submit(developer, { appId, kind, ids: [id] });
    // the contract fills in the rest of a passed item: every store check of an add-on shown
    await platform.decide(
      reviewer,
      platformDecideRequest.parse({ auditId, note, items: [{ id, pass: true }] }),
    );
  };

  // the demo achievements have no icons and are no bitfields
  const saveAchievement = (
    fields: Pick<
      AchievementSave,
      'apiName' | 'title' | 'desc' | 'unlockedDesc' | 'type' | 'target'
    >,
  ) =>
    platform.saveAchievement(developer, {
      appId,
      ...fields,
      bitSize: 0,
      lockedIcon: '',
      unlockedIcon: '',
    });

  const firstWin = await saveAchievement({
    apiName: 'FIRST_WIN',
    title: { zh_CN: '首次胜利', en_US: 'First win' },
    desc: { zh_CN: '赢下第一局对弈。', en_US: 'Win your first game.' },
    unlockedDesc: { zh_CN: '你赢下了第一局！', en_US: 'You won your first game!' },
    type: AchievementType.simple,
    target: 1,
  });
  await review('achievement', firstWin.id, 'Clear texts. / 文字清楚。');
  await saveAchievement({
    apiName: 'HUNDRED_GAMES',
    title: { zh_CN: '百局老将', en_US: 'Hundred games' },
    desc: { zh_CN: '完成 100 局对弈。', en_US: 'Play 100 games.' },
    unlockedDesc: { zh_CN: '', en_US: '' },
    type: AchievementType.count,
    target: 100,
  });

  const lobby = await platform.saveDestination(developer, {
    appId,
    apiName: 'RANKED_LOBBY',
    deeplinkMessage: 'lobby=ranked',
    deeplinkType: DeeplinkType.enabled,
    minGroup: 2,
    maxGroup: 8,
    displayName: { zh_CN: '排位大厅', en_US: 'Ranked lobby' },
    desc: { zh_CN: '与同水平的棋手对弈。', en_US: 'Play against players of your level.' },
    image: '',
  });
  await review('destination', lobby.id, '');

  const weekly = await platform.saveLeaderboard(developer, {
    appId,
    apiName: 'WEEKLY_RATING',
    title: { zh_CN: '每周积分榜', en_US: 'Weekly rating' },
    sortOrder: SortOrder.higherIsBetter,
    scoreType: ScoreType.score,
    systemBoard: 0,
    notify: 1,
    destinationId: lobby.id,
    image: '',
    reset: ResetSchedule.weekly,
  });
  await review('leaderboard', weekly.id, '');
  await seedDemoPlayers(services, { id: appId, orgId: developer.id }, developer, weekly.id);

  const skin = await platform.saveAddon(developer, {
    appId,
    name: GOLD_SKIN.name,
    sku: GOLD_SKIN.sku,
    itemType: AddonItemType.nonConsumable,
    priceMode: AddonPriceMode.custom,
    price: GOLD_SKIN.price,
    showInStore: 1,
    intro: { zh_CN: '金色的棋盘与棋子。', en_US: 'A golden board and pieces.' },
    desc: {
      zh_CN: '为棋盘和全部棋子换上黄金外观。',
      en_US: 'Gives the board and every piece a golden look.',
    },
    cover: '',
    screenshots: [],
    trailer: '',
    validity: { value: 0, unit: ValidityUnit.days, start: ValidityStart.beforeUse },
  });
  await review('addon', skin.id, 'Published. / 已上架。');
  return appId;
}

/** The demo players of the weekly board, best first; the last one's score is the cheat. */
export const DEMO_PLAYERS = [
  ['mei_lin', 2480],
  ['arjun.k', 2315],
  ['sofia-r', 2290],
  ['kenji', 2104],
  ['lucas.m', 1987],
  ['amara', 1850],
  ['wang_hao', 1762],
  ['noah_b', 1640],
  ['ines', 1533],
  ['oskar', 1410],
  ['zhou.yu', 1325],
  ['speedhack_99', 99999],
] as const;

async function seedDemoPlayers(
  services: Services,
  app: { id: string; orgId: string },
  developer: Caller,
  boardId: string,
) {
  const runtime = services.platformRuntime;
  for (const [userId, score] of DEMO_PLAYERS) {
    await runtime.writeScore(app, { apiName: 'WEEKLY_RATING', userId, score });
    await runtime.add(app, { userId, apiName: 'HUNDRED_GAMES', count: Math.round(score / 40) });
    if (score > 2000) await runtime.unlock(app, { userId, apiName: 'FIRST_WIN' });
  }
  const [cheat] = DEMO_PLAYERS[DEMO_PLAYERS.length - 1]!;
  await runtime.removeEntry(developer, {
    appId: app.id,
    id: boardId,
    userId: cheat,
    reason: 'Score far above what a week of rated games allows.',
  });
}
