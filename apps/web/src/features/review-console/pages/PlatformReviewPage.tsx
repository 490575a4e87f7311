import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { PlatformQueueView } from '../components/PlatformQueueView';
import { PlatformSubmissionView } from '../components/PlatformSubmissionView';
import { platformKindOf } from '../lib/platform-decision';
import '../review-console.css';
import '../platform-review.css';

/**
 * /review/platform (super accounts): the submissions of achievements, leaderboards, destinations
 * and add-ons waiting for review (?kind= filters them), and one submission (?auditId=) where
 * every item is passed or rejected and the decision sent.
 */
export default function PlatformReviewPage() {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const { isSuper } = useSession();
  const [params] = useSearchParams();
  const kind = platformKindOf(params.get('kind'));
  const auditId = params.get('auditId') ?? '';
  const queuePath = kind ? `/review/platform?kind=${kind}` : '/review/platform';

  if (!isSuper) {
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

  return (
    <div className="review-page pf-review">
      <header className="page-head">
        <div className="page-head__text">
          <h1 className="page-head__title">{t('platform.title')}</h1>
          {auditId ? null : <p className="page-head__subtitle">{t('platform.subtitle')}</p>}
        </div>
      </header>
      {auditId ? (
        <PlatformSubmissionView
          key={auditId}
          auditId={auditId}
          onBack={() => void navigate(queuePath)}
        />
      ) : (
        <div className="review-panel">
          <PlatformQueueView
            kind={kind}
            onKind={(next) =>
              void navigate(next ? `/review/platform?kind=${next}` : '/review/platform', {
                replace: true,
              })
            }
            onOpen={(item) =>
              void navigate(
                `${queuePath}${kind ? '&' : '?'}auditId=${encodeURIComponent(item.auditId)}`,
              )
            }
          />
        </div>
      )}
    </div>
  );
}
