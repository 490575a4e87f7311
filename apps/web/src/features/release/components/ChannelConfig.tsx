import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { BusinessLinkStatus } from '@vrportal/contract';
import { App, Button, Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/time';
import { useAppChannelInfo } from '../api/get-app-channel-info';
import { useUnbindBusiness } from '../api/unbind-business';
import { AddBusinessDialog } from './AddBusinessDialog';

interface Props {
  appId: string;
  cId: string;
  onBack: () => void;
  onEdit: () => void;
}

/** A business channel: name, description, linked businesses, link and unlink. */
export function ChannelConfig({ appId, cId, onBack, onEdit }: Props) {
  const { t } = useTranslation('release');
  const { message, modal } = App.useApp();
  const info = useAppChannelInfo(appId, cId);
  const unbind = useUnbindBusiness(appId, cId);
  const [adding, setAdding] = useState(false);

  if (info.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (info.isError) {
    return (
      <Empty description={t('page.loadFailed')}>
        <Button onClick={onBack}>{t('config.back')}</Button>
      </Empty>
    );
  }
  const channel = info.data;

  const confirmUnlink = (bId: string, name: string) => {
    modal.confirm({
      title: t('config.unlinkTitle', { name: name || bId }),
      content: t('config.unlinkText'),
      okText: t('config.unlink'),
      okButtonProps: { danger: true },
      cancelText: t('channels.cancel'),
      onOk: () => unbind.mutateAsync(bId).then(() => void message.success(t('config.unlinked'))),
    });
  };

  return (
    <div className="rel-config">
      <Button type="link" icon={<ArrowLeftOutlined />} className="rel-back" onClick={onBack}>
        {t('config.back')}
      </Button>
      <h1 className="rel-title">{t('config.title', { name: channel.name })}</h1>
      <Card
        className="rel-channel"
        extra={
          <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
            {t('config.editRelease')}
          </Button>
        }
      >
        <Descriptions
          colon={false}
          column={1}
          size="small"
          items={[
            { key: 'name', label: t('config.name'), children: channel.name },
            {
              key: 'descpt',
              label: t('config.descpt'),
              children: channel.descpt || t('config.noDescpt'),
            },
          ]}
        />
      </Card>
      <Card
        className="rel-channel"
        title={t('config.businesses')}
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('config.add')}
          </Button>
        }
      >
        <Table
          rowKey="bId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={channel.businessList}
          locale={{ emptyText: t('config.businessesEmpty') }}
          columns={[
            {
              key: 'bId',
              title: t('config.bId'),
              dataIndex: 'bId',
              render: (bId: string) => <span className="rel-mono">{bId}</span>,
            },
            { key: 'name', title: t('config.bName'), dataIndex: 'name' },
            {
              key: 'status',
              title: t('config.status'),
              dataIndex: 'status',
              render: (status: number) =>
                status === BusinessLinkStatus.confirmed ? (
                  <Tag color="success">{t('config.accepted')}</Tag>
                ) : (
                  <Tag color="processing">{t('config.pending')}</Tag>
                ),
            },
            {
              key: 'time',
              title: t('config.sent'),
              dataIndex: 'time',
              render: (time: string) => formatTime(time),
            },
            {
              key: 'actions',
              title: '',
              render: (_: unknown, row: { bId: string; name: string }) => (
                <Button
                  danger
                  size="small"
                  aria-label={t('config.unlinkNamed', { name: row.name || row.bId })}
                  onClick={() => confirmUnlink(row.bId, row.name)}
                >
                  {t('config.unlink')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <AddBusinessDialog appId={appId} cId={cId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
