import type {
  Achievement,
  Addon,
  Destination,
  Leaderboard,
  PlatformKind,
} from '@vrportal/contract';
import type { ItemHead, ItemRow } from './platform.repository.js';

/** An item of any kind as the calls answer it, and as a submission keeps it. */
export type Item = Achievement | Leaderboard | Destination | Addon;

const text = (zh: string, en: string) => ({ zh_CN: zh, en_US: en });

const meta = (r: ItemHead & { updated_at: string }) => ({
  id: r.id,
  appId: r.app_id,
  state: r.state,
  auditId: r.audit_id ?? '',
  updateTime: r.updated_at,
});

export function achievementOf(r: ItemRow<'achievement'>): Achievement {
  return {
    ...meta(r),
    apiName: r.api_name,
    title: text(r.title_zh, r.title_en),
    desc: text(r.desc_zh, r.desc_en),
    unlockedDesc: text(r.unlocked_zh, r.unlocked_en),
    type: r.type,
    target: Number(r.target),
    bitSize: r.bit_size,
    lockedIcon: r.locked_icon,
    unlockedIcon: r.unlocked_icon,
  };
}

export function leaderboardOf(r: ItemRow<'leaderboard'>, entries = 0): Leaderboard {
  return {
    ...meta(r),
    apiName: r.api_name,
    title: text(r.title_zh, r.title_en),
    sortOrder: r.sort_order,
    scoreType: r.score_type,
    systemBoard: r.system_board,
    notify: r.notify,
    destinationId: r.destination_id ?? '',
    image: r.image,
    reset: r.reset,
    entries,
  };
}

export function destinationOf(r: ItemRow<'destination'>): Destination {
  return {
    ...meta(r),
    apiName: r.api_name,
    deeplinkMessage: r.deeplink_message,
    deeplinkType: r.deeplink_type,
    minGroup: r.min_group,
    maxGroup: r.max_group,
    displayName: text(r.name_zh, r.name_en),
    desc: text(r.desc_zh, r.desc_en),
    image: r.image,
  };
}

export function addonOf(r: ItemRow<'addon'>): Addon {
  return {
    ...meta(r),
    name: text(r.name_zh, r.name_en),
    sku: r.sku,
    itemType: r.item_type,
    priceMode: r.price_mode,
    price: Number(r.price_cents) / 100,
    showInStore: r.show_in_store,
    intro: text(r.intro_zh, r.intro_en),
    desc: text(r.desc_zh, r.desc_en),
    cover: r.cover,
    screenshots: JSON.parse(r.screenshots) as string[],
    trailer: r.trailer,
    validity: { value: r.validity_value, unit: r.validity_unit, start: r.validity_start },
    publishState: r.publish_state,
  };
}

export function itemOf(kind: PlatformKind, row: ItemRow<PlatformKind>): Item {
  switch (kind) {
    case 'achievement':
      return achievementOf(row as ItemRow<'achievement'>);
    case 'leaderboard':
      return leaderboardOf(row as ItemRow<'leaderboard'>);
    case 'destination':
      return destinationOf(row as ItemRow<'destination'>);
    case 'addon':
      return addonOf(row as ItemRow<'addon'>);
  }
}
