// The review console of super accounts (left menu item 2), and the notifications screen outside the menus.
import { lazy } from 'react';
import type { ShellRoute } from './shell-route';

const NotificationPage = lazy(() => import('@/features/notifications/pages/NotificationPage'));
const FinanceReviewPage = lazy(() => import('@/features/finance/pages/FinanceReviewPage'));
const ReviewConsolePage = lazy(() => import('@/features/review-console/pages/ReviewConsolePage'));
const BillDisputesPage = lazy(() => import('@/features/review-console/pages/BillDisputesPage'));
// The platform items' and the reported reviews' console pages share a chunk: apart, the second
// one's parts of the UI kit would split chunks the sign-in page shares (its size budget).
const loadConsoleItems = () => import('@/features/review-console/pages/items');
const PlatformReviewPage = lazy(() =>
  loadConsoleItems().then((pages) => ({ default: pages.PlatformReviewPage })),
);
const ReportedReviewsPage = lazy(() =>
  loadConsoleItems().then((pages) => ({ default: pages.ReportedReviewsPage })),
);

export const notificationRoutes: readonly ShellRoute[] = [
  {
    path: '/notification',
    name: 'Notification',
    screen: 'notification',
    menu: null,
    tab: -1,
    hidden: true,
    page: NotificationPage,
  },
];

export const consoleRoutes: readonly ShellRoute[] = [
  {
    path: '/review',
    name: 'Review',
    screen: 'review',
    menu: 2,
    tab: 0,
    superOnly: true,
    page: ReviewConsolePage,
  },
  {
    path: '/review/finance',
    name: 'FinanceReview',
    screen: 'financeReview',
    menu: 2,
    tab: 1,
    superOnly: true,
    page: FinanceReviewPage,
  },
  {
    path: '/review/bills',
    name: 'BillDisputes',
    screen: 'billDisputes',
    menu: 2,
    tab: 2,
    superOnly: true,
    page: BillDisputesPage,
  },
  {
    path: '/review/platform',
    name: 'PlatformReview',
    screen: 'platformReview',
    menu: 2,
    tab: 3,
    superOnly: true,
    page: PlatformReviewPage,
  },
  {
    path: '/review/player_reviews',
    name: 'ReportedReviews',
    screen: 'reportedReviews',
    menu: 2,
    tab: 4,
    superOnly: true,
    page: ReportedReviewsPage,
  },
];
