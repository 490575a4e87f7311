import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '@/lib/unread-count';

/** The bell of the top bar: opens the notification centre; the badge is hidden at 0. */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { data: unread = 0 } = useUnreadCount();
  const label =
    unread > 0 ? t('topbar.notificationsUnread', { count: unread }) : t('topbar.notifications');
  return (
    <Tooltip title={t('topbar.notifications')}>
      <Badge count={unread} size="small" offset={[-6, 8]} data-testid="unread-badge">
        <Button
          type="text"
          shape="circle"
          size="large"
          className="topbar-icon-button"
          icon={<BellOutlined />}
          aria-label={label}
          onClick={() => void navigate('/notification')}
        />
      </Badge>
    </Tooltip>
  );
}
