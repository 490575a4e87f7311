import { sessionHeaders } from './api-client';

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
