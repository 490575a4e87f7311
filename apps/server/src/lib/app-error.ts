import type { ErrorCodeValue } from '@vrportal/contract';
import type { MessageKey } from './i18n.js';
import { t } from './i18n.js';

/**
 * The one error type of the service: a catalogue code, optional data for the answer (such as
 * remainCount), an optional detail that replaces the catalogue text (used for field problems)
 * and the HTTP status: 200 for a refusal by a rule, 4xx for a request that is malformed.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly data: unknown = null,
    readonly detail?: { zh: string; en: string },
    readonly status = 200,
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
  status = 200,
): AppError {
  return new AppError(code, data, { zh: t('zh', key, vars), en: t('en', key, vars) }, status);
}
