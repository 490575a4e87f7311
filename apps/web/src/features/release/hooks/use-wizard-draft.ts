// The wizard's entries: the form, its start values, the entries kept over an expired session, the step.
import { Form } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import type { WizardFormData } from '../api/keys';
import { dropDraft, readDraft, readStep, writeStep } from '../lib/draft';
import type { WizardValues } from '../lib/form-values';
import { startValues } from '../lib/store-preview';

export function useWizardDraft(appId: string, cId: string, answer: WizardFormData) {
  const { account } = useSession();
  const release = answer.form;
  const owner = { account: account ?? '', appId, cId };

  const [restored] = useState(() => readDraft(owner));
  const [form] = Form.useForm<WizardValues>();
  const [initialValues] = useState<WizardValues>(() => ({
    // a first release's name starts from the name the app was created with
    ...startValues(release, answer.app?.name),
    ...(restored?.values ?? {}),
  }));
  const [step, setStepState] = useState<number>(() => restored?.step ?? readStep(appId, cId));
  const [dirty, setDirty] = useState(restored !== null);

  // the kept entries are back in the form: they leave the storage at once
  useEffect(() => {
    if (restored) dropDraft();
  }, [restored]);

  const setStep = useCallback(
    (next: number) => {
      setStepState(next);
      writeStep(appId, cId, next);
      window.scrollTo({ top: 0 });
    },
    [appId, cId],
  );

  return { account, owner, restored, form, initialValues, step, setStep, dirty, setDirty };
}
