import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** What a review console page shows an account that is not a super account. */
export function ReviewDenied() {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  return (
    <Result
      className="review-denied"
      status="403"
      title={t('notAllowedTitle')}
      subTitle={t('notAllowedText')}
      extra={
        <Button type="primary" onClick={() => void navigate('/all_apps')}>
          {t('backHome')}
        </Button>
      }
    />
  );
}

/** The title of a review console page, with what it is for when there is room for it. */
export function ReviewPageHead({ title, subtitle }: { title: string; subtitle: string | null }) {
  return (
    <header className="page-head">
      <div className="page-head__text">
        <h1 className="page-head__title">{title}</h1>
        {subtitle === null ? null : <p className="page-head__subtitle">{subtitle}</p>}
      </div>
    </header>
  );
}
