import { Alert, Empty, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useSession } from '@/lib/session';
import { useFinanceProfile } from '../api/get-finance-profile';
import { useFinanceQueue } from '../api/get-finance-queue';
import { ReviewDecision } from '../components/ReviewDecision';
import { ReviewQueue } from '../components/ReviewQueue';
import '../finance.css';

/** /review/finance: the finance review of super accounts — the queue and one submission. */
export default function FinanceReviewPage() {
  const { t } = useTranslation('finance');
  const { isSuper } = useSession();
  const mobile = useIsMobile();
  const [selected, setSelected] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const queue = useFinanceQueue(page, isSuper);

  if (!isSuper) {
    return <Result status="403" title={t('review.forbidden')} />;
  }
  const showQueue = !mobile || selected === null;
  const showDetail = !mobile || selected !== null;
  return (
    <div className="fin-page fin-review">
      <header className="fin-page__head">
        <h1 className="fin-page__title">{t('review.title')}</h1>
        <p className="fin-page__subtitle">{t('review.subtitle')}</p>
      </header>
      <div className="fin-review__layout">
        {showQueue ? (
          <ReviewQueue
            queue={queue}
            page={page}
            setPage={setPage}
            selected={selected}
            setSelected={setSelected}
          />
        ) : null}
        {showDetail ? (
          <section className="fin-review__detail">
            {selected === null ? (
              <Empty className="fin-review__pick" description={t('review.pick')} />
            ) : (
              <ReviewDetail
                key={selected}
                accountId={selected}
                onBack={mobile ? () => setSelected(null) : undefined}
                onDone={() => setSelected(null)}
              />
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}

function ReviewDetail({
  accountId,
  onBack,
  onDone,
}: {
  accountId: string;
  onBack: (() => void) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('finance');
  const profile = useFinanceProfile(accountId);
  if (profile.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (profile.isError || !profile.data) {
    return <Alert type="error" showIcon title={t('review.loadFailed')} />;
  }
  return <ReviewDecision profile={profile.data} onBack={onBack} onDone={onDone} />;
}
