import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, type ReactNode } from 'react';
import { bindMessageApi } from '@/lib/feedback';
import { queryClient } from '@/lib/query-client';
import { theme } from './theme';

/** Lets code outside React (the API client) show toasts through antd's App context. */
function FeedbackBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
}

/** Readers who ask their system for less motion get menus, dialogs and toasts without animation. */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const themeForReader = reducedMotion
  ? { ...theme, token: { ...theme.token, motion: false } }
  : theme;

export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ConfigProvider locale={locale} theme={themeForReader} button={{ autoInsertSpace: false }}>
      <AntdApp className="portal-app">
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
