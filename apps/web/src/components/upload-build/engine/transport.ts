import { isApiError, postForm, postJson } from '@/lib/api-client';

/** How the engine reaches the API; the portal's client by default, a fake server in tests. */
export interface UploadTransport {
  json<T>(path: string, body: object, signal?: AbortSignal): Promise<T>;
  form<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T>;
}

/**
 * The portal's API client, silent: the dialog shows every upload error itself. An expired
 * session is still ended (and the user sent to login) by the client.
 */
export const apiTransport: UploadTransport = {
  json: (path, body, signal) => postJson(path, body, { silent: true, signal }),
  form: (path, form, signal) => postForm(path, form, { silent: true, signal }),
};

export type Failure =
  | { kind: 'abort' }
  /** no answer: offline, connection dropped, a gateway error */
  | { kind: 'network' }
  | { kind: 'api'; code: number; message: string }
  /** anything else (the file could not be read...) */
  | { kind: 'local'; message: string };

export function classify(error: unknown, signal?: AbortSignal): Failure {
  if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return { kind: 'abort' };
  }
  if (isApiError(error)) {
    // client-side codes are negative (network -1, HTTP without an API answer -2)
    if (error.errCode < 0) return { kind: 'network' };
    return { kind: 'api', code: error.errCode, message: error.errMsg };
  }
  return { kind: 'local', message: error instanceof Error ? error.message : String(error) };
}
