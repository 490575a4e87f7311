import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  FinanceStatus,
  type FieldReason,
  type FinanceInputField,
  type FinanceProfile,
  type RevealableField,
} from '@vrportal/contract';
import {
  App,
  Alert,
  Button,
  Checkbox,
  Empty,
  Input,
  Pagination,
  Result,
  Skeleton,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useFinanceProfile } from '../api/get-finance-profile';
import { FINANCE_QUEUE_PAGE, useFinanceQueue } from '../api/get-finance-queue';
import { useRevealFinance } from '../api/reveal-finance';
import { useReviewFinance } from '../api/review-finance';
import { FinanceSummary } from '../components/FinanceSummary';
import { formatTime } from '@/lib/time';
import '../finance.css';

const STATUS_TAG = {
  [FinanceStatus.underReview]: { color: 'orange', key: 'status.underReview' },
  [FinanceStatus.passed]: { color: 'green', key: 'status.passed' },
  [FinanceStatus.rejected]: { color: 'default', key: 'status.rejected' },
} as const;

function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('finance');
  const tag = STATUS_TAG[status as keyof typeof STATUS_TAG];
  return tag ? <Tag color={tag.color}>{t(tag.key)}</Tag> : null;
}

/** /review/finance: the finance review of super accounts — the queue and one submission. */
export default function FinanceReviewPage() {
  const { t } = useTranslation('finance');
  const { isSuper } = useSession();
  const mobile = useIsMobile();
  const [selected, setSelected] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const queue = useFinanceQueue(page, isSuper);

  if (!isSuper) {
    return <Result status="403" title={t('review.forbidden')} />;
  }
  const items = queue.data?.items ?? [];
  const showQueue = !mobile || selected === null;
  const showDetail = !mobile || selected !== null;
  return (
    <div className="fin-page fin-review">
      <header className="fin-page__head">
        <h1 className="fin-page__title">{t('review.title')}</h1>
        <p className="fin-page__subtitle">{t('review.subtitle')}</p>
      </header>
      <div className="fin-review__layout">
        {showQueue ? (
          <aside className="fin-review__queue portal-surface" aria-labelledby="fin-queue-title">
            <div className="fin-review__queue-head">
              <h2 id="fin-queue-title" className="fin-section__title">
                {t('review.queue')}
              </h2>
              <Tag>{t('review.queueCount', { count: queue.data?.total ?? 0 })}</Tag>
            </div>
            {queue.isPending ? (
              <Skeleton active paragraph={{ rows: 4 }} />
            ) : items.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.empty')} />
            ) : (
              <ul className="fin-review__list portal-list">
                {items.map((item) => (
                  <li key={item.accountId}>
                    <button
                      type="button"
                      className="fin-review__item portal-card-button"
                      aria-pressed={selected === item.accountId}
                      onClick={() => setSelected(item.accountId)}
                    >
                      <span className="fin-review__item-name">{item.orgName}</span>
                      <span className="fin-review__item-account">{item.account}</span>
                      <span className="fin-review__item-meta">
                        <Tag color="purple">{t('review.version', { version: item.version })}</Tag>
                        {item.version > 1 ? <Tag>{t('review.resubmitted')}</Tag> : null}
                        <span>
                          {t('review.submittedAt', { time: formatTime(item.submitTime) })}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {(queue.data?.total ?? 0) > FINANCE_QUEUE_PAGE ? (
              <Pagination
                className="fin-review__pages"
                size="small"
                simple
                current={page}
                pageSize={FINANCE_QUEUE_PAGE}
                total={queue.data?.total ?? 0}
                onChange={setPage}
              />
            ) : null}
          </aside>
        ) : null}
        {showDetail ? (
          <section className="fin-review__detail">
            {selected === null ? (
              <Empty className="fin-review__pick" description={t('review.pick')} />
            ) : (
              <ReviewDetail
                key={selected}
                accountId={selected}
                onBack={mobile ? () => setSelected(null) : undefined}
                onDone={() => setSelected(null)}
              />
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}

function ReviewDetail({
  accountId,
  onBack,
  onDone,
}: {
  accountId: string;
  onBack: (() => void) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('finance');
  const profile = useFinanceProfile(accountId);
  if (profile.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (profile.isError || !profile.data) {
    return <Alert type="error" showIcon title={t('review.loadFailed')} />;
  }
  return <Decision profile={profile.data} onBack={onBack} onDone={onDone} />;
}

function Decision({
  profile,
  onBack,
  onDone,
}: {
  profile: FinanceProfile;
  onBack: (() => void) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const review = useReviewFinance();
  /** fields marked for rejection, with the reason typed so far */
  const [reasons, setReasons] = useState<Partial<Record<FinanceInputField, string>>>({});
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const { current } = profile;
  const pending = current.status === FinanceStatus.underReview;
  const revealCall = useRevealFinance();
  /** full values revealed so far; kept only while the reviewer stays on this submission */
  const [revealed, setRevealed] = useState<{
    version: number;
    values: Partial<Record<RevealableField, string>>;
  }>({ version: current.version, values: {} });
  const [revealing, setRevealing] = useState<RevealableField | null>(null);

  const show = async (field: RevealableField) => {
    setRevealing(field);
    try {
      const answer = await revealCall.mutateAsync({
        accountId: profile.accountId,
        version: current.version,
        fields: [field],
      });
      setRevealed((before) => ({
        version: answer.version,
        values:
          before.version === answer.version
            ? { ...before.values, ...answer.values }
            : answer.values,
      }));
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
    } finally {
      setRevealing(null);
    }
  };
  const marked = Object.keys(reasons) as FinanceInputField[];

  const toggle = (field: FinanceInputField, on: boolean) =>
    setReasons((all) => {
      const next = { ...all };
      if (on) next[field] = '';
      else delete next[field];
      return next;
    });

  const decide = async (approve: boolean) => {
    const list: FieldReason[] = marked.map((field) => ({
      field,
      note: (reasons[field] ?? '').trim(),
    }));
    if (!approve) {
      if (list.some((r) => r.note === '')) {
        setMissing(true);
        return;
      }
      if (list.length === 0 && note.trim() === '') {
        void message.error(t('review.rejectNeedsReason'));
        return;
      }
    }
    try {
      await review.mutateAsync({
        accountId: profile.accountId,
        version: current.version,
        approve,
        reasons: approve ? [] : list,
        note: note.trim(),
      });
      void message.success(approve ? t('review.approved') : t('review.rejected'));
      onDone();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
    }
  };

  const controls = (field: FinanceInputField) => {
    if (!pending) return null;
    const on = field in reasons;
    const label = t(`fields.${field}`);
    return (
      <div className="fin-review__reject">
        <Checkbox
          checked={on}
          onChange={(e) => toggle(field, e.target.checked)}
          aria-label={t('review.rejectFieldLabel', { field: label })}
        >
          {t('review.rejectField')}
        </Checkbox>
        {on ? (
          <Input.TextArea
            aria-label={t('review.reasonLabel', { field: label })}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={500}
            status={missing && !reasons[field]?.trim() ? 'error' : undefined}
            placeholder={
              missing && !reasons[field]?.trim()
                ? t('review.reasonRequired')
                : t('review.reasonPlaceholder')
            }
            value={reasons[field]}
            onChange={(e) => setReasons((all) => ({ ...all, [field]: e.target.value }))}
          />
        ) : null}
      </div>
    );
  };

  return (
    <div className="fin-review__panel">
      {onBack ? (
        <BackLink className="fin-review__back" onClick={onBack}>
          {t('review.back')}
        </BackLink>
      ) : null}
      <div className="fin-review__head">
        <div className="fin-review__head-main">
          <h2 className="fin-review__name">{current.info.orgName}</h2>
          <div className="fin-review__account">{profile.account}</div>
        </div>
        <div className="fin-review__head-tags">
          <Tag color="purple">{t('review.version', { version: current.version })}</Tag>
          <StatusTag status={current.status} />
        </div>
      </div>
      <p className="fin-review__meta">
        {t('review.submittedAt', { time: formatTime(current.submitTime) })} ·{' '}
        {profile.approvedVersion > 0
          ? t('review.approvedVersion', { version: profile.approvedVersion })
          : t('review.noApproved')}
      </p>
      {current.changed.length > 0 ? (
        <Alert
          className="fin-page__alert"
          type="warning"
          showIcon
          title={t('review.changed')}
          description={current.changed.map((f) => t(`fields.${f}`)).join(' · ')}
        />
      ) : null}
      <Alert className="fin-page__alert" type="info" showIcon title={t('review.maskedHint')} />
      <FinanceSummary
        record={current.info}
        masked
        marks={new Set(current.changed)}
        markLabel={t('review.changedTag')}
        after={controls}
        reveal={{
          values: revealed.version === current.version ? revealed.values : {},
          pending: revealing,
          onShow: (field) => void show(field),
        }}
      />
      <RevealLog reveals={profile.reveals} />
      {pending ? (
        <div className="fin-review__decide portal-surface">
          <label className="fin-review__note-label" htmlFor="fin-review-note">
            {t('review.note')}
          </label>
          <Input.TextArea
            id="fin-review-note"
            rows={3}
            maxLength={2000}
            placeholder={t('review.notePlaceholder')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {marked.length > 0 ? (
            <p className="fin-actions__note" role="status">
              {t('review.approveBlocked')}
            </p>
          ) : null}
          <div className="fin-actions__buttons">
            <Button
              danger
              size="large"
              icon={<CloseOutlined />}
              loading={review.isPending}
              onClick={() => void decide(false)}
            >
              {t('review.reject')}
            </Button>
            <Button
              type="primary"
              size="large"
              icon={<CheckOutlined />}
              disabled={marked.length > 0}
              loading={review.isPending}
              onClick={() => void decide(true)}
            >
              {t('review.approve')}
            </Button>
          </div>
        </div>
      ) : null}
      <h3 className="fin-review__history-title">{t('review.history')}</h3>
      <Table
        size="small"
        rowKey="version"
        pagination={false}
        scroll={{ x: 720 }}
        dataSource={profile.history}
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
    </div>
  );
}

/** Who revealed full values of this profile, and when: newest first. */
function RevealLog({ reveals }: { reveals: FinanceProfile['reveals'] }) {
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
