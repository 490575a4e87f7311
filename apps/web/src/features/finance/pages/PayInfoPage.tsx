import {
  ErrorCode,
  FinanceStatus,
  type FinanceInputField,
  type FinanceProblem,
} from '@vrportal/contract';
import { App, Alert, Button, Form, Result } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { isApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { useSession } from '@/lib/session';
import { useCommitFinanceInfo } from '../api/commit-finance-info';
import { useFinanceInfo } from '../api/get-finance-info';
import { FinanceForm } from '../components/FinanceForm';
import { FinanceSummary } from '../components/FinanceSummary';
import { StatusRow } from '../components/StatusRow';
import { dropDraft, keepDraft, readDraft } from '../lib/draft';
import { problemText } from '../lib/field-rules';
import { cityText, toFormValues, toRecord, type FinanceFormValues } from '../lib/form-values';
import '../finance.css';

/**
 * /pay_info: the payment information (spec section 2). The summary when a record exists and
 * the screen is not editing; the form when nothing was submitted, under review (read only) or
 * editing; Edit after approval, Resubmit after rejection.
 */
export default function PayInfoPage() {
  const { t } = useTranslation('finance');
  const { message, modal } = App.useApp();
  const query = useFinanceInfo();
  const commit = useCommitFinanceInfo();
  const [form] = Form.useForm<FinanceFormValues>();
  const { account } = useSession();
  // what a submit cut off by an expired session held, back after signing in again
  const [draft, setDraft] = useState(() => readDraft(account));
  const [editing, setEditing] = useState(draft !== null);
  const info = query.data;
  const status = info?.status ?? FinanceStatus.notLoaded;
  const restoring = draft !== null && status !== FinanceStatus.underReview;
  const initialValues = useMemo(
    () => (restoring ? toFormValues(draft) : info ? toFormValues(info) : {}),
    [restoring, draft, info],
  );
  const showForm = status === FinanceStatus.none || status === FinanceStatus.underReview || editing;

  // a draft is shown once: it leaves the storage as soon as the screen holds it
  useEffect(() => {
    if (draft) dropDraft();
  }, [draft]);

  // opening the form, or a fresh record (after a submit or a reload), shows the loaded values
  useEffect(() => {
    if (showForm) form.resetFields();
  }, [initialValues, showForm, form]);

  if (query.isPending) return <PageLoader />;
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

  // Cancel leaves edit mode and reloads the record; typed changes are thrown away only when asked
  const discard = async () => {
    setDraft(null);
    setEditing(false);
    const fresh = await query.refetch();
    if (fresh.data?.status === FinanceStatus.none) form.resetFields();
  };
  const cancel = () => {
    if (!form.isFieldsTouched() && !restoring) return void discard();
    modal.confirm({
      title: t('page.discardTitle'),
      content: t('page.discardText'),
      okText: t('page.discardOk'),
      okButtonProps: { danger: true },
      cancelText: t('page.discardKeep'),
      onOk: () => discard(),
    });
  };

  const showServerProblems = (fields: Record<string, string>) => {
    form.setFields(
      Object.entries(fields).map(([name, problem]) => {
        const field = (name === 'ownerName' ? 'ownerNamePre' : name) as FinanceInputField;
        return { name: field, errors: [problemText(t, field, problem as FinanceProblem)] };
      }),
    );
  };

  const submit = async () => {
    let firstError: FinanceInputField | null = null;
    try {
      await form.validateFields();
    } catch (failure) {
      const fields = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields;
      firstError = (fields?.[0]?.name[0] as FinanceInputField | undefined) ?? null;
    }
    const values = form.getFieldsValue(true) as FinanceFormValues;
    // the spec's order: the organisation city, then the bank city, then the general message
    const blocking: [FinanceInputField, string] | null = !cityText(values.orgCity)
      ? ['orgCity', t('submit.orgCity')]
      : !cityText(values.bankCity)
        ? ['bankCity', t('submit.bankCity')]
        : firstError
          ? [firstError, t('submit.general')]
          : null;
    if (blocking) {
      // a toast of its own for each refused submit: the new reason appears, never an old one
      // updated in place (the earlier one leaves after its few seconds)
      void message.error(blocking[1]);
      form.scrollToField(blocking[0], { block: 'center', behavior: 'smooth' });
      return;
    }
    try {
      await commit.mutateAsync(toRecord(values, currentLang()));
      void message.success({ content: t('submit.success'), key: 'finance-submit' });
      setDraft(null);
      setEditing(false);
    } catch (failure) {
      // the form keeps every value: nothing entered is lost by a failed submit
      if (!isApiError(failure)) return;
      // the session ended: the sign-in screen comes next, the entries wait in this tab
      if (failure.is(ErrorCode.loginExpired) && account)
        keepDraft(account, toRecord(values, currentLang()));
      if (failure.is(ErrorCode.invalidInformation)) {
        const data = failure.data as { fields?: Record<string, string> } | null;
        showServerProblems(data?.fields ?? {});
      }
      if (!failure.handled) void message.error({ content: failure.message, key: 'finance-submit' });
    }
  };

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
      {rejected ? (
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
      ) : null}

      {showForm ? (
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
                <Button size="large" onClick={cancel} disabled={commit.isPending}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  type="primary"
                  size="large"
                  onClick={() => void submit()}
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
