import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExportSheet, type ExportTarget } from '../api/export';
import { failureText } from '../api/figures';

export interface ExportItem {
  key: string;
  /** what the file holds, as the button says it */
  label: string;
  target: ExportTarget;
}

function ExportButton({ item }: { item: ExportItem }) {
  const { t } = useTranslation('analytics');
  const { message } = App.useApp();
  const sheet = useExportSheet();
  const run = () =>
    sheet.mutate(item.target, {
      onSuccess: () => void message.success({ content: t('export.done'), key: 'analytics-export' }),
      onError: (error) =>
        void message.error({
          content: failureText(error) ?? t('export.failed'),
          key: 'analytics-export',
        }),
    });
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={sheet.isPending}
      onClick={run}
      data-testid={`export-${item.key}`}
    >
      {item.label}
    </Button>
  );
}

/** The page's .xlsx exports of the chosen range, each button named by what its file holds. */
export function ExportBar({ items }: { items: ExportItem[] }) {
  const { t } = useTranslation('analytics');
  return (
    <section className="ana-exports portal-surface" aria-labelledby="ana-exports-title">
      <div className="ana-exports__head">
        <FileExcelOutlined className="ana-exports__icon" aria-hidden="true" />
        <div>
          <h2 className="ana-exports__title" id="ana-exports-title">
            {t('export.title')}
          </h2>
          <p className="ana-exports__hint">{t('export.hint')}</p>
        </div>
      </div>
      <div className="ana-exports__buttons">
        {items.map((item) => (
          <ExportButton key={item.key} item={item} />
        ))}
      </div>
    </section>
  );
}
