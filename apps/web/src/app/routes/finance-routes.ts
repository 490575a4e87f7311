// The payment and finance screens (left menu item 1).
import { lazy } from 'react';
import type { ShellRoute } from './shell-route';

const PayInfoPage = lazy(() => import('@/features/finance/pages/PayInfoPage'));
const FinancialInfoPage = lazy(() => import('@/features/bills/pages/FinancialInfoPage'));
const FinanceOverviewPage = lazy(
  () => import('@/features/finance-overview/pages/FinanceOverviewPage'),
);

export const financeRoutes: readonly ShellRoute[] = [
  {
    path: '/pay_info',
    name: 'PayInfo',
    screen: 'payInfo',
    menu: 1,
    tab: 0,
    permission: 'payment:read',
    page: PayInfoPage,
  },
  {
    path: '/financial_info',
    name: 'FinancialInfo',
    screen: 'financialInfo',
    menu: 1,
    tab: 1,
    aliases: ['/financialInfo'],
    permission: 'bills:read',
    page: FinancialInfoPage,
  },
  {
    path: '/finance_overview',
    name: 'FinanceOverview',
    screen: 'financeOverview',
    menu: 1,
    tab: 2,
    permission: 'finance:read',
    page: FinanceOverviewPage,
  },
];
