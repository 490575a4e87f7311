import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billPaths,
  type BillStatus,
  type devUpdateAnswer,
  type devUpdateQuery,
} from '@vrportal/contract';
import type { z } from 'zod';
import { billQueries, storeBill } from './keys';
import { getJson } from '@/lib/api-client';

/** The two answers a developer gives: Confirm (2) or Dispute (4). */
export type VerifyAnswer = typeof BillStatus.confirmed | typeof BillStatus.disputed;

/**
 * GET /vrmcsys/dev_order/settle_order/dev_update?id&checkStatus[&reason]: answers the updated
 * bill. A dispute carries its reason.
 */
export function devUpdate(id: string, checkStatus: VerifyAnswer, reason?: string) {
  const query: z.input<typeof devUpdateQuery> = { id, checkStatus, reason };
  return getJson<z.infer<typeof devUpdateAnswer>>(billPaths.devUpdate, {
    id: query.id,
    checkStatus: String(query.checkStatus),
    ...(query.reason === undefined ? {} : { reason: query.reason }),
  });
}

/** The verify dialog's call; the screen tells its errors and reloads the list after one. */
export function useVerifyBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      checkStatus,
      reason,
    }: {
      id: string;
      checkStatus: VerifyAnswer;
      reason?: string;
    }) => devUpdate(id, checkStatus, reason),
    meta: { quiet: true },
    onSuccess: (data) => storeBill(client, data.orderSettle),
    onError: () => client.invalidateQueries({ queryKey: billQueries.list().queryKey }),
  });
}
