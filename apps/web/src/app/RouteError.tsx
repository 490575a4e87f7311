import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen fails, typically because its code chunk could not be loaded. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="route-error" role="alert">
      <WarningOutlined className="route-error__icon" aria-hidden="true" />
      <h1 className="route-error__title">{t('routeError.title')}</h1>
      <p className="route-error__text">{t('routeError.description')}</p>
      <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </div>
  );
}
