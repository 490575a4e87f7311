import { AppstoreOutlined, AuditOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { SelectedApp } from '@/lib/app-selection';
import { menuTarget, type Allows, type MenuItem } from '../route-table';

/**
 * The left icon menu: item 0 apps, item 1 payment and finance, item 2 the review console, shown
 * to super accounts only, and item 3 the team's administration (the audit log), not shown to
 * super accounts: they review every studio and hold no organisation of their own.
 */
export const menuItems: readonly {
  menu: MenuItem;
  icon: ReactNode;
  label: 'nav.apps' | 'nav.finance' | 'nav.review' | 'nav.team';
  full: 'nav.appsFull' | 'nav.financeFull' | 'nav.reviewFull' | 'nav.teamFull';
  superOnly?: boolean;
  developerOnly?: boolean;
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
  { menu: 3, icon: <TeamOutlined />, label: 'nav.team', full: 'nav.teamFull', developerOnly: true },
];

/**
 * The menu items an account sees, each with where it leads: the review console for super
 * accounts only, the team administration for members of a studio only, and no item whose
 * screens the reader's role all lacks.
 */
export function visibleMenuItems(isSuper: boolean, app: SelectedApp | null, allows: Allows) {
  return menuItems
    .filter((item) => (isSuper ? !item.developerOnly : !item.superOnly))
    .map((item) => ({ ...item, to: menuTarget(item.menu, app, allows) }))
    .filter((item): item is (typeof menuItems)[number] & { to: string } => item.to !== null);
}
