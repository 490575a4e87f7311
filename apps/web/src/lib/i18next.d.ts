import 'i18next';
import type analytics from '../locales/en-US/analytics.json';
import type apps from '../locales/en-US/apps.json';
import type auth from '../locales/en-US/auth.json';
import type common from '../locales/en-US/common.json';
import type finance from '../locales/en-US/finance.json';
import type legal from '../locales/en-US/legal.json';
import type notifications from '../locales/en-US/notifications.json';
import type release from '../locales/en-US/release.json';
import type review from '../locales/en-US/review.json';
import type shell from '../locales/en-US/shell.json';
import type upload from '../locales/en-US/upload.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      shell: typeof shell;
      legal: typeof legal;
      finance: typeof finance;
      upload: typeof upload;
      apps: typeof apps;
      notifications: typeof notifications;
      review: typeof review;
      release: typeof release;
      analytics: typeof analytics;
    };
    returnNull: false;
  }
}
