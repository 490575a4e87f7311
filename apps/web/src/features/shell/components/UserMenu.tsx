import {
  IdcardOutlined,
  LaptopOutlined,
  LogoutOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout, useSession } from '@/lib/session';
import { AccountInfoModal } from './AccountInfoModal';
import { openSecurityWindow } from './SecurityWindows';

/** The user menu: shows the account, opens the account information, logs out. */
export function UserMenu({ placement = 'rail' }: { placement?: 'rail' | 'topbar' }) {
  const { t } = useTranslation('shell');
  const { account, isSuper } = useSession();
  const [infoOpen, setInfoOpen] = useState(false);
  const name = account ?? '';
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
    { type: 'divider' },
    { key: 'info', icon: <IdcardOutlined />, label: t('user.info') },
    { key: 'twoStep', icon: <SafetyOutlined />, label: t('user.twoStep') },
    { key: 'sessions', icon: <LaptopOutlined />, label: t('sessions.menu') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'info') setInfoOpen(true);
    if (key === 'twoStep' || key === 'sessions') openSecurityWindow(key);
    if (key === 'logout') void logout();
  };
  return (
    <>
      <Dropdown
        menu={{ items, onClick }}
        trigger={['click']}
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
