import type { Bill } from '@vrportal/contract';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the bills screen. */
export const billKeys = {
  list: ['bills', 'list'] as const,
};

/** Puts a bill the server answered in place of its old copy in the loaded list. */
export function storeBill(client: QueryClient, bill: Bill): void {
  client.setQueryData<{ orderSettleList: Bill[] }>(billKeys.list, (list) =>
    list
      ? {
          ...list,
          orderSettleList: list.orderSettleList.map((old) => (old.id === bill.id ? bill : old)),
        }
      : list,
  );
}
