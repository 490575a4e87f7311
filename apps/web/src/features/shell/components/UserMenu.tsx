import {
  BellOutlined,
  IdcardOutlined,
  LaptopOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgs, useSwitchOrg } from '@/lib/current-org';
import { currentOrgOf } from '@/lib/role-access';
import { logout, useSession } from '@/lib/session';
import { AccountInfoModal } from './AccountInfoModal';
import { orgMenuItems, SWITCH_PREFIX } from './org-menu';
import { useOrgTexts } from './org-texts';
import { openSecurityWindow } from './SecurityWindows';

/**
 * The user menu: shows the account, the current organisation and the reader's role in it,
 * switches to the account's other organisations, opens the account information, two-step
 * sign-in and the signed-in sessions, logs out.
 */
export function UserMenu({ placement = 'rail' }: { placement?: 'rail' | 'topbar' }) {
  const { t } = useTranslation('shell');
  // the organisation texts load when the menu first opens; it lists organisations once they came
  const [opened, setOpened] = useState(false);
  const teamText = useOrgTexts(opened);
  const { account, isSuper } = useSession();
  const [infoOpen, setInfoOpen] = useState(false);
  const orgs = useOrgs().data?.orgs ?? [];
  const switchOrg = useSwitchOrg();
  const name = account ?? '';
  const current = currentOrgOf({ orgs });
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span className="user-menu__who">
          <span className="user-menu__who-label">{t('user.signedInAs')}</span>
          <span className="user-menu__who-account">{name}</span>
          {isSuper ? <span className="user-menu__who-role">{t('user.roleSuper')}</span> : null}
        </span>
      ),
    },
    ...(teamText
      ? orgMenuItems({
          current,
          others: orgs.filter((org) => !org.current),
          t: teamText,
        })
      : []),
    { type: 'divider' },
    { key: 'info', icon: <IdcardOutlined />, label: t('user.info') },
    { key: 'twoStep', icon: <SafetyOutlined />, label: t('user.twoStep') },
    { key: 'sessions', icon: <LaptopOutlined />, label: t('sessions.menu') },
    { key: 'mail', icon: <BellOutlined />, label: t('mailPrefs.menu') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'info') setInfoOpen(true);
    if (key === 'twoStep' || key === 'sessions' || key === 'mail') openSecurityWindow(key);
    if (key === 'logout') void logout();
    if (key.startsWith(SWITCH_PREFIX) && !switchOrg.isPending) {
      switchOrg.mutate(key.slice(SWITCH_PREFIX.length));
    }
  };
  return (
    <>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
        onOpenChange={(open) => {
          if (open) setOpened(true);
        }}
        placement={placement === 'rail' ? 'topLeft' : 'bottomRight'}
      >
        <button
          type="button"
          className={`user-menu-trigger user-menu-trigger--${placement}`}
          aria-label={t('user.menu')}
          title={name}
        >
          <Avatar
            size={placement === 'rail' ? 36 : 32}
            icon={<UserOutlined />}
            className="user-menu-trigger__avatar"
          />
        </button>
      </Dropdown>
      <AccountInfoModal open={infoOpen} onClose={() => setInfoOpen(false)} />
    </>
  );
}
