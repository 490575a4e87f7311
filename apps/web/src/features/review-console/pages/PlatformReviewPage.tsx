import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { PlatformQueueView } from '../components/PlatformQueueView';
import { PlatformSubmissionView } from '../components/PlatformSubmissionView';
import { ReviewDenied, ReviewPageHead } from '../components/ReviewPageParts';
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
    return <ReviewDenied />;
  }

  return (
    <div className="review-page pf-review">
      <ReviewPageHead
        title={t('platform.title')}
        subtitle={auditId ? null : t('platform.subtitle')}
      />
      {auditId ? (
        <PlatformSubmissionView
          key={auditId}
          auditId={auditId}
          onBack={() => void navigate(queuePath)}
        />
      ) : (
        <div className="review-panel portal-surface portal-surface--round">
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
