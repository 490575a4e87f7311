import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/BrandLogo';
import { UserMenu } from '@/features/shell/components/UserMenu';
import { useSession } from '@/lib/session';
import { visibleMenuItems } from './menu-items';
import { useShellNav } from './use-shell-nav';

/** The left icon menu with the user menu at its foot. */
export function SideRail() {
  const { t } = useTranslation(['shell', 'common']);
  const { menu, app, can } = useShellNav();
  const { isSuper } = useSession();
  return (
    <aside className="shell-rail">
      <Link to="/all_apps" className="shell-rail__logo" aria-label={t('common:product.name')}>
        <BrandLogo size={36} />
      </Link>
      <nav aria-label={t('shell:nav.main')} className="shell-rail__nav">
        <ul className="shell-rail__menu">
          {visibleMenuItems(isSuper, app, can).map((item) => (
            <li key={item.menu}>
              <Tooltip title={t(`shell:${item.full}`)} placement="right">
                <Link
                  to={item.to}
                  className="shell-rail__item"
                  aria-current={menu === item.menu ? 'true' : undefined}
                >
                  <span className="shell-rail__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className="shell-rail__label">{t(`shell:${item.label}`)}</span>
                </Link>
              </Tooltip>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-rail__foot">
        <UserMenu placement="rail" />
      </div>
    </aside>
  );
}
