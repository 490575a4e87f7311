import { AppstoreOutlined, MenuOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NotificationBell } from '@/features/shell/components/NotificationBell';
import { UserMenu } from '@/features/shell/components/UserMenu';
import { useSession } from '@/lib/session';
import { useShellNav } from './use-shell-nav';

/** The top bar: the current app (click: back to all apps), the bell, and on mobile the menu. */
export function TopBar({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const { app, route, pathname } = useShellNav();
  const { isSuper } = useSession();

  // the list leaves the app itself once it shows (useAppInAddress)
  const backToAllApps = () => {
    if (pathname !== '/all_apps') void navigate('/all_apps');
  };
  const screenTitle =
    route && route.screen !== 'allApps' ? t(`common:screens.${route.screen}`) : null;

  return (
    <header className="shell-topbar">
      {mobile ? (
        <Button
          type="text"
          size="large"
          className="topbar-icon-button"
          icon={<MenuOutlined />}
          aria-label={t('shell:nav.openMenu')}
          onClick={onOpenMenu}
        />
      ) : null}
      <div className="shell-topbar__crumbs">
        <button
          type="button"
          className="shell-topbar__app"
          onClick={backToAllApps}
          aria-label={app ? t('shell:topbar.currentApp', { name: app.name }) : undefined}
        >
          <AppstoreOutlined aria-hidden="true" />
          <span className="shell-topbar__app-name">
            {app ? app.name : t(isSuper ? 'shell:topbar.allApps' : 'shell:topbar.myApps')}
          </span>
        </button>
        {screenTitle && !mobile ? (
          <>
            <RightOutlined className="shell-topbar__sep" aria-hidden="true" />
            <span className="shell-topbar__screen">{screenTitle}</span>
          </>
        ) : null}
      </div>
      <div className="shell-topbar__actions">
        <NotificationBell />
        {mobile ? <UserMenu placement="topbar" /> : null}
      </div>
    </header>
  );
}
