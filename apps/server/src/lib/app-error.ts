import type { ErrorCodeValue } from '@vrportal/contract';
import type { MessageKey } from './i18n.js';
import { t } from './i18n.js';

/**
 * The one error type of the service: a catalogue code, optional data for the answer (such as
 * remainCount) and an optional detail that replaces the catalogue text (used for field problems).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly data: unknown = null,
    readonly detail?: { zh: string; en: string },
  ) {
    super(`errCode ${code}`);
  }
}

/** An AppError whose text comes from the service's messages, filled in both languages. */
export function localizedError(
  code: ErrorCodeValue,
  key: MessageKey,
  vars: Record<string, string | number> = {},
  data: unknown = null,
): AppError {
  return new AppError(code, data, { zh: t('zh', key, vars), en: t('en', key, vars) });
}
