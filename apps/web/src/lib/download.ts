import { answerOf, sendRequest, sessionHeaders, type CallOptions } from './api-client';

/**
 * How a download ended: 'done' (saved), 'failed' (an HTTP status other than 200/206, or an API
 * error answer instead of the file) or 'error' (the request itself threw, e.g. offline).
 */
export type DownloadResult = 'done' | 'failed' | 'error';

/**
 * GETs a stored file (downloadApp, downloadSysLog) with the token and lang headers plus the
 * call's own headers (fname, ver), and saves the answer under `saveAs`.
 */
export async function downloadFile(
  path: string,
  headers: Record<string, string>,
  saveAs: string,
): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'GET',
      headers: { ...headers, ...sessionHeaders() },
      credentials: 'same-origin',
    });
  } catch {
    return 'error';
  }
  if (response.status !== 200 && response.status !== 206) return 'failed';
  // refusals (missing file, foreign file, expired session) come as a JSON envelope, not a file
  if ((response.headers.get('content-type') ?? '').includes('application/json')) return 'failed';
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return 'error';
  }
  saveBlob(blob, saveAs);
  return 'done';
}

/** Hands a blob to the browser's download under a file name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the download has started from the URL; release it once the click has been handled
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name a download answer carries (RFC 5987 UTF-8 name first, then the plain one). */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // a malformed name: try the plain one
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return plain?.trim() || fallback;
}

/**
 * POSTs a JSON body whose answer is a file (exports, bill details) and saves it under the name
 * the server gave, `fallback` without one; answers that name. A refusal comes as the JSON
 * envelope instead of the file and fails as any call does (an ApiError, an expired session ended).
 */
export async function postForFile(
  path: string,
  body: unknown,
  fallback: string,
  options: CallOptions = {},
): Promise<string> {
  const response = await sendRequest(
    path,
    { method: 'POST', body: JSON.stringify(body ?? {}), contentType: 'application/json' },
    options,
  );
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json')) {
    const name = attachmentName(response.headers.get('content-disposition'), fallback);
    saveBlob(await response.blob(), name);
    return name;
  }
  await answerOf(response, options);
  // an envelope of success where a file was due
  throw new Error(`no file in the answer of ${path}`);
}
