import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '@/components/PageLoader';
import { preloadTexts } from '@/lib/i18n';
import type { Lang } from '@/lib/lang';
import { BASE_PATH, bindNavigator, currentPortalPath } from '@/lib/navigation';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { findShellRoute, shellRoutes } from './route-table';

// Every screen is its own chunk: the sign-in screen never loads the shell and vice versa.
const loadLoginPage = () => import('@/features/auth/pages/LoginPage');
const loadAppShell = () => import('./shell/AppShell');
const LoginPage = lazy(loadLoginPage);
const DeveloperApplyPage = lazy(() => import('@/features/auth/pages/DeveloperApplyPage'));
const LegalPage = lazy(() => import('@/features/legal/LegalPage'));
// one chunk with the team screen: see features/team/pages/index.ts
const loadInvitePage = () =>
  import('@/features/team/pages').then((pages) => ({ default: pages.InvitePage }));
const InvitePage = lazy(loadInvitePage);
const AppShell = lazy(loadAppShell);
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * Starts fetching the first screen's chunks at once, beside the texts, rather than after them
 * when the router first renders: one round trip less before the page can be used. A screen of
 * the shell also starts the shell's texts and what the screen preloads (route-table.ts).
 */
export function preloadFirstScreen(signedIn: boolean, lang: Lang) {
  const path = currentPortalPath();
  if (path.startsWith('/privacy') || path.startsWith('/agreement')) return;
  if (!signedIn || path.startsWith('/login')) void loadLoginPage();
  else if (path.startsWith('/invite')) void loadInvitePage();
  else if (!path.startsWith('/developer_apply')) {
    void loadAppShell();
    preloadTexts(lang, ['shell']);
    findShellRoute(path.split('?')[0] ?? path)?.preload?.(lang);
  }
}

function page(node: ReactNode) {
  return <Suspense fallback={<PageLoader fullScreen />}>{node}</Suspense>;
}

const routes: RouteObject[] = [
  {
    id: 'Root',
    errorElement: <RouteError />,
    children: [
      { id: 'Login', path: 'login', element: page(<LoginPage />) },
      {
        id: 'DeveloperApply',
        path: 'developer_apply',
        element: <RequireAuth>{page(<DeveloperApplyPage />)}</RequireAuth>,
      },
      // an invitation's mailed link: outside the shell, as the invited account may not be in
      // any organisation yet
      {
        id: 'Invite',
        path: 'invite',
        element: <RequireAuth>{page(<InvitePage />)}</RequireAuth>,
      },
      { id: 'Privacy', path: 'privacy', element: page(<LegalPage doc="privacy" />) },
      { id: 'Agreement', path: 'agreement', element: page(<LegalPage doc="agreement" />) },
      {
        id: 'Shell',
        path: '/',
        element: <RequireAuth>{page(<AppShell />)}</RequireAuth>,
        children: [
          { index: true, element: <Navigate to="/all_apps" replace /> },
          ...shellRoutes.map(({ name, path, page: Screen, screen }): RouteObject => ({
            id: name,
            path: path.slice(1),
            element: <Screen screen={screen} />,
          })),
          ...shellRoutes.flatMap(({ path, aliases = [] }) =>
            aliases.map((alias): RouteObject => ({
              path: alias.slice(1),
              element: <Navigate to={path} replace />,
            })),
          ),
          // an unknown address says so inside the frame, with the way back
          { id: 'NotFound', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Creates the router (history mode under /manage/). Called at start, after the session given in
 * the URL has been taken into storage and removed from the address bar, so the router never
 * sees it.
 */
export function createPortalRouter() {
  const router = createBrowserRouter(routes, { basename: BASE_PATH });
  bindNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

export function AppRouter({ router }: { router: PortalRouter }) {
  return <RouterProvider router={router} />;
}
