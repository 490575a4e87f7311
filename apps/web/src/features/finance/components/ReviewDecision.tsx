// One finance submission under review: its summary with a rejection mark per field, and the decision.
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { FinanceInputField, FinanceProfile } from '@vrportal/contract';
import { Alert, Button, Checkbox, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { formatTime } from '@/lib/time';
import { useReviewDecision } from '../hooks/use-review-decision';
import { FinanceSummary } from './FinanceSummary';
import { RevealLog, ReviewHistory, StatusTag } from './ReviewHistory';

export function ReviewDecision({
  profile,
  onBack,
  onDone,
}: {
  profile: FinanceProfile;
  onBack: (() => void) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('finance');
  const {
    reasons,
    setReasons,
    note,
    setNote,
    missing,
    pending,
    revealed,
    revealing,
    show,
    marked,
    toggle,
    decide,
    deciding,
  } = useReviewDecision(profile, onDone);
  const { current } = profile;

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
        <DecidePanel
          note={note}
          setNote={setNote}
          markedCount={marked.length}
          deciding={deciding}
          onDecide={(approve) => void decide(approve)}
        />
      ) : null}
      <ReviewHistory history={profile.history} />
    </div>
  );
}

/** The note and the two decisions; approving waits until no field is marked for rejection. */
function DecidePanel({
  note,
  setNote,
  markedCount,
  deciding,
  onDecide,
}: {
  note: string;
  setNote: (note: string) => void;
  markedCount: number;
  deciding: boolean;
  onDecide: (approve: boolean) => void;
}) {
  const { t } = useTranslation('finance');
  return (
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
      {markedCount > 0 ? (
        <p className="fin-actions__note" role="status">
          {t('review.approveBlocked')}
        </p>
      ) : null}
      <div className="fin-actions__buttons">
        <Button
          danger
          size="large"
          icon={<CloseOutlined />}
          loading={deciding}
          onClick={() => onDecide(false)}
        >
          {t('review.reject')}
        </Button>
        <Button
          type="primary"
          size="large"
          icon={<CheckOutlined />}
          disabled={markedCount > 0}
          loading={deciding}
          onClick={() => onDecide(true)}
        >
          {t('review.approve')}
        </Button>
      </div>
    </div>
  );
}
