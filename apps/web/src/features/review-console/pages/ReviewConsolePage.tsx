import { REVIEW_QUEUE_NAMES, type ReviewQueue } from '@vrportal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { QueueView } from '../components/QueueView';
import { ReviewDenied, ReviewPageHead } from '../components/ReviewPageParts';
import { SubmissionView } from '../components/SubmissionView';
import '../review-console.css';
import { CalendarNotice } from '../components/CalendarNotice';

const queueOf = (value: string | null): ReviewQueue =>
  (REVIEW_QUEUE_NAMES as readonly string[]).includes(value ?? '') ? (value as ReviewQueue) : 'man';

/**
 * /review (super accounts): the review queues (?queue=) and one submission (?appId=, and &cId=
 * for a business channel's release), where stages are started and decided and the state changed.
 */
export default function ReviewConsolePage() {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const { isSuper } = useSession();
  const [params] = useSearchParams();
  const queue = queueOf(params.get('queue'));
  const appId = params.get('appId');
  const cId = params.get('cId') ?? '';

  if (!isSuper) {
    return <ReviewDenied />;
  }

  return (
    <div className="review-page">
      <ReviewPageHead title={t('title')} subtitle={t('subtitle')} />
      <CalendarNotice />
      {appId ? (
        <SubmissionView
          key={`${appId}#${cId}`}
          appId={appId}
          cId={cId}
          onBack={() => void navigate(`/review?queue=${queue}`)}
        />
      ) : (
        <div className="review-panel portal-surface portal-surface--round">
          <QueueView
            queue={queue}
            onQueue={(next) => void navigate(`/review?queue=${next}`, { replace: true })}
            onOpen={(item) =>
              void navigate(
                `/review?queue=${queue}&appId=${item.id}${item.cId ? `&cId=${item.cId}` : ''}`,
              )
            }
          />
        </div>
      )}
    </div>
  );
}
