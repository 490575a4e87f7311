import { Suspense, lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/components/AuthLayout';
import { PageLoader } from '@/components/PageLoader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoginPanel } from '../components/LoginPanel';
import { RegisterChooser } from '../components/RegisterChooser';
import { useLoginMode, type RegisterFlow } from '../hooks/use-login-mode';

// The sign-in form is what a first visit needs at once; the other panels load when opened,
// which keeps the first load within its budget.
const RegisterPanel = lazy(() =>
  import('../components/RegisterPanel').then((m) => ({ default: m.RegisterPanel })),
);
const RetrievePanel = lazy(() =>
  import('../components/RetrievePanel').then((m) => ({ default: m.RetrievePanel })),
);
const ResetPanel = lazy(() =>
  import('../components/ResetPanel').then((m) => ({ default: m.ResetPanel })),
);
const ConfirmPanel = lazy(() =>
  import('../components/ConfirmPanel').then((m) => ({ default: m.ConfirmPanel })),
);

/**
 * /login (route name Login): sign-in, registration and password retrieval, plus the two pages
 * the mailed links open (mode=confirm and mode=reset with email and code).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { mode, flow, method, redirect, go, link, prefill } = useLoginMode();
  const titles = {
    login: t('login.title'),
    register: t('register.title'),
    retrieve: t('retrieve.title'),
    reset: t('reset.title'),
    confirm: t('confirm.title'),
  };
  useDocumentTitle(titles[mode]);

  const toLogin = useCallback(
    (account?: string) => go('login', { replace: true, state: { prefill: account } }),
    [go],
  );
  const chooseFlow = useCallback((next: RegisterFlow) => go('register', { flow: next }), [go]);
  const openChooser = useCallback(() => go('register'), [go]);

  let panel;
  switch (mode) {
    case 'register':
      panel = flow ? (
        <RegisterPanel
          flow={flow}
          onLogin={toLogin}
          onRetrieve={() => go('retrieve')}
          onChooseOther={openChooser}
        />
      ) : null;
      break;
    case 'retrieve':
      panel = <RetrievePanel onLogin={() => toLogin()} />;
      break;
    case 'reset':
      panel = (
        <ResetPanel
          email={link.email}
          code={link.code}
          onLogin={toLogin}
          onRetrieve={() => go('retrieve', { replace: true })}
        />
      );
      break;
    case 'confirm':
      panel = <ConfirmPanel email={link.email} code={link.code} onLogin={toLogin} />;
      break;
    default:
      panel = null;
  }

  const chooserOpen = mode === 'register' && !flow;
  return (
    <AuthLayout>
      {panel ? (
        <Suspense fallback={<PageLoader />}>{panel}</Suspense>
      ) : (
        <LoginPanel
          key={prefill}
          redirect={redirect}
          prefill={prefill}
          method={method}
          onRegister={openChooser}
          onRetrieve={() => go('retrieve')}
        />
      )}
      <RegisterChooser
        open={chooserOpen}
        onChoose={chooseFlow}
        onCancel={() => go('login', { replace: true })}
      />
    </AuthLayout>
  );
}
