import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRouter, createPortalRouter, preloadFirstScreen } from '@/app/router';
import { initI18n, loadAntdLocale } from '@/lib/i18n';
import { detectLang } from '@/lib/lang';
import { captureSessionFromUrl, isSignedIn } from '@/lib/session';
import './styles/global.css';

async function boot() {
  captureSessionFromUrl();
  const lang = detectLang();
  const router = createPortalRouter();
  preloadFirstScreen(isSignedIn(), lang);
  const [, locale] = await Promise.all([initI18n(lang), loadAntdLocale(lang)]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // rendered as a transition: React yields to the browser between components, so the first
  // render is many short tasks a key press can come between, not one long one
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders locale={locale}>
          <AppRouter router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void boot();
