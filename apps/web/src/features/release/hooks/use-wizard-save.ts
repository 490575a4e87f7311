// Saving the wizard's step (with the server's field problems shown on the fields) and submitting the release.
import {
  ErrorCode,
  RESUBMIT_CONFIRM_STATUSES,
  ReleaseStep,
  type ReleaseStepValue,
} from '@vrportal/contract';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useCommitRelease } from '../api/commit-release';
import type { WizardFormData } from '../api/keys';
import { useSaveRelease } from '../api/save-release';
import { keepDraft, type DraftOwner } from '../lib/draft';
import { problemText } from '../lib/field-rules';
import { stepInput, type WizardValues } from '../lib/form-values';

const LOCALIZED = ['vnote', 'name', 'brief', 'intros'];
const SUMMARY = ReleaseStep.summary;
const SUBMITTED = ReleaseStep.submitted;

export function useWizardSave({
  appId,
  cId,
  release,
  readOnly,
  account,
  owner,
  form,
  step,
  setStep,
  setDirty,
  onRefresh,
}: {
  appId: string;
  cId: string;
  release: WizardFormData['form'];
  readOnly: boolean;
  account: string | null | undefined;
  owner: DraftOwner;
  form: FormInstance<WizardValues>;
  step: number;
  setStep: (step: number) => void;
  setDirty: (dirty: boolean) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('release');
  const { message, modal } = App.useApp();
  const [merging, setMerging] = useState(false);
  // set around each save by the handler itself, so the buttons follow it without delay
  const [saving, setSaving] = useState(false);
  const save = useSaveRelease(appId, cId);
  const commit = useCommitRelease(appId, cId);

  const showProblems = (fields: Record<string, string>, values: Partial<WizardValues>) => {
    form.setFields(
      Object.entries(fields).map(([key, problem]) => {
        const [base = key, lang] = key.split('.');
        const name =
          lang && LOCALIZED.includes(base)
            ? [base, lang]
            : base === 'sprice' || base === 'pMode'
              ? [values.pMode === 1 ? 'amount' : 'recommended']
              : [base];
        return { name: name as never, errors: [problemText(t, key, problem)] };
      }),
    );
  };

  /** Saves the fields of the step shown; false when a field is at fault or the save failed. */
  const saveStep = async (): Promise<boolean> => {
    if (readOnly || step >= SUMMARY) return true;
    try {
      await form.validateFields();
    } catch {
      void message.error({ content: t('wizard.fixFields'), key: 'release-save' });
      return false;
    }
    const values = form.getFieldsValue(true) as Partial<WizardValues>;
    const body = stepInput(values, step as ReleaseStepValue);
    if (Object.keys(body).length === 0) {
      setDirty(false);
      return true;
    }
    setSaving(true);
    try {
      await save.mutateAsync(body);
      setDirty(false);
      return true;
    } catch (failure) {
      if (!isApiError(failure)) return false;
      if (failure.is(ErrorCode.loginExpired) && account) keepDraft(owner, step, values);
      if (failure.is(ErrorCode.invalidInformation)) {
        const data = failure.data as { fields?: Record<string, string> } | null;
        showProblems(data?.fields ?? {}, values);
        void message.error({ content: t('wizard.fixFields'), key: 'release-save' });
      } else if (!failure.handled) {
        void message.error({ content: failure.errMsg || failure.message, key: 'release-save' });
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const saveDraft = async () => {
    if (await saveStep()) void message.success({ content: t('wizard.saved'), key: 'release-save' });
  };
  const goTo = async (next: number) => {
    if (next === step) return;
    if (await saveStep()) setStep(next);
  };

  const doSubmit = async () => {
    setMerging(false);
    try {
      await commit.mutateAsync();
      setDirty(false);
      setStep(SUBMITTED);
    } catch (failure) {
      if (!isApiError(failure)) return;
      if (failure.is(ErrorCode.stillMerging)) return setMerging(true);
      if (failure.is(ErrorCode.releaseIncomplete)) onRefresh();
      if (!failure.handled) {
        void message.error({ content: failure.errMsg || failure.message, key: 'release-submit' });
      }
    }
  };
  const submit = () => {
    if (!RESUBMIT_CONFIRM_STATUSES.includes(release.status)) return void doSubmit();
    modal.confirm({
      title: t('summary.confirmTitle'),
      content: t('summary.confirmText'),
      okText: t('summary.confirmOk'),
      onOk: () => doSubmit(),
    });
  };

  return { merging, saving, submitting: commit.isPending, saveDraft, goTo, submit };
}
