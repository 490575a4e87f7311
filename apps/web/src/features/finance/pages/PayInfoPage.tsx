import { FinanceStatus, type FinanceInfo } from '@vrportal/contract';
import { Alert, Button, Result } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { FinanceForm } from '../components/FinanceForm';
import { FinanceSummary } from '../components/FinanceSummary';
import { StatusRow } from '../components/StatusRow';
import { usePayInfo } from '../hooks/use-pay-info';
import '../finance.css';

/**
 * /pay_info: the payment information (spec section 2). The summary when a record exists and
 * the screen is not editing; the form when nothing was submitted, under review (read only) or
 * editing; Edit after approval, Resubmit after rejection.
 */
export default function PayInfoPage() {
  const { t } = useTranslation('finance');
  const pay = usePayInfo();
  const { query, commit, form, editing, setEditing, status, restoring, initialValues } = pay;

  if (query.isPending) return <PageLoader />;
  const info = query.data;
  if (query.isError || !info) {
    return (
      <Result
        status="warning"
        title={t('page.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        }
      />
    );
  }

  const rejected = status === FinanceStatus.rejected;
  return (
    <div className="fin-page">
      <header className="fin-page__head">
        <h1 className="fin-page__title">{t('page.title')}</h1>
        <p className="fin-page__subtitle">{t('page.subtitle')}</p>
      </header>

      {status !== FinanceStatus.none ? (
        <StatusRow info={info} editing={editing} onEdit={() => setEditing(true)} />
      ) : (
        <Alert
          className="fin-page__alert"
          type="info"
          showIcon
          title={t('page.intro')}
          description={t('page.reviewNote')}
        />
      )}

      {restoring ? (
        <Alert className="fin-page__alert" type="info" showIcon title={t('page.restored')} />
      ) : null}
      {status === FinanceStatus.underReview ? (
        <Alert className="fin-page__alert" type="warning" showIcon title={t('status.submitted')} />
      ) : null}
      {status === FinanceStatus.passed && !editing ? (
        <Alert className="fin-page__alert" type="success" showIcon title={t('status.passedText')} />
      ) : null}
      {rejected ? <RejectedAlert info={info} /> : null}

      {pay.showForm ? (
        <FinanceForm
          form={form}
          readOnly={status === FinanceStatus.underReview}
          reasons={rejected ? info.reasons : []}
          initialValues={initialValues}
        >
          {status !== FinanceStatus.underReview ? (
            <div className="fin-actions portal-surface">
              <p className="fin-actions__note">
                <SafetyCertificateOutlined /> {t('page.reviewNote')}
              </p>
              <div className="fin-actions__buttons">
                <Button size="large" onClick={pay.cancel} disabled={commit.isPending}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  type="primary"
                  size="large"
                  onClick={() => void pay.submit()}
                  loading={commit.isPending}
                >
                  {t('actions.submit')}
                </Button>
              </div>
            </div>
          ) : null}
        </FinanceForm>
      ) : (
        <FinanceSummary record={info} />
      )}
      <p className="fin-page__secure">
        <SafetyCertificateOutlined /> {t('page.secure')}
      </p>
    </div>
  );
}

/** The rejection of the last submission, with the reviewer's reasons per field and note. */
function RejectedAlert({ info }: { info: FinanceInfo }) {
  const { t } = useTranslation('finance');
  return (
    <Alert
      className="fin-page__alert fin-page__tip"
      type="error"
      showIcon
      role="alert"
      title={
        <span>
          {t('status.rejectedText')} <Link to="/notification">{t('status.rejectedLink')}</Link>
          {t('status.rejectedAfter')}
        </span>
      }
      description={
        info.reasons.length > 0 || info.note ? (
          <div className="fin-reasons">
            {info.reasons.length > 0 ? (
              <>
                <div className="fin-reasons__title">{t('status.reasonsTitle')}</div>
                <ul className="fin-reasons__list">
                  {info.reasons.map((r) => (
                    <li key={r.field}>
                      <strong className="fin-reasons__field">{t(`fields.${r.field}`)}</strong>
                      <span>{r.note}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {info.note ? (
              <div className="fin-reasons__note">
                <span className="fin-reasons__title">{t('status.noteTitle')}</span> {info.note}
              </div>
            ) : null}
          </div>
        ) : undefined
      }
    />
  );
}
