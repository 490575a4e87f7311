import { ArrowLeftOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/BrandLogo';
import { useSession } from '@/lib/session';
import { visibleMenuItems } from './menu-items';
import { TabNav } from './TabNav';
import { useShellNav } from './use-shell-nav';

/** Under 750 px the left menu and the tab list move into this drawer. */
export function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { menu, app, can } = useShellNav();
  const { isSuper } = useSession();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={288}
      title={
        <span className="mobile-nav__brand">
          <BrandLogo size={28} />
          {t('common:product.short')}
        </span>
      }
      classNames={{ body: 'mobile-nav__body' }}
    >
      <nav aria-label={t('shell:nav.main')}>
        {/* inside an app, the drawer leads back to the list as the top bar's app name does */}
        {app ? (
          <Link to="/all_apps" className="mobile-nav__item mobile-nav__back" onClick={onClose}>
            <span className="mobile-nav__icon" aria-hidden="true">
              <ArrowLeftOutlined />
            </span>
            {t(isSuper ? 'shell:topbar.allApps' : 'shell:topbar.myApps')}
          </Link>
        ) : null}
        <ul className="mobile-nav__menu">
          {visibleMenuItems(isSuper, app, can).map((item) => (
            <li key={item.menu}>
              <Link
                to={item.to}
                className="mobile-nav__item"
                aria-current={menu === item.menu ? 'true' : undefined}
                onClick={onClose}
              >
                <span className="mobile-nav__icon" aria-hidden="true">
                  {item.icon}
                </span>
                {t(`shell:${item.full}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TabNav onNavigate={onClose} />
    </Drawer>
  );
}
