import { useMutation } from '@tanstack/react-query';
import { billReviewPaths, type batchDownloadRequest } from '@vrportal/contract';
import type { z } from 'zod';
import { postForFile } from '@/lib/download';

/**
 * POST /vrmcsys/admin/bills/downloadLines {idList}: the bill's lines as an .xlsx, saved under
 * the name the server gave.
 */
export function downloadLines(billId: string, fallbackName: string): Promise<string> {
  const body: z.input<typeof batchDownloadRequest> = { idList: [billId] };
  return postForFile(billReviewPaths.downloadLines, body, fallbackName);
}

/** The "Download lines" action; its failure is shown by the mutation cache as a toast. */
export function useDownloadLines() {
  return useMutation({
    mutationFn: ({ billId, fallbackName }: { billId: string; fallbackName: string }) =>
      downloadLines(billId, fallbackName),
  });
}
