import { CloudUploadOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { appPaths, canEditRelease } from '@vrportal/contract';
import { App as AntdApp, Button, Card, Empty, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadBuildDialog, type UploadResult } from '@/components/upload-build';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { downloadFile } from '@/lib/download';
import { formatTime } from '@/lib/time';
import type { AppDetail } from '../api/get-app-detail-info';
import { useAppHistorys, type VersionItem } from '../api/get-app-historys';
import { formatBytes } from '@/lib/bytes';

/** Column widths of the version table: 5, 5, 5, 5 and 4 of 24. */
const width = (parts: number) => `${((parts / 24) * 100).toFixed(4)}%`;

const rowKey = (item: VersionItem) => `${item.ver}#${item.vcode}#${item.time}`;

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
  const [downloading, setDownloading] = useState<string | null>(null);
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

  const download = async (item: VersionItem) => {
    setDownloading(rowKey(item));
    const result = await downloadFile(
      appPaths.downloadApp,
      { fname: item.fname, ver: item.ver },
      item.fname,
    );
    setDownloading(null);
    // one message for downloads: a second download replaces the first one's
    const key = 'download';
    if (result === 'done') void message.success({ content: t('common:download.done'), key });
    else if (result === 'failed') void message.error({ content: t('common:download.failed'), key });
    else void message.error({ content: t('common:errors.network'), key });
  };

  const action = (item: VersionItem) =>
    item.fname ? (
      <Button
        type="link"
        size="small"
        icon={<DownloadOutlined />}
        loading={downloading === rowKey(item)}
        aria-label={t('center.versions.downloadLabel', { ver: item.ver })}
        onClick={() => void download(item)}
      >
        {t('center.versions.download')}
      </Button>
    ) : (
      <span className="muted">{t('center.versions.notKept')}</span>
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

  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className="apps-empty__title">{t('center.versions.emptyTitle')}</strong>
          <span className="apps-empty__text">{t('center.versions.emptyText')}</span>
        </>
      }
    >
      {canUpload ? (
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={openUpload}>
          {t('center.versions.upload')}
        </Button>
      ) : null}
    </Empty>
  );

  // under 750 px each version is a block with its description, instead of a table row
  const list = (
    <ol className="portal-list" aria-busy={history.isPending}>
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
