import { ArrowRightOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '@/components/AppStatusTag';
import { UnpagedTable } from '@/components/UnpagedTable';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatTime } from '@/lib/time';
import type { Submission } from '../api/get-review-submission';

type LogEntry = Submission['log'][number];
const EVENTS = [
  'submit',
  'start',
  'pass',
  'fail',
  'schedule',
  'unschedule',
  'online',
  'takeDown',
  'cancel',
];
const ROLES = ['developer', 'reviewer', 'system'];

/** The review log: who, when, event, from → to and the note, newest first. */
export function ReviewLogTable({ log }: { log: Submission['log'] }) {
  const { t } = useTranslation('review');
  const statusText = useStatusText();
  const mobile = useIsMobile();
  const role = (entry: LogEntry) =>
    ROLES.includes(entry.role) ? t(`log.roles.${entry.role as 'system'}`) : entry.role;
  const event = (entry: LogEntry) =>
    EVENTS.includes(entry.event) ? t(`log.events.${entry.event as 'submit'}`) : entry.event;
  // the system acts without an account: its role says who it was
  const who = (entry: LogEntry) => (
    <div className="log-who">
      <span>{entry.actor || role(entry)}</span>
      {entry.actor ? <span className="muted">{role(entry)}</span> : null}
    </div>
  );
  const change = (entry: LogEntry) => (
    <span className="log-change">
      {statusText(entry.from)} <ArrowRightOutlined aria-hidden="true" /> {statusText(entry.to)}
    </span>
  );

  if (mobile) {
    return (
      <Card className="review-card" title={t('log.title')}>
        <ol className="portal-list" data-testid="review-log">
          {log.length === 0 ? <li className="muted">{t('log.empty')}</li> : null}
          {log.map((entry) => (
            <li key={entry.id} className="log-list__item">
              <div className="log-list__head">
                <strong>{event(entry)}</strong>
                <time className="muted" dateTime={entry.time}>
                  {formatTime(entry.time, true)}
                </time>
              </div>
              {who(entry)}
              {change(entry)}
              {entry.note ? <p className="log-list__note">{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      </Card>
    );
  }

  const columns: TableColumnsType<LogEntry> = [
    {
      title: t('log.who'),
      key: 'who',
      width: '20%',
      render: (_, entry) => who(entry),
    },
    {
      title: t('log.when'),
      dataIndex: 'time',
      width: '16%',
      render: (time: string) => formatTime(time, true),
    },
    {
      title: t('log.event'),
      dataIndex: 'event',
      width: '14%',
      render: (_, entry) => event(entry),
    },
    {
      title: t('log.change'),
      key: 'change',
      width: '28%',
      render: (_, entry) => change(entry),
    },
    {
      title: t('log.note'),
      dataIndex: 'note',
      render: (note: string) => note || <span className="muted">—</span>,
    },
  ];
  return (
    <Card className="review-card" title={t('log.title')}>
      <UnpagedTable<LogEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log}
        emptyText={t('log.empty')}
        data-testid="review-log"
      />
    </Card>
  );
}
