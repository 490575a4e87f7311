import type { ErrorCodeValue } from '@vrportal/contract';

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
