// The platform queue's page and kind: the submissions of the page and the counts per kind.
import { PLATFORM_KINDS, type PlatformKind } from '@vrportal/contract';
import { useState } from 'react';
import { usePlatformQueue } from '../api/get-platform-queue';

/** Submissions a page of the queue holds. */
const PAGE_SIZE = 50;
export const ALL_KINDS = 'all';

export function usePlatformQueueView(
  kind: PlatformKind | null,
  onKind: (kind: PlatformKind | null) => void,
) {
  const [page, setPage] = useState(1);
  const queue = usePlatformQueue(kind, page);
  const counts = queue.data?.counts ?? {};
  const items = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;
  const paging = { page, pageSize: PAGE_SIZE, total, onChange: setPage };
  const allCount = PLATFORM_KINDS.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  // another kind starts at its first page
  const chooseKind = (key: string) => {
    setPage(1);
    onKind(key === ALL_KINDS ? null : (key as PlatformKind));
  };
  return { queue, counts, items, total, paging, allCount, chooseKind };
}
