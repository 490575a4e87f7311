// Unsaved entries: leaving the wizard asks first, a reload warns, an expired session keeps them.
import { App, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { keepDraft, type DraftOwner } from '../lib/draft';
import type { WizardValues } from '../lib/form-values';

export function useUnsavedGuard({
  dirty,
  step,
  owner,
  form,
}: {
  dirty: boolean;
  step: number;
  owner: DraftOwner;
  form: FormInstance<WizardValues>;
}) {
  const { t } = useTranslation('release');
  const { modal } = App.useApp();
  // latest values for the blocker, which runs outside React's render
  const latest = useRef({ dirty, step, owner });
  latest.current = { dirty, step, owner };

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const now = latest.current;
    if (!now.dirty) return false;
    // the session ended: the sign-in screen comes next, the entries wait in this tab
    if (nextLocation.pathname === '/login') {
      keepDraft(now.owner, now.step, form.getFieldsValue(true) as Partial<WizardValues>);
      return false;
    }
    return (
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search
    );
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('wizard.leaveTitle'),
      content: t('wizard.leaveText'),
      okText: t('wizard.leaveOk'),
      cancelText: t('wizard.leaveCancel'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
