import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { AppStatus, canDeleteApp, canEditApp } from '@vrportal/contract';
import type { AppCard } from '@vrportal/contract';
import { Button, Dropdown, Tag } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppCover } from '@/components/AppCover';
import { AppStatusTag } from '@/components/AppStatusTag';
import { formatTime } from '@/lib/time';

/**
 * One card of the app list: wide cover, name, App ID, status and time; its menu offers edit
 * and delete on the caller's own apps, in the statuses canEditApp and canDeleteApp allow, when
 * the reader's role may (no handler: not offered).
 */
export interface AppCardProps {
  app: AppCard;
  onOpen: (app: AppCard) => void;
  onEdit?: (app: AppCard) => void;
  onDelete?: (app: AppCard) => void;
}

export function AppCardItem({ app, onOpen, onEdit, onDelete }: AppCardProps) {
  const { t } = useTranslation('apps');
  const own = app.superAccount !== 1;
  const items: MenuProps['items'] = [];
  if (onEdit && own && canEditApp(app.status)) {
    items.push({ key: 'edit', icon: <EditOutlined />, label: t('list.edit') });
  }
  if (onDelete && own && canDeleteApp(app.status)) {
    items.push({ key: 'delete', icon: <DeleteOutlined />, label: t('list.delete'), danger: true });
  }
  const time = formatTime(app.time);

  return (
    <article className="app-card portal-surface portal-surface--round" data-app-id={app.id}>
      <div className="app-card__content">
        <AppCover id={app.id} name={app.name} src={app.rcover} className="app-card__cover" />
        <div className="app-card__body">
          {/* the list's title is the page's h1: each card is a section of it */}
          <h2 className="app-card__name" title={app.name}>
            {/* the name opens the app; its ::after covers the whole card for the pointer */}
            <button
              type="button"
              className="app-card__open"
              onClick={() => onOpen(app)}
              aria-label={t('list.open', { name: app.name })}
            >
              {app.name}
            </button>
          </h2>
          <p className="app-card__id">
            <span className="app-card__label">{t('list.appId')}</span>
            <code>{app.id}</code>
          </p>
          <div className="app-card__meta">
            <AppStatusTag status={app.status} />
            {app.live === 1 && app.status !== AppStatus.online ? (
              <Tag color="success">{t('card.live')}</Tag>
            ) : null}
            {own ? null : <Tag className="app-card__others">{t('list.othersApp')}</Tag>}
            {time ? (
              <time className="app-card__time" dateTime={app.time}>
                {time}
              </time>
            ) : null}
          </div>
        </div>
      </div>
      {items.length > 0 ? (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items,
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              if (key === 'edit') onEdit?.(app);
              if (key === 'delete') onDelete?.(app);
            },
          }}
        >
          <Button
            className="app-card__menu"
            shape="circle"
            icon={<MoreOutlined />}
            aria-label={t('list.menu', { name: app.name })}
          />
        </Dropdown>
      ) : null}
    </article>
  );
}
