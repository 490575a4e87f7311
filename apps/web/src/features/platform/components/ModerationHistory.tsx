// A leaderboard's moderation history: the entries removed, by whom and why, a server page at a time.
import type { Leaderboard } from '@vrportal/contract';
import { Pagination, Table, type PaginationProps, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { useModerationHistory, type ModerationRecord } from '../api/leaderboard-moderation';
import { headedColumns } from '../lib/columns';
import { formatScore } from '../lib/format';
import { usePlatformText } from '../lib/texts';
import { NoRows, PlatTable } from './ListParts';

/** The moderation history comes a server page at a time. */
const HISTORY_PAGE_SIZE = 20;

/** The removals of a board, newest first: when, by whom, whose score, which score and why. */
export function ModerationHistory({ appId, board }: { appId: string; board: Leaderboard }) {
  const t = usePlatformText();
  const lang = currentLang();
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const history = useModerationHistory(appId, board.id, page);
  const data = history.data;
  const column = headedColumns(t, 'entries.historyColumns');
  const columns: TableColumnsType<ModerationRecord> = [
    column('time', (r) => <span className="plat-time">{formatTime(r.time)}</span>),
    column('actor', (r) => r.actor),
    column('userId', (r) => <span className="plat-mono">{r.userId}</span>),
    column('score', (r) => formatScore(r.score, board.scoreType, lang, t), { nowrap: true }),
    column('reason', (r) => <span className="plat-reason">{r.reason}</span>),
    column('period', (r) => r.period || t('entries.periodNone'), { nowrap: true }),
  ];

  const pages = (total: number): PaginationProps => ({
    current: page,
    pageSize: HISTORY_PAGE_SIZE,
    total,
    showSizeChanger: false,
    onChange: setPage,
  });

  let body;
  if (history.isPending) {
    body = <Table<ModerationRecord> loading columns={columns} dataSource={[]} pagination={false} />;
  } else if (!data || data.items.length === 0) {
    body = <NoRows query={history} empty={t('entries.historyEmpty')} />;
  } else if (mobile) {
    body = (
      <>
        <ul className="plat-cards portal-list">
          {data.items.map((r) => (
            <li key={r.id} className="plat-card" data-record-id={r.id}>
              <div className="plat-card__head portal-card-head">
                <span className="plat-card__title plat-mono">{r.userId}</span>
                <strong>{formatScore(r.score, board.scoreType, lang, t)}</strong>
              </div>
              <p className="plat-reason">{r.reason}</p>
              <dl className="plat-card__rows">
                {(
                  [
                    ['time', formatTime(r.time)],
                    ['actor', r.actor],
                    ['period', r.period || t('entries.periodNone')],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className="plat-card__row">
                    <dt>{t('list.labelled', { label: t(`entries.historyColumns.${key}`) })}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        {data.total > HISTORY_PAGE_SIZE ? (
          <Pagination className="plat-pagination" size="small" {...pages(data.total)} />
        ) : null}
      </>
    );
  } else {
    body = (
      <PlatTable<ModerationRecord>
        rowMark="data-record-id"
        size="small"
        columns={columns}
        dataSource={data.items}
        pagination={data.total > HISTORY_PAGE_SIZE ? pages(data.total) : false}
      />
    );
  }

  return (
    <section
      className="plat-panel portal-surface"
      aria-labelledby="plat-moderation"
      data-testid="moderation"
    >
      <header className="plat-panel__head">
        <h2 className="plat-panel__title" id="plat-moderation">
          {t('entries.history')}
        </h2>
        <p className="plat-panel__hint">{t('entries.historySubtitle')}</p>
      </header>
      {body}
    </section>
  );
}
