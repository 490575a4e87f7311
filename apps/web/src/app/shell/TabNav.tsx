import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useShellNav } from './use-shell-nav';

/** The second-level tab list of the current menu item (hidden for the small sidebar). */
export function TabNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  const { menu, tabs, app } = useShellNav();
  if (tabs.length === 0) return null;
  const heading =
    menu === 0
      ? (app?.name ?? t('shell:nav.manage'))
      : menu === 2
        ? t('shell:nav.reviewFull')
        : menu === 3
          ? t('shell:nav.teamFull')
          : t('shell:nav.financeFull');
  return (
    <nav aria-label={t('shell:nav.sections')} className="shell-tabs">
      <div className="shell-tabs__heading" title={heading}>
        {heading}
      </div>
      <ul className="shell-tabs__list">
        {tabs.map((route) => (
          <li key={route.path}>
            <NavLink
              to={route.path}
              // /review is the console's own tab, not also every /review/... tab
              end
              className={({ isActive }) =>
                isActive ? 'shell-tabs__item shell-tabs__item--active' : 'shell-tabs__item'
              }
              onClick={onNavigate}
            >
              {t(`common:screens.${route.screen}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
