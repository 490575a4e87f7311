// The state of /pay_info: the record, the draft kept over a new sign-in, editing and submitting.
import {
  ErrorCode,
  FinanceStatus,
  type FinanceInputField,
  type FinanceProblem,
} from '@vrportal/contract';
import { App, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { useSession } from '@/lib/session';
import { useCommitFinanceInfo } from '../api/commit-finance-info';
import { useFinanceInfo } from '../api/get-finance-info';
import { dropDraft, keepDraft, readDraft } from '../lib/draft';
import { problemText } from '../lib/field-rules';
import { cityText, toFormValues, toRecord, type FinanceFormValues } from '../lib/form-values';

export function usePayInfo() {
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

  return {
    query,
    commit,
    form,
    editing,
    setEditing,
    status,
    restoring,
    initialValues,
    showForm,
    cancel,
    submit,
  };
}
