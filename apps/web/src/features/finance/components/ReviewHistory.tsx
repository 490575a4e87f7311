// A finance profile's past: its status tags, its versions and their reviews, and who revealed what.
import { FinanceStatus, type FinanceProfile } from '@vrportal/contract';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/time';

const STATUS_TAG = {
  [FinanceStatus.underReview]: { color: 'orange', key: 'status.underReview' },
  [FinanceStatus.passed]: { color: 'green', key: 'status.passed' },
  [FinanceStatus.rejected]: { color: 'default', key: 'status.rejected' },
} as const;

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('finance');
  const tag = STATUS_TAG[status as keyof typeof STATUS_TAG];
  return tag ? <Tag color={tag.color}>{t(tag.key)}</Tag> : null;
}

/** Every version submitted, with its review. */
export function ReviewHistory({ history }: { history: FinanceProfile['history'] }) {
  const { t } = useTranslation('finance');
  return (
    <>
      <h3 className="fin-review__history-title">{t('review.history')}</h3>
      <Table
        size="small"
        rowKey="version"
        pagination={false}
        scroll={{ x: 720 }}
        dataSource={history}
        columns={[
          { title: t('review.historyVersion'), dataIndex: 'version', width: 72 },
          {
            title: t('review.historyStatus'),
            dataIndex: 'status',
            width: 96,
            render: (status: number) => <StatusTag status={status} />,
          },
          {
            title: t('review.historySubmitted'),
            dataIndex: 'submitTime',
            width: 200,
            render: (time: string) => formatTime(time),
          },
          {
            title: t('review.historyReviewed'),
            dataIndex: 'reviewTime',
            width: 200,
            render: (time: string) => formatTime(time),
          },
          { title: t('review.historyReviewer'), dataIndex: 'reviewer', width: 160 },
          {
            title: t('review.historyReasons'),
            key: 'reasons',
            render: (_: unknown, row: FinanceProfile['history'][number]) =>
              [
                ...row.reasons.map((r) =>
                  t('review.historyReason', { field: t(`fields.${r.field}`), note: r.note }),
                ),
                ...(row.note ? [row.note] : []),
              ].join(t('review.historySeparator')),
          },
        ]}
      />
    </>
  );
}

/** Who revealed full values of this profile, and when: newest first. */
export function RevealLog({ reveals }: { reveals: FinanceProfile['reveals'] }) {
  const { t } = useTranslation('finance');
  return (
    <section className="fin-review__reveals portal-surface" aria-labelledby="fin-reveals-title">
      <h3 id="fin-reveals-title" className="fin-review__reveals-title">
        {t('review.reveals')}
      </h3>
      {reveals.length === 0 ? (
        <p className="muted fin-review__reveals-empty">{t('review.revealsEmpty')}</p>
      ) : (
        <ul className="fin-review__reveals-list" data-testid="finance-reveals">
          {reveals.map((entry, index) => (
            <li key={`${entry.revealedAt}-${index}`}>
              {t('review.revealLine', {
                who: entry.revealedBy,
                time: formatTime(entry.revealedAt),
                version: entry.version,
                fields: entry.fields
                  .map((field) => t(`fields.${field}`))
                  .join(t('review.revealFieldSeparator')),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
