import {
  AddonPublishState,
  ITEM_IN_REVIEW_STATES,
  ITEM_PASSED_STATES,
  ITEM_REJECTED_STATES,
  ItemState,
} from '@vrportal/contract';

export type ItemStateName = keyof typeof ItemState;
export type PublishStateName = keyof typeof AddonPublishState;

/** The name of an item's submission state (its text under state.<name>); draft when unknown. */
export function itemStateName(state: number): ItemStateName {
  const found = (Object.keys(ItemState) as ItemStateName[]).find((k) => ItemState[k] === state);
  return found ?? 'draft';
}

/** The name of an add-on's publication state (its text under publish.<name>). */
export function publishStateName(state: number): PublishStateName {
  const names = Object.keys(AddonPublishState) as PublishStateName[];
  return names.find((k) => AddonPublishState[k] === state) ?? 'toPublish';
}

/** The four groups the overview counts: not yet submitted, under review, passed, rejected. */
export type StateGroup = 'draft' | 'review' | 'passed' | 'rejected';
export const STATE_GROUPS: readonly StateGroup[] = ['draft', 'review', 'passed', 'rejected'];

export function stateGroup(state: number): StateGroup {
  if (ITEM_IN_REVIEW_STATES.includes(state)) return 'review';
  if (ITEM_PASSED_STATES.includes(state)) return 'passed';
  if (ITEM_REJECTED_STATES.includes(state)) return 'rejected';
  // drafts and cancelled reviews wait for a submission
  return 'draft';
}

/** Tag colours of the groups (antd preset colours). */
export const GROUP_COLOR: Record<StateGroup, string> = {
  draft: 'default',
  review: 'processing',
  passed: 'success',
  rejected: 'error',
};

export const PUBLISH_COLOR: Record<PublishStateName, string> = {
  toPublish: 'gold',
  published: 'green',
  unpublished: 'default',
};

/** Counts of a list's items by group. */
export function countByGroup(items: readonly { state: number }[]): Record<StateGroup, number> {
  const counts: Record<StateGroup, number> = { draft: 0, review: 0, passed: 0, rejected: 0 };
  for (const item of items) counts[stateGroup(item.state)] += 1;
  return counts;
}
