import { CloudUploadOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { canEditRelease } from '@vrportal/contract';
import { App as AntdApp, Button, Card, Empty, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadBuildDialog, type UploadResult } from '@/components/upload-build';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatTime } from '@/lib/time';
import type { AppDetail } from '../api/get-app-detail-info';
import { useAppHistorys, type VersionItem } from '../api/get-app-historys';
import { formatBytes } from '@/lib/bytes';
import { useVersionDownload, versionRowKey as rowKey } from '../hooks/use-version-download';

/** Column widths of the version table: 5, 5, 5, 5 and 4 of 24. */
const width = (parts: number) => `${((parts / 24) * 100).toFixed(4)}%`;

/**
 * Card 3 of the app center: the version history (version, version code, file size, update
 * time, download), rows expanding to the version description.
 */
export function VersionHistoryCard({ app }: { app: AppDetail }) {
  const appId = app.id;
  const { t } = useTranslation(['apps', 'common']);
  const { message } = AntdApp.useApp();
  const mobile = useIsMobile();
  const history = useAppHistorys(appId);
  const { downloading, download } = useVersionDownload();
  const [uploading, setUploading] = useState(false);
  const versions = history.data?.apps ?? [];
  // only the owner uploads, and only while the release may change
  const canUpload = app.superAccount === 0 && canEditRelease(app.status);
  const lastVersionCode = versions.reduce<number | null>(
    (max, v) => (max === null || v.vcode > max ? v.vcode : max),
    null,
  );
  const openUpload = () => setUploading(true);
  const uploaded = (result: UploadResult) => {
    void history.refetch();
    void message.success({ content: t('center.versions.uploaded', { name: result.originalName }) });
  };

  const action = (item: VersionItem) => (
    <VersionAction item={item} busy={downloading === rowKey(item)} onDownload={download} />
  );

  const columns: TableColumnsType<VersionItem> = [
    { title: t('center.versions.ver'), dataIndex: 'ver', width: width(5) },
    { title: t('center.versions.vcode'), dataIndex: 'vcode', width: width(5) },
    {
      title: t('center.versions.size'),
      dataIndex: 'size',
      width: width(5),
      render: (bytes: number) => <span data-testid="version-size">{formatBytes(bytes)}</span>,
    },
    {
      title: t('center.versions.time'),
      dataIndex: 'time',
      width: width(5),
      render: (time: string) => formatTime(time),
    },
    {
      title: t('center.versions.action'),
      key: 'action',
      width: width(4),
      render: (_, item) => action(item),
    },
  ];

  const empty = <VersionsEmpty onUpload={canUpload ? openUpload : null} />;
  // under 750 px each version is a block with its description, instead of a table row
  const list = <VersionList versions={versions} pending={history.isPending} action={action} />;

  return (
    <Card
      className="app-center__card"
      title={t('center.versions.title')}
      extra={
        versions.length > 0 && canUpload ? (
          <Button icon={<PlusOutlined />} onClick={openUpload}>
            {t('center.versions.newPackage')}
          </Button>
        ) : null
      }
    >
      {mobile && versions.length > 0 ? (
        list
      ) : (
        <Table<VersionItem>
          className="versions-table"
          rowKey={rowKey}
          columns={columns}
          dataSource={versions}
          loading={history.isPending}
          pagination={false}
          tableLayout="fixed"
          expandable={
            mobile
              ? undefined
              : {
                  expandedRowRender: (item) => (
                    <p className="versions-table__description">
                      {item.version || t('center.versions.noDescription')}
                    </p>
                  ),
                }
          }
          locale={{ emptyText: empty }}
          showHeader={!mobile}
        />
      )}
      {canUpload ? (
        <UploadBuildDialog
          open={uploading}
          appId={appId}
          fileType={1}
          packageName={app.pkg}
          lastVersionCode={lastVersionCode}
          hasVersions={versions.length > 0}
          onUploaded={uploaded}
          onClose={() => setUploading(false)}
        />
      ) : null}
    </Card>
  );
}

function VersionAction({
  item,
  busy,
  onDownload,
}: {
  item: VersionItem;
  busy: boolean;
  onDownload: (item: VersionItem) => Promise<void>;
}) {
  const { t } = useTranslation('apps');
  return item.fname ? (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={t('center.versions.downloadLabel', { ver: item.ver })}
      onClick={() => void onDownload(item)}
    >
      {t('center.versions.download')}
    </Button>
  ) : (
    <span className="muted">{t('center.versions.notKept')}</span>
  );
}

function VersionsEmpty({ onUpload }: { onUpload: (() => void) | null }) {
  const { t } = useTranslation('apps');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className="apps-empty__title">{t('center.versions.emptyTitle')}</strong>
          <span className="apps-empty__text">{t('center.versions.emptyText')}</span>
        </>
      }
    >
      {onUpload ? (
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={onUpload}>
          {t('center.versions.upload')}
        </Button>
      ) : null}
    </Empty>
  );
}

function VersionList({
  versions,
  pending,
  action,
}: {
  versions: readonly VersionItem[];
  pending: boolean;
  action: (item: VersionItem) => ReactNode;
}) {
  const { t } = useTranslation('apps');
  return (
    <ol className="portal-list" aria-busy={pending}>
      {versions.map((item) => (
        <li key={rowKey(item)} className="version-list__item">
          <div className="version-list__head">
            <strong>{item.ver}</strong>
            <span className="versions-table__sub">
              {t('center.versions.vcode')} {item.vcode}
            </span>
          </div>
          <div className="version-list__meta">
            <span data-testid="version-size">{formatBytes(item.size)}</span>
            <span>{formatTime(item.time)}</span>
          </div>
          <p className="versions-table__description">
            {item.version || t('center.versions.noDescription')}
          </p>
          <div className="version-list__action">{action(item)}</div>
        </li>
      ))}
    </ol>
  );
}
