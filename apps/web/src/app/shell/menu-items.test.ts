import { roleAllows, type Role } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import type { Allows } from '../route-table';
import { visibleMenuItems } from './menu-items';

const all: Allows = () => true;
const as =
  (role: Role): Allows =>
  (permission) =>
    roleAllows(role, permission);
const shown = (isSuper: boolean, allows: Allows) =>
  visibleMenuItems(isSuper, null, allows).map((item) => item.menu);

describe('the left icon menu', () => {
  it("shows a studio's members the apps, the finance and the team administration", () => {
    expect(shown(false, all)).toEqual([0, 1, 3]);
    expect(visibleMenuItems(false, null, as('owner')).map((item) => item.to)).toEqual([
      '/all_apps',
      '/pay_info',
      '/audit_log',
    ]);
  });

  it('shows super accounts the review console instead of the team administration', () => {
    expect(shown(true, all)).toEqual([0, 1, 2]);
  });

  it('leaves out the items whose screens the role all lacks', () => {
    expect(shown(false, as('admin'))).toEqual([0, 1, 3]);
    expect(shown(false, as('finance'))).toEqual([0, 1]);
    expect(shown(false, as('developer'))).toEqual([0]);
    expect(shown(false, as('analyst'))).toEqual([0]);
  });
});
