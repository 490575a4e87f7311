import { FileTextOutlined } from '@ant-design/icons';
import { BillStatus, type Bill } from '@vrportal/contract';
import { App, Button, Empty, Result } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { isApiError } from '@/lib/api-client';
import { useBills } from '../api/dev-query';
import { useVerifyBill, type VerifyAnswer } from '../api/dev-update';
import { BillCard } from '../components/BillCard';
import { VerifyDialog } from '../components/VerifyDialog';
import { useBillsText } from '../lib/texts';
import '../bills.css';

/**
 * /financial_info: the settlement bills (spec 2.6, 4.3): a card a bill, three a row (one under
 * 750 px); verification with its countdown and dialog; the invoice upload; the details download.
 */
export default function FinancialInfoPage() {
  const t = useBillsText();
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const query = useBills();
  const verify = useVerifyBill();
  const [verifying, setVerifying] = useState<Bill | null>(null);
  const [pending, setPending] = useState<VerifyAnswer | null>(null);
  const [spotlight, setSpotlight] = useState<string | null>(null);
  const { refetch } = query;

  const reload = useCallback(() => void refetch(), [refetch]);

  const goTo = useCallback((billId: string) => {
    const card = document.getElementById(`bill-${billId}`);
    if (!card) return;
    card.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card.focus({ preventScroll: true });
    setSpotlight(billId);
  }, []);

  // the card pointed to stands out for a moment
  useEffect(() => {
    if (!spotlight) return;
    const timer = window.setTimeout(() => setSpotlight(null), 2500);
    return () => window.clearTimeout(timer);
  }, [spotlight]);

  const answer = (checkStatus: VerifyAnswer, reason?: string) => {
    if (!verifying) return;
    setPending(checkStatus);
    verify.mutate(
      { id: verifying.id, checkStatus, ...(reason === undefined ? {} : { reason }) },
      {
        onSuccess: () =>
          void message.success({
            content: t(
              checkStatus === BillStatus.disputed ? 'verify.disputeSent' : 'verify.success',
            ),
            key: 'bill-verify',
          }),
        onError: (error) => {
          if (!isApiError(error) || !error.handled) {
            void message.error({ content: error.message, key: 'bill-verify' });
          }
        },
        onSettled: () => {
          setPending(null);
          setVerifying(null);
        },
      },
    );
  };

  const head = (
    <header className="bills-page__head">
      <h1 className="bills-page__title">{tc('screens.financialInfo')}</h1>
      <p className="bills-page__subtitle">{t('page.subtitle')}</p>
    </header>
  );

  if (query.isPending) {
    return (
      <div className="bills-page">
        {head}
        <PageLoader />
      </div>
    );
  }
  // a failed reload keeps the cards on screen (its reason is told as a toast)
  if (!query.data) {
    return (
      <div className="bills-page">
        {head}
        <Result
          status="warning"
          title={t('page.loadFailed')}
          extra={
            <Button type="primary" onClick={reload}>
              {t('page.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const bills = query.data.orderSettleList;
  return (
    <div className="bills-page">
      {head}
      {bills.length === 0 ? (
        <Empty
          className="bills-empty portal-empty-box"
          image={<FileTextOutlined className="bills-empty__icon" />}
          description={
            <>
              <span className="bills-empty__title">{t('page.empty')}</span>
              <span className="bills-empty__hint">{t('page.emptyHint')}</span>
            </>
          }
        />
      ) : (
        <ul className="bills-grid portal-card-grid" aria-label={t('page.listLabel')}>
          {bills.map((bill) => (
            <li key={bill.id} className="portal-card-grid__item">
              <BillCard
                bill={bill}
                spotlight={spotlight === bill.id}
                onVerify={setVerifying}
                onGoTo={goTo}
                onDeadline={reload}
              />
            </li>
          ))}
        </ul>
      )}
      <VerifyDialog
        bill={verifying}
        pending={pending}
        onAnswer={answer}
        onClose={() => setVerifying(null)}
      />
    </div>
  );
}
