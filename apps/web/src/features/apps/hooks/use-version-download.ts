// Downloading one version's package from the version history, told in one shared message.
import { appPaths } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import type { VersionItem } from '../api/get-app-historys';

export const versionRowKey = (item: VersionItem) => `${item.ver}#${item.vcode}#${item.time}`;

export function useVersionDownload() {
  const { t } = useTranslation(['apps', 'common']);
  const { message } = AntdApp.useApp();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (item: VersionItem) => {
    setDownloading(versionRowKey(item));
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

  return { downloading, download };
}
