import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fullScreen ? 'page-loader page-loader--full' : 'page-loader'}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
