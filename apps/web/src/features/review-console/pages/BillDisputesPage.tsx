import { ReloadOutlined } from '@ant-design/icons';
import { Alert, App as AntdApp, Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useSession } from '@/lib/session';
import { useDownloadLines } from '../api/download-lines';
import { useDisputes, type Dispute } from '../api/get-disputes';
import { DisputeDecision } from '../components/DisputeDecision';
import { DisputeList } from '../components/DisputeList';
import { ReviewDenied, ReviewPageHead } from '../components/ReviewPageParts';
import '../review-console.css';
import '../bill-disputes.css';
import { CalendarNotice } from '../components/CalendarNotice';

/**
 * /review/bills (super accounts): the settlement bills developers disputed, waiting for finance.
 * Picking one shows what the bill is made of and the decision: uphold it, or correct it with
 * adjustment lines. A decision reloads the list.
 */
export default function BillDisputesPage() {
  const { t } = useTranslation('review');
  const { isSuper } = useSession();
  const mobile = useIsMobile();
  const { message } = AntdApp.useApp();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const disputes = useDisputes(page, isSuper);
  const download = useDownloadLines();
  const detailRef = useRef<HTMLDivElement>(null);

  const list = disputes.data?.list ?? [];
  const total = disputes.data?.total ?? 0;
  const selected = list.find((d) => d.bill.id === selectedId) ?? null;

  // a page emptied by decisions goes back to the last page that has disputes
  useEffect(() => {
    if (disputes.data && list.length === 0 && page > 1) setPage(page - 1);
  }, [disputes.data, list.length, page]);

  // the decision opens under the table (in place of the cards on a narrow screen): show its top
  useEffect(() => {
    if (!selectedId) return;
    if (mobile) window.scrollTo({ top: 0 });
    else detailRef.current?.scrollIntoView({ block: 'start' });
  }, [selectedId, mobile]);

  if (!isSuper) {
    return <ReviewDenied />;
  }

  const onDownload = (d: Dispute) => {
    download.mutate(
      { billId: d.bill.id, fallbackName: `bill-details-${d.bill.month}.xlsx` },
      { onSuccess: (name) => void message.success(t('disputes.downloaded', { name })) },
    );
  };
  const downloadingId = download.isPending ? (download.variables?.billId ?? null) : null;
  const showList = !mobile || selected === null;

  return (
    <div className="review-page disputes-page">
      <ReviewPageHead title={t('disputes.title')} subtitle={t('disputes.subtitle')} />
      <CalendarNotice />
      {showList ? (
        <section
          className="review-panel portal-surface portal-surface--round disputes-panel"
          aria-labelledby="disputes-list-title"
        >
          <div className="queue-view__bar disputes-panel__bar">
            <h2 id="disputes-list-title" className="disputes-panel__title">
              {t('disputes.listTitle')}
              <span className="disputes-panel__count" data-testid="dispute-total">
                {t('disputes.total', { count: total })}
              </span>
            </h2>
            <Button
              size="small"
              icon={<ReloadOutlined />}
              onClick={() => void disputes.refetch()}
              loading={disputes.isFetching && !disputes.isPending}
            >
              {t('disputes.refresh')}
            </Button>
          </div>
          {disputes.isError && !disputes.data ? (
            <Result
              status="warning"
              title={t('disputes.loadFailed')}
              subTitle={disputes.error.message}
              extra={
                <Button icon={<ReloadOutlined />} onClick={() => void disputes.refetch()}>
                  {t('disputes.retry')}
                </Button>
              }
            />
          ) : (
            <>
              {disputes.isError ? (
                <Alert
                  className="disputes-panel__alert"
                  type="warning"
                  showIcon
                  title={t('disputes.loadFailed')}
                  description={disputes.error.message}
                />
              ) : null}
              <DisputeList
                list={list}
                total={total}
                page={page}
                loading={disputes.isPending}
                selectedId={selected?.bill.id ?? null}
                downloadingId={downloadingId}
                onPage={(next) => {
                  setPage(next);
                  setSelectedId(null);
                }}
                onSelect={(d) => setSelectedId(d.bill.id)}
                onDownload={onDownload}
              />
            </>
          )}
        </section>
      ) : null}
      {selected ? (
        <div ref={detailRef} className="disputes-page__detail">
          <DisputeDecision
            key={selected.bill.id}
            dispute={selected}
            onBack={mobile ? () => setSelectedId(null) : undefined}
            onDone={() => setSelectedId(null)}
          />
        </div>
      ) : list.length > 0 && !mobile ? (
        <p className="disputes-page__pick muted">{t('disputes.pick')}</p>
      ) : null}
    </div>
  );
}
