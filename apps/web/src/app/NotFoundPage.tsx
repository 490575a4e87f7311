import { CompassOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * An address under /manage/ that names no screen: said plainly, with the way back. Its texts
 * are the app list's, so the sign-in page does not carry them.
 */
export default function NotFoundPage() {
  const { t } = useTranslation(['apps', 'common']);
  const title = t('notFound.title');
  const product = t('product.name', { ns: 'common' });
  // as useDocumentTitle does; importing that hook here splits it into a chunk of its own that
  // the sign-in page would then load
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="route-error" role="main" aria-labelledby="not-found-title">
      <CompassOutlined className="route-error__icon" aria-hidden="true" />
      <h1 className="route-error__title" id="not-found-title">
        {t('notFound.title')}
      </h1>
      <p className="route-error__text">
        {t('notFound.description', { path: `/manage${pathname}` })}
      </p>
      <Button type="primary" onClick={() => void navigate('/all_apps')}>
        {t('notFound.back')}
      </Button>
    </div>
  );
}
