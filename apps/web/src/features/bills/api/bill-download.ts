import { useMutation } from '@tanstack/react-query';
import { billPaths, type billDownloadQuery } from '@vrportal/contract';
import type { z } from 'zod';
import { downloadFile, type DownloadResult } from '@/lib/download';

/** GET /vrmcsys/order/bill/download?storeName&pdfName: the sent PDF, saved under its name. */
export function billDownload(file: {
  storeName: string;
  pdfName: string;
}): Promise<DownloadResult> {
  const query: z.input<typeof billDownloadQuery> = file;
  const search = new URLSearchParams(query).toString();
  return downloadFile(`${billPaths.billDownload}?${search}`, {}, file.pdfName);
}

export function useBillDownload() {
  return useMutation({ mutationFn: billDownload, meta: { quiet: true } });
}
