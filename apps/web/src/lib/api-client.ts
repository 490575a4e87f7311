import {
  ErrorCode,
  LANG_HEADER,
  TOKEN_HEADER,
  limits,
  type CallAnswer,
  type CallRequest,
  type CallSpec,
  type Envelope,
} from '@vrportal/contract';
import type { CallRef } from './api-calls';
import { feedback } from './feedback';
import { i18n } from './i18n';
import { errorTextOf } from './error-texts';
import { currentLang } from './lang';
import { currentPortalPath, loginPath, navigateTo } from './navigation';
import { readStored, removeStored, StorageKey } from './storage';

/** errCodes the client gives to failures that never reached an API answer. */
export const ClientErrorCode = {
  /** offline, DNS, connection refused, CORS… */
  network: -1,
  /** an HTTP error status without an API envelope */
  http: -2,
} as const;

/**
 * A call that did not succeed: a non-zero errCode of the API (with its errMsg and data, e.g.
 * data.remainCount of 10002), an HTTP failure or a network failure. `message` is the localized
 * text of the error. `handled` says the general handling already told the user (or deliberately
 * stayed silent), so callers should not show it again.
 */
export class ApiError<D = unknown> extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly errCode: number,
    readonly errMsg: string,
    readonly data: D,
    message: string,
    readonly httpStatus: number | null = null,
    readonly handled = false,
  ) {
    super(message);
  }

  is(code: number): boolean {
    return this.errCode === code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface CallOptions {
  /** no toast at all for this call (polling); the session still ends on expiry */
  silent?: boolean;
  signal?: AbortSignal;
  /** extra request headers (e.g. platForm of getAppCfgInfo) */
  headers?: Record<string, string>;
}

let sessionEnding = false;
let expiryTold = false;

/** errCode 10021 or HTTP 403: tell the user, forget the token, go to login after 1 s. */
function endExpiredSession(silent: boolean, delayMs: number): void {
  const here = currentPortalPath();
  if (here === '/login' || here.startsWith('/login?')) {
    removeStored(StorageKey.token);
    return;
  }
  // a silent poll may find the expiry first: the next call the user made still tells them
  if (!silent && !expiryTold) {
    expiryTold = true;
    void errorTextOf(ErrorCode.loginExpired, currentLang()).then((text) =>
      feedback.error(text, 'session-expired'),
    );
  }
  if (sessionEnding) return;
  sessionEnding = true;
  // the token goes with the redirect: dropping it earlier would let the route guard leave at once
  window.setTimeout(() => {
    sessionEnding = false;
    expiryTold = false;
    removeStored(StorageKey.token);
    navigateTo(loginPath(here), { replace: true });
  }, delayMs);
}

function localError(code: number, message: string, status: number | null, handled: boolean) {
  return new ApiError<null>(code, message, null, message, status, handled);
}

/** An envelope that names a domain error (a refusal of dev_send_mail answers 404 or 502 so). */
function isEnvelopeWithCode(value: unknown): value is Envelope<unknown> {
  return (
    isEnvelope(value) && value.errCode !== ErrorCode.ok && value.errCode !== ErrorCode.unknownCall
  );
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { errCode?: unknown }).errCode === 'number'
  );
}

/** The token and lang headers every call carries (also the GET downloads). */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [LANG_HEADER]: currentLang() };
  const token = readStored(StorageKey.token);
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}

/**
 * POSTs a JSON body to an API path and returns the answer's data. Every failure becomes an
 * ApiError; the general cases of the error catalogue (spec section 8) are handled here once. A
 * sensitive change that asks for the second step again (10070) is sent again once it is passed
 * (see setSecondStepConfirmer).
 */
export function postJson<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  return post<T>(path, JSON.stringify(body ?? {}), 'application/json', options);
}

/** POSTs a multipart form (file uploads); answers and errors as postJson. */
export function postForm<T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> {
  // the browser sets the multipart content type with its boundary itself
  return post<T>(path, form, null, options);
}

/** Sends a request with the token and lang headers; a network failure becomes an ApiError. */
export async function sendRequest(
  path: string,
  init: { method: 'GET' | 'POST'; body?: BodyInit; contentType?: string | null },
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, ...sessionHeaders() };
  if (init.contentType) headers['content-type'] = init.contentType;
  try {
    return await fetch(path, {
      method: init.method,
      headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const text = i18n.t('common:errors.network');
    if (options.silent !== true) feedback.error(text, 'network-error');
    throw localError(ClientErrorCode.network, text, null, true);
  }
}

/**
 * The answer's data, or the ApiError of a failed answer: the general cases of the error
 * catalogue (spec section 8) are handled here once, for JSON calls, GET calls and downloads.
 */
export async function answerOf<T>(response: Response, options: CallOptions = {}): Promise<T> {
  const lang = currentLang();
  const silent = options.silent === true;
  const payload: unknown = await response.json().catch(() => null);

  if (response.status === 401) {
    removeStored(StorageKey.token);
    const here = currentPortalPath();
    if (!here.startsWith('/login')) navigateTo(loginPath(here), { replace: true });
    const text = await errorTextOf(ErrorCode.loginExpired, lang);
    throw localError(ErrorCode.loginExpired, text, 401, true);
  }
  if (response.status === 403) {
    endExpiredSession(silent, limits.loginExpiredRedirectMs);
    const text = await errorTextOf(ErrorCode.loginExpired, lang);
    throw localError(ErrorCode.loginExpired, text, 403, true);
  }
  if (response.status === 404 && !isEnvelopeWithCode(payload)) {
    const text = i18n.t('common:errors.notFound');
    if (!silent) feedback.error(text, 'not-found');
    throw localError(isEnvelope(payload) ? payload.errCode : ClientErrorCode.http, text, 404, true);
  }
  if (response.status === 502 || response.status === 504) {
    if (!isEnvelopeWithCode(payload)) {
      throw localError(
        ClientErrorCode.http,
        i18n.t('common:errors.unavailable'),
        response.status,
        true,
      );
    }
  }
  if (!isEnvelope(payload)) {
    const text = await errorTextOf(ErrorCode.internal, lang);
    if (!silent) feedback.error(text, 'server-error');
    throw localError(ClientErrorCode.http, text, response.status, true);
  }

  if (payload.errCode === ErrorCode.ok) return payload.data as T;

  // an expired session is told to the user here, so callers treat it as handled
  const expired = payload.errCode === ErrorCode.loginExpired;
  if (expired) endExpiredSession(silent, limits.loginExpiredRedirectMs);
  const text = await errorTextOf(payload.errCode, lang);
  throw new ApiError(
    payload.errCode,
    payload.errMsg,
    payload.data,
    text,
    response.status,
    expired || silent,
  );
}

/**
 * Asks the signed-in member for the second step again, given the challenge of a 10070 answer and
 * the ways it may be passed (totp, recovery, passkey): true once it is passed, false when the
 * member cancelled.
 */
export type SecondStepConfirmer = (
  challenge: string,
  methods: readonly string[],
) => Promise<boolean>;

let confirmer: SecondStepConfirmer | null = null;
/** The confirmation asked for now: 10070s answered meanwhile wait for it, not for another. */
let confirming: Promise<boolean> | null = null;
/** Confirmations passed so far: a request sent before the last one was passed need not ask. */
let confirmations = 0;

/**
 * The signed-in frame registers the window that asks for the second step again; before that, and
 * once the returned function has unregistered it, a 10070 reaches the caller as any other error.
 */
export function setSecondStepConfirmer(fn: SecondStepConfirmer): () => void {
  confirmer = fn;
  return () => {
    if (confirmer === fn) confirmer = null;
  };
}

function challengeOf(error: ApiError): [string, string[]] {
  const data = (error.data ?? {}) as { challenge?: unknown; methods?: unknown };
  const methods = Array.isArray(data.methods)
    ? data.methods.filter((m): m is string => typeof m === 'string')
    : [];
  return [typeof data.challenge === 'string' ? data.challenge : '', methods];
}

/** One confirmation at a time: a second 10070 while one is asked waits for its outcome. */
function askOnce(ask: SecondStepConfirmer, [challenge, methods]: [string, string[]]) {
  if (!confirming) {
    confirming = ask(challenge, methods)
      .catch(() => false)
      .then((passed) => {
        if (passed) confirmations += 1;
        return passed;
      })
      .finally(() => {
        confirming = null;
      });
  }
  return confirming;
}

async function post<T>(
  path: string,
  body: BodyInit,
  contentType: string | null,
  options: CallOptions,
): Promise<T> {
  const send = async () =>
    answerOf<T>(await sendRequest(path, { method: 'POST', body, contentType }, options), options);
  const passedBefore = confirmations;
  try {
    return await send();
  } catch (error) {
    const ask = confirmer;
    if (!ask || !isApiError(error) || !error.is(ErrorCode.confirmSecondStep)) throw error;
    // a sensitive change waits for the second step again: once passed (or passed meanwhile, while
    // this request was under way), the same request is sent once more, and whatever it answers
    // then (even another 10070) goes to the caller
    if (confirmations !== passedBefore || (await askOnce(ask, challengeOf(error)))) return send();
    // cancelled: the member knows why nothing changed, no toast says it again
    throw new ApiError(
      error.errCode,
      error.errMsg,
      error.data,
      error.message,
      error.httpStatus,
      true,
    );
  }
}

/** GETs a call with its query in the URL (the bills' GET calls); answers and errors as postJson. */
export async function getJson<T>(
  path: string,
  query: Record<string, string>,
  options: CallOptions = {},
): Promise<T> {
  const search = new URLSearchParams(query).toString();
  const response = await sendRequest(
    search ? `${path}?${search}` : path,
    { method: 'GET' },
    options,
  );
  return answerOf<T>(response, options);
}

/** Calls an API call of the contract with its typed request and answer. */
export function callApi<C extends CallSpec>(
  call: CallRef<C>,
  body: CallRequest<C>,
  options?: CallOptions,
): Promise<CallAnswer<C>> {
  return postJson<CallAnswer<C>>(call.path, body, options);
}

/** Shows an error the general handling has not shown yet (used by the query caches). */
export function showUnhandledError(error: unknown): void {
  if (isApiError(error)) {
    if (!error.handled) feedback.error(error.message);
    return;
  }
  if (error instanceof Error && error.name !== 'AbortError' && error.name !== 'CancelledError') {
    void errorTextOf(ErrorCode.internal, currentLang()).then((text) => feedback.error(text));
  }
}
