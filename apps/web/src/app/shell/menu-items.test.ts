import { describe, expect, it } from 'vitest';
import type { Allows } from '../route-table';
import { visibleMenuItems } from './menu-items';

const all: Allows = () => true;

describe('the left icon menu', () => {
  it("shows a studio's members the apps, the finance and the team administration", () => {
    expect(visibleMenuItems(false, null, all).map((item) => item.menu)).toEqual([0, 1, 3]);
  });

  it('shows super accounts the review console instead of the team administration', () => {
    expect(visibleMenuItems(true, null, all).map((item) => item.menu)).toEqual([0, 1, 2]);
  });
});
