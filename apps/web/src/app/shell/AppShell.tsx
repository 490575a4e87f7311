import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { PortalFooter } from '@/components/PortalFooter';
import { SecondStepConfirmer } from '@/features/shell/components/SecondStepConfirmer';
import { SecurityWindows } from '@/features/shell/components/SecurityWindows';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { takeBootSignIn } from '@/lib/boot-signin';
import { ScrollToTop } from '../ScrollToTop';
import { MobileNav } from './MobileNav';
import { routeGate } from './route-gate';
import { SideRail } from './SideRail';
import { TabNav } from './TabNav';
import { TopBar } from './TopBar';
import { useAppInAddress } from './use-app-in-address';
import { useShellNav } from './use-shell-nav';
import './shell.css';

// loaded only when a role is refused a screen: the frame's first load stays as it was
const RoleRefused = lazy(() =>
  import('@/features/team/components/RoleRefused').then((m) => ({ default: m.RoleRefused })),
);

/** The signed-in frame: icon menu, tab list, top bar, the screen and the footer. */
export default function AppShell() {
  const mobile = useIsMobile();
  const { t } = useTranslation();
  const { small, route, access } = useShellNav();
  // an address that names no screen shows the not-found page, which titles the tab itself
  useDocumentTitle(route ? t(`screens.${route.screen}`) : undefined);
  const appReady = useAppInAddress(route);
  // a screen the reader's role does not allow says so instead of failing call by call
  const gate = routeGate(route, access);
  const location = useLocation();
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  // the drawer belongs to the location it was opened on: navigating closes it
  const drawerOpen = drawerFor === location.key;
  // a signed-in frame never keeps the sign-in form of the first paint
  useLayoutEffect(() => void takeBootSignIn(), []);

  return (
    <div className={`shell${small ? ' shell--small' : ''}${mobile ? ' shell--mobile' : ''}`}>
      {/* in the signed-in frame only: the sign-in page's first load stays as small as it was */}
      <ScrollToTop />
      {mobile ? null : <SideRail />}
      {mobile || small ? null : <TabNav />}
      <div className="shell-main">
        <TopBar mobile={mobile} onOpenMenu={() => setDrawerFor(location.key)} />
        <main className="shell-content" id="main">
          <Suspense fallback={<PageLoader />}>
            {!appReady || gate === 'wait' ? (
              <PageLoader />
            ) : gate === 'refused' && route ? (
              <RoleRefused
                screen={route.screen}
                org={access.state === 'member' ? access.org : null}
              />
            ) : (
              <Outlet />
            )}
          </Suspense>
        </main>
        <PortalFooter />
      </div>
      {mobile ? <MobileNav open={drawerOpen} onClose={() => setDrawerFor(null)} /> : null}
      {/* opened from the user menu, kept open when the layout switches */}
      <SecurityWindows />
      {/* asks for the second step again before a sensitive change */}
      <SecondStepConfirmer />
    </div>
  );
}
