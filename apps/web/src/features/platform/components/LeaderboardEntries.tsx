import { DeleteOutlined } from '@ant-design/icons';
import {
  ErrorCode,
  LEADERBOARD_PERIODS,
  platformLimits,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardPeriod,
} from '@vrportal/contract';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Pagination,
  Segmented,
  Table,
  type PaginationProps,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { useLeaderboardEntries, type EntriesRequest } from '../api/leaderboard-entries';
import { useModerationHistory, type ModerationRecord } from '../api/leaderboard-moderation';
import { useRemoveEntry } from '../api/leaderboard-remove-entry';
import { headedColumns } from '../lib/columns';
import { formatScore, periodDays, pluralForm } from '../lib/format';
import { failureText } from '../lib/refusal';
import { usePlatformText } from '../lib/texts';
import { NoRows, PlatTable } from './ListParts';

const PAGE_SIZE = 20;

/** The moderation history comes a server page at a time. */
const HISTORY_PAGE_SIZE = 20;

/**
 * A leaderboard's entries: the ranks of the current or previous period a page at a time, the
 * ranks around one user, the removal of an entry with its reason, and the moderation history.
 */
export function LeaderboardEntries({ appId, board }: { appId: string; board: Leaderboard }) {
  const t = usePlatformText();
  const lang = currentLang();
  const { message } = App.useApp();
  const mobile = useIsMobile();
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
  const score = (value: number) => formatScore(value, board.scoreType, lang, t);
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
        <ol
          className="plat-cards portal-list"
          aria-label={t('entries.title', { name: board.apiName })}
        >
          {data.entries.map((e) => (
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
              onChange={(value) => {
                setPeriod(value);
                setPage(1);
              }}
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
            onChange={(event) => {
              setSearch(event.target.value);
              if (event.target.value === '') showAll();
            }}
            onSearch={find}
          />
        </div>
        {finding ? (
          <div className="plat-entries__around">
            <span>{t('entries.around', { userId: finding })}</span>
            <Button size="small" onClick={showAll}>
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
        {body}
      </section>
      <ModerationHistory appId={appId} board={board} />
      <RemoveEntryDialog
        entry={removing}
        score={removing ? score(removing.score) : ''}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onRemove={(reason) => {
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
        }}
      />
    </>
  );
}

/** Asks for the reason of a removal; the reason is required. */
function RemoveEntryDialog({
  entry,
  score,
  pending,
  onCancel,
  onRemove,
}: {
  entry: LeaderboardEntry | null;
  score: string;
  pending: boolean;
  onCancel: () => void;
  onRemove: (reason: string) => void;
}) {
  const t = usePlatformText();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = () =>
    void form.validateFields().then(
      (values) => onRemove(values.reason.trim()),
      () => undefined,
    );
  return (
    <Modal
      open={entry !== null}
      title={entry ? t('entries.removeTitle', { userId: entry.userId }) : ''}
      okText={t('entries.removeOk')}
      cancelText={t('form.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      {entry ? (
        <p className="plat-remove__text">{t('entries.removeText', { score, rank: entry.rank })}</p>
      ) : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('entries.reason')}
          rules={[{ required: true, whitespace: true, message: t('entries.reasonRequired') }]}
        >
          <Input.TextArea
            showCount
            maxLength={platformLimits.reasonMax}
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('entries.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The removals of a board, newest first: when, by whom, whose score, which score and why. */
function ModerationHistory({ appId, board }: { appId: string; board: Leaderboard }) {
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
