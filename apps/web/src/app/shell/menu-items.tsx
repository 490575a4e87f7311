import { AppstoreOutlined, AuditOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SelectedApp } from '@/lib/app-selection';
import { menuTarget, type Allows, type MenuItem } from '../route-table';

/**
 * The left icon menu: item 0 apps, item 1 payment and finance, item 2 the review console, shown
 * to super accounts only.
 */
export const menuItems: readonly {
  menu: MenuItem;
  icon: ReactNode;
  label: 'nav.apps' | 'nav.finance' | 'nav.review';
  full: 'nav.appsFull' | 'nav.financeFull' | 'nav.reviewFull';
  superOnly?: boolean;
}[] = [
  { menu: 0, icon: <AppstoreOutlined />, label: 'nav.apps', full: 'nav.appsFull' },
  { menu: 1, icon: <WalletOutlined />, label: 'nav.finance', full: 'nav.financeFull' },
  {
    menu: 2,
    icon: <AuditOutlined />,
    label: 'nav.review',
    full: 'nav.reviewFull',
    superOnly: true,
  },
];

/**
 * The menu items an account sees, each with where it leads: not the review console unless the
 * account is a super account, and no item whose screens the reader's role all lacks.
 */
export function visibleMenuItems(isSuper: boolean, app: SelectedApp | null, allows: Allows) {
  return menuItems
    .filter((item) => isSuper || !item.superOnly)
    .map((item) => ({ ...item, to: menuTarget(item.menu, app, allows) }))
    .filter((item): item is (typeof menuItems)[number] & { to: string } => item.to !== null);
}
