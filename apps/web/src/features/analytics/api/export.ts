import { useMutation } from '@tanstack/react-query';
import {
  ErrorCode,
  datacenterPaths,
  errorText,
  limits,
  type addonRangeRequest,
  type exportRequest,
} from '@vrportal/contract';
import type { z } from 'zod';
import { ApiError, ClientErrorCode, sessionHeaders } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { i18n } from '@/lib/i18n';
import { currentLang } from '@/lib/lang';
import { currentPortalPath, loginPath, navigateTo } from '@/lib/navigation';
import { removeStored, StorageKey } from '@/lib/storage';

/** An .xlsx export of the data centre: the app's figures (type 1-6) or an add-on sheet. */
export type ExportTarget =
  | { kind: 'app'; body: z.input<typeof exportRequest> }
  | { kind: 'addonSales' | 'addonDetail'; body: z.input<typeof addonRangeRequest> };

const paths = {
  app: datacenterPaths.export,
  addonSales: datacenterPaths.addonExportSaleTendency,
  addonDetail: datacenterPaths.addonExportDetailData,
} as const;

/** The file name the server gave (RFC 5987 UTF-8 name first), else `fallback`. */
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

function fallbackName(target: ExportTarget): string {
  const { startTime, endTime } = target.body;
  const what = target.kind === 'app' ? `data-${target.body.type}` : target.kind;
  return `${what}-${String(startTime)}-${String(endTime)}.xlsx`;
}

/**
 * POSTs the export and saves the answered file. A refusal comes as the JSON envelope instead of
 * a file and becomes an ApiError with its errMsg; an expired session goes to the login.
 */
export async function exportSheet(target: ExportTarget): Promise<string> {
  const lang = currentLang();
  let response: Response;
  try {
    response = await fetch(paths[target.kind], {
      method: 'POST',
      headers: { ...sessionHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(target.body),
      credentials: 'same-origin',
    });
  } catch {
    const text = i18n.t('common:errors.network');
    throw new ApiError(ClientErrorCode.network, text, null, text);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json')) {
    const name = attachmentName(response.headers.get('content-disposition'), fallbackName(target));
    saveBlob(await response.blob(), name);
    return name;
  }
  const payload = (await response.json().catch(() => null)) as {
    errCode?: unknown;
    errMsg?: unknown;
    data?: unknown;
  } | null;
  const code = typeof payload?.errCode === 'number' ? payload.errCode : ClientErrorCode.http;
  if (response.status === 401 || response.status === 403 || code === ErrorCode.loginExpired) {
    // as the client does: the page tells the expiry, the login follows a moment later
    const here = currentPortalPath();
    window.setTimeout(() => {
      removeStored(StorageKey.token);
      navigateTo(loginPath(here), { replace: true });
    }, limits.loginExpiredRedirectMs);
    const text = errorText(ErrorCode.loginExpired, lang);
    throw new ApiError(ErrorCode.loginExpired, text, null, text, response.status);
  }
  const message = errorText(
    typeof payload?.errCode === 'number' ? payload.errCode : ErrorCode.internal,
    lang,
  );
  const errMsg = typeof payload?.errMsg === 'string' ? payload.errMsg : '';
  throw new ApiError(code, errMsg, payload?.data ?? null, message, response.status);
}

/** The export of a button; its errors are told by the button's page, not by the cache. */
export function useExportSheet() {
  return useMutation({ mutationFn: exportSheet, meta: { quiet: true } });
}
