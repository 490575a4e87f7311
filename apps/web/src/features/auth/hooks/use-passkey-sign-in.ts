// The passkey sign-in of the sign-in panel: its busy state and what it tells in the panel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showUnhandledError } from '@/lib/api-client';
import { passkeyLogin, passkeyLoginBegin } from '../api/passkey-login';
import { useCompleteSignIn } from './use-complete-sign-in';

type PanelNotice = { tone: 'warning' | 'error'; text: string } | null;

export function usePasskeySignIn(
  redirect: string | null,
  setNotice: (notice: PanelNotice) => void,
) {
  const { t, i18n } = useTranslation('auth');
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  // the passkey sign-in (and the browser's WebAuthn library) loads when the button is pressed
  const signInWithPasskey = async () => {
    setNotice(null);
    setBusy(true);
    try {
      const { signInWithPasskey: signIn } = await import('../lib/passkey-sign-in');
      const done = await signIn({ i18n, begin: passkeyLoginBegin, finish: passkeyLogin });
      if ('notice' in done) {
        if (done.notice) setNotice({ tone: 'error', text: done.notice });
        return;
      }
      const outcome = await completeSignIn(done.answer, done.answer.account, redirect);
      if (outcome === 'underReview') setNotice({ tone: 'warning', text: t('login.underReview') });
    } catch (error) {
      showUnhandledError(error);
    } finally {
      setBusy(false);
    }
  };
  return { passkeyBusy: busy, signInWithPasskey };
}
