import { AppstoreOutlined, WalletOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuItem } from '../route-table';

/** The left icon menu: item 0 apps, item 1 payment and finance. */
export const menuItems: readonly {
  menu: MenuItem;
  icon: ReactNode;
  label: 'nav.apps' | 'nav.finance';
  full: 'nav.appsFull' | 'nav.financeFull';
}[] = [
  { menu: 0, icon: <AppstoreOutlined />, label: 'nav.apps', full: 'nav.appsFull' },
  { menu: 1, icon: <WalletOutlined />, label: 'nav.finance', full: 'nav.financeFull' },
];
