import type { OrgSummary } from '@vrportal/contract';
import type { MenuProps } from 'antd';
import type { TeamText } from '@/lib/team-text';

type Items = NonNullable<MenuProps['items']>;

/** The key of the menu item that switches to an organisation. */
export const SWITCH_PREFIX = 'org:';

/**
 * The organisation part of the user menu: the current organisation and the reader's role in it,
 * and the other organisations to switch to.
 */
export function orgMenuItems({
  current,
  others,
  t,
}: {
  current: OrgSummary | null;
  others: readonly OrgSummary[];
  t: TeamText;
}): Items {
  const items: Items = [];
  if (current) {
    items.push(
      { type: 'divider' },
      {
        key: 'org',
        type: 'group',
        label: (
          <span className="user-menu__who" data-testid="current-org">
            <span className="user-menu__who-label">{t('menu.org')}</span>
            <span className="user-menu__who-account">{current.name}</span>
            <span className="user-menu__who-role">
              {t(`roles.${current.role}`)}
              {current.appIds ? ` · ${t('menu.limited')}` : ''}
            </span>
          </span>
        ),
      },
    );
  }
  if (others.length > 0) {
    items.push(
      { type: 'divider' },
      {
        key: 'switch',
        type: 'group',
        label: t('menu.switchTo'),
        children: others.map((org) => ({
          key: `${SWITCH_PREFIX}${org.orgId}`,
          label: t('menu.switchItem', { org: org.name, role: t(`roles.${org.role}`) }),
        })),
      },
    );
  }
  return items;
}
