import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billPaths, type batchDownloadRequest } from '@vrportal/contract';
import type { z } from 'zod';
import { billQueries } from './keys';
import { postForFile } from '@/lib/download';

/**
 * POST /vrmcsys/dev_order/settled_order/batch_download {idList}: the bills' lines as an .xlsx,
 * saved under the server's name. Downloading a sent bill marks it looked at (0 -> 1).
 */
export function batchDownload(idList: string[]) {
  const body: z.input<typeof batchDownloadRequest> = { idList };
  return postForFile(billPaths.batchDownload, body, 'bill-details.xlsx');
}

/** The details link of a card; the card tells the result. */
export function useDownloadDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: batchDownload,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: billQueries.list().queryKey }),
  });
}
