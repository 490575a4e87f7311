// The parts of a leaderboard's entries: finding a user and choosing the period, and the entries as cards.
import {
  LEADERBOARD_PERIODS,
  platformLimits,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardPeriod,
} from '@vrportal/contract';
import { Button, Input, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { formatTime } from '@/lib/time';
import { usePlatformText } from '../lib/texts';

/** The entries on a narrow screen: one card per rank. */
export function EntryCards({
  board,
  entries,
  finding,
  score,
  removeButton,
}: {
  board: Leaderboard;
  entries: LeaderboardEntry[];
  finding: string;
  score: (value: number) => string;
  removeButton: (entry: LeaderboardEntry) => ReactNode;
}) {
  const t = usePlatformText();
  return (
    <ol className="plat-cards portal-list" aria-label={t('entries.title', { name: board.apiName })}>
      {entries.map((e) => (
        <li
          key={e.userId}
          className={`plat-card plat-entry${e.userId === finding ? ' plat-card--found' : ''}`}
          data-user-id={e.userId}
        >
          <div className="plat-card__head portal-card-head">
            <span className="plat-entry__rank">{e.rank}</span>
            <span className="plat-card__title plat-mono">{e.userId}</span>
            <strong className="plat-entry__score">{score(e.score)}</strong>
          </div>
          {e.extra ? (
            <p className="plat-entry__extra">
              {t('list.labelled', { label: t('entries.columns.extra') })}
              <span className="plat-extra">{e.extra}</span>
            </p>
          ) : null}
          <div className="plat-entry__foot">
            <span className="plat-entry__time">
              {t('list.labelled', { label: t('entries.columns.time') })}
              {formatTime(e.time)}
            </span>
            {removeButton(e)}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The period, the range it covers, finding a user's ranks, and the hints under them. */
export function EntriesControls({
  period,
  periodText,
  search,
  finding,
  onPeriod,
  onSearchText,
  onFind,
  onShowAll,
}: {
  period: LeaderboardPeriod;
  periodText: string;
  search: string;
  finding: string;
  onPeriod: (period: LeaderboardPeriod) => void;
  onSearchText: (text: string) => void;
  onFind: (value: string) => void;
  onShowAll: () => void;
}) {
  const t = usePlatformText();
  return (
    <>
      <div className="plat-entries__controls">
        <div className="plat-entries__period">
          <span className="plat-entries__label" id="plat-period-label">
            {t('list.labelled', { label: t('entries.period') })}
          </span>
          <Segmented<LeaderboardPeriod>
            aria-labelledby="plat-period-label"
            value={period}
            options={LEADERBOARD_PERIODS.map((p) => ({
              value: p,
              label: t(`entries.periods.${p}`),
            }))}
            onChange={onPeriod}
          />
          <span className="plat-entries__range" data-testid="period-range">
            {periodText}
          </span>
        </div>
        <Input.Search
          className="plat-entries__find"
          value={search}
          allowClear
          maxLength={platformLimits.userIdMax}
          placeholder={t('entries.findPlaceholder')}
          aria-label={t('entries.find')}
          enterButton={t('entries.find')}
          onChange={(event) => onSearchText(event.target.value)}
          onSearch={onFind}
        />
      </div>
      {finding ? (
        <div className="plat-entries__around">
          <span>{t('entries.around', { userId: finding })}</span>
          <Button size="small" onClick={onShowAll}>
            {t('entries.showAll')}
          </Button>
        </div>
      ) : (
        <p className="plat-panel__hint">{t('entries.findHint')}</p>
      )}
      {period === 'previous' ? (
        <p className="plat-panel__hint" data-testid="previous-kept">
          {t('entries.previousKept')}
        </p>
      ) : null}
    </>
  );
}
