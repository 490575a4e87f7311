// Downloading the technical log of an audit report, told in the one shared download message.
import { notificationPaths } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/download';
import type { AuditReport } from '../api/get-dv-audit-report';

export function useReportLogDownload() {
  const { t } = useTranslation(['notifications', 'common']);
  const { message } = AntdApp.useApp();
  const [downloading, setDownloading] = useState(false);
  const downloadLog = async (data: AuditReport) => {
    setDownloading(true);
    const result = await downloadFile(
      notificationPaths.downloadSysLog,
      { fname: data.log, ver: data.ver },
      data.log,
    );
    setDownloading(false);
    // one message for downloads: a second download replaces the first one's
    const key = 'download';
    if (result === 'done') void message.success({ content: t('common:download.done'), key });
    else if (result === 'failed') void message.error({ content: t('common:download.failed'), key });
    else void message.error({ content: t('common:errors.network'), key });
  };
  return { downloading, downloadLog };
}
