// What a leaderboard's entries screen shows: the period, the page, the user found, the entry being removed.
import {
  ErrorCode,
  platformLimits,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardPeriod,
} from '@vrportal/contract';
import { App } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import type { EntriesRequest } from '../api/keys';
import { useLeaderboardEntries } from '../api/leaderboard-entries';
import { useRemoveEntry } from '../api/leaderboard-remove-entry';
import { failureText } from '../lib/refusal';
import { usePlatformText } from '../lib/texts';

export const PAGE_SIZE = 20;

export function useLeaderboardView(
  appId: string,
  board: Leaderboard,
  score: (value: number) => string,
) {
  const t = usePlatformText();
  const { message } = App.useApp();
  const [period, setPeriod] = useState<LeaderboardPeriod>('current');
  const [page, setPage] = useState(1);
  const [finding, setFinding] = useState('');
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<LeaderboardEntry | null>(null);
  const request: EntriesRequest = finding
    ? { period, start: 0, limit: PAGE_SIZE, userId: finding }
    : { period, start: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const entries = useLeaderboardEntries(appId, board.id, request);
  const remove = useRemoveEntry(appId, board.id);
  const data = entries.data;
  const notOnBoard =
    finding !== '' &&
    ((isApiError(entries.error) && entries.error.is(ErrorCode.leaderboardEntryNotFound)) ||
      (data !== undefined && !data.entries.some((e) => e.userId === finding)));

  const find = (value: string) => {
    const userId = value.trim().slice(0, platformLimits.userIdMax);
    setFinding(userId);
    setSearch(userId);
    setPage(1);
  };
  const showAll = () => {
    setFinding('');
    setSearch('');
  };
  const choosePeriod = (value: LeaderboardPeriod) => {
    setPeriod(value);
    setPage(1);
  };
  const typeSearch = (text: string) => {
    setSearch(text);
    if (text === '') showAll();
  };

  const removeEntry = (reason: string) => {
    if (!removing) return;
    remove.mutate(
      { userId: removing.userId, reason },
      {
        onSuccess: (answer) => {
          void message.success(t('entries.removed', { score: score(answer.score) }));
          setRemoving(null);
        },
        onError: (error) => void message.error(failureText(error, t)),
      },
    );
  };

  return {
    period,
    choosePeriod,
    page,
    setPage,
    finding,
    search,
    typeSearch,
    find,
    showAll,
    entries,
    notOnBoard,
    removing,
    setRemoving,
    removeEntry,
    removePending: remove.isPending,
  };
}
