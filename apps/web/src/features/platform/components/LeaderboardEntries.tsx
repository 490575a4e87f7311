import { DeleteOutlined } from '@ant-design/icons';
import type { Leaderboard, LeaderboardEntry } from '@vrportal/contract';
import {
  Alert,
  Button,
  Pagination,
  Table,
  type PaginationProps,
  type TableColumnsType,
} from 'antd';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { PAGE_SIZE, useLeaderboardView } from '../hooks/use-leaderboard-view';
import { headedColumns } from '../lib/columns';
import { formatScore, periodDays, pluralForm } from '../lib/format';
import { usePlatformText } from '../lib/texts';
import { EntriesControls, EntryCards } from './EntriesParts';
import { NoRows, PlatTable } from './ListParts';
import { ModerationHistory } from './ModerationHistory';
import { RemoveEntryDialog } from './RemoveEntryDialog';

/**
 * A leaderboard's entries: the ranks of the current or previous period a page at a time, the
 * ranks around one user, the removal of an entry with its reason, and the moderation history.
 */
export function LeaderboardEntries({ appId, board }: { appId: string; board: Leaderboard }) {
  const t = usePlatformText();
  const lang = currentLang();
  const mobile = useIsMobile();
  const score = (value: number) => formatScore(value, board.scoreType, lang, t);
  const {
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
    removePending,
  } = useLeaderboardView(appId, board, score);
  const data = entries.data;

  const column = headedColumns(t, 'entries.columns');
  const columns: TableColumnsType<LeaderboardEntry> = [
    column('rank', (e) => <strong className="plat-rank">{e.rank}</strong>, { nowrap: true }),
    column('userId', (e) => <span className="plat-mono">{e.userId}</span>),
    column('score', (e) => score(e.score), { nowrap: true }),
    column('extra', (e) => <span className="plat-extra">{e.extra || '—'}</span>),
    column('time', (e) => <span className="plat-time">{formatTime(e.time)}</span>),
  ];
  // removals apply to the current period; the previous one stays as it ended
  if (period === 'current') {
    columns.push(column('actions', (e) => removeButton(e)));
  }

  const periodText = data ? periodDays(data.period.key, board.reset, t) : '';
  const removeButton = (e: LeaderboardEntry) =>
    period === 'current' ? (
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('entries.removeName', { userId: e.userId })}
        onClick={() => setRemoving(e)}
      >
        {t('entries.remove')}
      </Button>
    ) : null;

  const pages = (total: number): PaginationProps => ({
    current: page,
    pageSize: PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (count) => t(`entries.total.${pluralForm(count, lang)}`, { count }),
    onChange: setPage,
  });

  let body;
  if (entries.isPending) {
    body = <Table<LeaderboardEntry> loading columns={columns} dataSource={[]} pagination={false} />;
  } else if (notOnBoard) {
    body = (
      <Alert
        type="info"
        showIcon
        title={t('entries.notOnBoard', { userId: finding })}
        data-testid="not-on-board"
      />
    );
  } else if (!data || data.entries.length === 0) {
    body = <NoRows query={entries} empty={t('entries.empty')} />;
  } else if (mobile) {
    body = (
      <>
        <EntryCards
          board={board}
          entries={data.entries}
          finding={finding}
          score={score}
          removeButton={removeButton}
        />
        {finding ? null : (
          <Pagination className="plat-pagination" size="small" {...pages(data.total)} />
        )}
      </>
    );
  } else {
    body = (
      <PlatTable<LeaderboardEntry>
        rowKey="userId"
        rowMark="data-user-id"
        size="middle"
        columns={columns}
        dataSource={data.entries}
        loading={entries.isFetching && entries.isPlaceholderData}
        rowClassName={(e) => (e.userId === finding ? 'plat-row--found' : '')}
        pagination={finding ? false : pages(data.total)}
      />
    );
  }

  return (
    <>
      <section className="plat-panel portal-surface" aria-labelledby="plat-entries">
        <h2 className="visually-hidden" id="plat-entries">
          {t('entries.title', { name: board.apiName })}
        </h2>
        <EntriesControls
          period={period}
          periodText={periodText}
          search={search}
          finding={finding}
          onPeriod={choosePeriod}
          onSearchText={typeSearch}
          onFind={find}
          onShowAll={showAll}
        />
        {body}
      </section>
      <ModerationHistory appId={appId} board={board} />
      <RemoveEntryDialog
        entry={removing}
        score={removing ? score(removing.score) : ''}
        pending={removePending}
        onCancel={() => setRemoving(null)}
        onRemove={removeEntry}
      />
    </>
  );
}
