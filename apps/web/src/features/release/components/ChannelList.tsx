import { DeleteOutlined, EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, List, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppStatusTag } from '@/components/AppStatusTag';
import { formatTime } from '@/lib/time';
import { useAppChannelList } from '../api/get-app-channel-list';
import { useDeleteAppChannel } from '../api/delete-app-channel';
import { NewChannelDialog } from './NewChannelDialog';

interface Props {
  appId: string;
  onEdit: (cId: string) => void;
  onConfigure: (cId: string) => void;
}

/** The release channels: the main store (toc) and the business channels (tob). */
export function ChannelList({ appId, onEdit, onConfigure }: Props) {
  const { t } = useTranslation('release');
  const { message, modal } = App.useApp();
  const list = useAppChannelList(appId);
  const remove = useDeleteAppChannel(appId);
  const [creating, setCreating] = useState(false);

  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError) {
    return (
      <Empty description={t('page.loadFailed')}>
        <Button onClick={() => void list.refetch()}>{t('page.retry')}</Button>
      </Empty>
    );
  }
  const { toc, tob } = list.data;

  const confirmDelete = (id: string, name: string) => {
    modal.confirm({
      title: t('channels.deleteTitle', { name }),
      content: t('channels.deleteText'),
      okText: t('channels.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('channels.cancel'),
      onOk: () => remove.mutateAsync(id).then(() => void message.success(t('channels.deleted'))),
    });
  };

  const meta = (ver: string, time: string) => (
    <dl className="rel-channel__meta">
      <dt>{t('channels.version')}</dt>
      <dd>{ver || t('channels.none')}</dd>
      <dt>{t('channels.time')}</dt>
      <dd>{formatTime(time) || t('channels.none')}</dd>
    </dl>
  );

  return (
    <div className="rel-channels">
      <header className="rel-channels__head">
        <div>
          <h1 className="rel-title">{t('channels.title')}</h1>
          <p className="rel-step__intro">{t('channels.intro')}</p>
        </div>
      </header>

      <Card
        className="rel-channel rel-channel--toc"
        data-testid="channel-toc"
        title={t('channels.toc')}
        extra={
          <Button type="primary" icon={<EditOutlined />} onClick={() => onEdit('')}>
            {t('channels.edit')}
          </Button>
        }
      >
        <p className="rel-channel__note">{t('channels.tocNote')}</p>
        {meta(toc.ver, toc.time)}
      </Card>

      <Card
        className="rel-channel"
        title={t('channels.tob')}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('channels.new')}
          </Button>
        }
      >
        {tob.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('channels.tobEmpty')} />
        ) : (
          <List
            dataSource={tob}
            rowKey="id"
            renderItem={(channel) => (
              <List.Item className="rel-channel__item" data-channel-id={channel.id}>
                <div className="rel-channel__main">
                  <div className="rel-channel__name">
                    <strong>{channel.name}</strong> <AppStatusTag status={channel.status} />
                  </div>
                  {meta(channel.ver, channel.time)}
                </div>
                <Space wrap className="rel-channel__actions">
                  <Button
                    type="primary"
                    icon={<EditOutlined />}
                    aria-label={t('channels.editNamed', { name: channel.name })}
                    onClick={() => onEdit(channel.id)}
                  >
                    {t('channels.edit')}
                  </Button>
                  <Button
                    icon={<SettingOutlined />}
                    aria-label={t('channels.configureNamed', { name: channel.name })}
                    onClick={() => onConfigure(channel.id)}
                  >
                    {t('channels.configure')}
                  </Button>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('channels.deleteNamed', { name: channel.name })}
                    onClick={() => confirmDelete(channel.id, channel.name)}
                  >
                    {t('channels.delete')}
                  </Button>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
      <NewChannelDialog appId={appId} open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
