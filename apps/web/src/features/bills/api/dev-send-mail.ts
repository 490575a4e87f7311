import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billPaths, type devSendMailAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { postForm } from '@/lib/api-client';
import { billQueries, storeBill } from './keys';

/**
 * POST /vrmcsys/dev_order/settled_order/dev_send_mail, multipart `id` then `pdfFile`: the
 * invoice (2, 3) or attachment (4), stored and mailed to finance. Success is HTTP 200;
 * refusals come with another status and the envelope's errCode and errMsg.
 */
export function sendMail(id: string, file: File) {
  const form = new FormData();
  // the id first: the server reads it before the file streams
  form.append('id', id);
  form.append('pdfFile', file, file.name);
  return postForm<z.infer<typeof devSendMailAnswer>>(billPaths.devSendMail, form);
}

export function useSendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => sendMail(id, file),
    meta: { quiet: true },
    onSuccess: (data) => storeBill(client, data.orderSettle),
    onError: () => client.invalidateQueries({ queryKey: billQueries.list().queryKey }),
  });
}
