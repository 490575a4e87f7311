import { AddonPublishState, ItemState } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { countByGroup, itemStateName, publishStateName, stateGroup } from './states';

describe('platform item states', () => {
  it('names every submission state and publication state', () => {
    expect(itemStateName(ItemState.createReview)).toBe('createReview');
    expect(itemStateName(ItemState.editPassed)).toBe('editPassed');
    expect(itemStateName(ItemState.cancelled)).toBe('cancelled');
    expect(publishStateName(AddonPublishState.unpublished)).toBe('unpublished');
  });

  it('groups the states as the overview counts them', () => {
    expect(stateGroup(ItemState.draft)).toBe('draft');
    expect(stateGroup(ItemState.cancelled)).toBe('draft');
    expect(stateGroup(ItemState.editReview)).toBe('review');
    expect(stateGroup(ItemState.createPassed)).toBe('passed');
    expect(stateGroup(ItemState.editRejected)).toBe('rejected');
    expect(
      countByGroup([
        { state: ItemState.draft },
        { state: ItemState.createReview },
        { state: ItemState.editReview },
        { state: ItemState.editPassed },
      ]),
    ).toEqual({ draft: 1, review: 2, passed: 1, rejected: 0 });
  });
});
