import { CheckOutlined, CloseOutlined, DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { REVIEW_LOG_MAX_BYTES, ReportItemStatus } from '@vrportal/contract';
import type { ReportItemStatusValue } from '@vrportal/contract';
import { Alert, App as AntdApp, Button, Card, Input, Radio, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../api/get-review-submission';
import { useChecklistPanel } from '../hooks/use-checklist-panel';
import type { MarkedItem } from '../lib/review-rules';
import { formatBytes } from '@/lib/bytes';

/**
 * The checklist of the stage under way (manual technical, content or publish): every item
 * marked pass or fail with a note, a summary, for the technical stage an optional log, and the
 * pass / fail decision.
 */
export function ChecklistPanel({ submission }: { submission: Submission }) {
  const { t } = useTranslation('review');
  const { message } = AntdApp.useApp();
  const {
    technical,
    items,
    mark,
    summary,
    setSummary,
    log,
    setLog,
    upload,
    decide,
    decision,
    confirm,
  } = useChecklistPanel(submission);
  const hint = !decision.allMarked
    ? t('decision.needAllMarked')
    : decision.notesMissing
      ? t('decision.needNote')
      : null;

  return (
    <Card className="review-card" title={t('decision.title')} data-testid="checklist">
      <p className="review-card__intro">{t('decision.intro')}</p>
      <ol className="checklist">
        {items.map((item, index) => (
          <ChecklistItem
            key={`${item.name}#${index}`}
            item={item}
            onMark={(change) => mark(index, change)}
          />
        ))}
      </ol>
      <label className="checklist__label" htmlFor="review-summary">
        {t('decision.summary')}
      </label>
      <Input.TextArea
        id="review-summary"
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
        maxLength={2000}
        rows={3}
        showCount
        placeholder={t('decision.summaryPlaceholder')}
      />
      {technical ? (
        <div className="checklist__log">
          <span className="checklist__label">{t('decision.log')}</span>
          <p className="muted">
            {t('decision.logHint', { max: formatBytes(REVIEW_LOG_MAX_BYTES) })}
          </p>
          {log ? (
            <div className="checklist__log-file">
              <PaperClipOutlined aria-hidden="true" />
              <span>
                {t('decision.logUploaded', { name: log.file })} ({formatBytes(log.size)})
              </span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('decision.logRemove')}
                onClick={() => setLog(null)}
              />
            </div>
          ) : (
            <Upload
              accept=".log,.txt,.zip,.gz"
              maxCount={1}
              showUploadList={false}
              customRequest={({ file, onError, onSuccess }) => {
                upload.mutate(file as File, {
                  onSuccess: (stored) => {
                    setLog({ ...stored, file: (file as File).name });
                    onSuccess?.(stored);
                  },
                  onError: (error) => {
                    void message.error(t('decision.logFailed'));
                    onError?.(error);
                  },
                });
              }}
            >
              <Button icon={<PaperClipOutlined />} loading={upload.isPending}>
                {t('decision.logPick')}
              </Button>
            </Upload>
          )}
        </div>
      ) : null}
      {hint ? <Alert className="checklist__hint" type="info" showIcon title={hint} /> : null}
      <div className="checklist__actions">
        <Button
          danger
          icon={<CloseOutlined />}
          disabled={!decision.canFail || decide.isPending}
          loading={decide.isPending && decide.variables?.pass === false}
          onClick={() => confirm(false)}
        >
          {t('decision.failSubmission')}
        </Button>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={!decision.canPass || decide.isPending}
          loading={decide.isPending && decide.variables?.pass === true}
          onClick={() => confirm(true)}
        >
          {t('decision.passAll')}
        </Button>
      </div>
    </Card>
  );
}

/** One item of the checklist: pass or fail, and a note (wanted when it fails). */
function ChecklistItem({
  item,
  onMark,
}: {
  item: MarkedItem;
  onMark: (change: Partial<MarkedItem>) => void;
}) {
  const { t } = useTranslation('review');
  return (
    <li
      className={`checklist__item${item.status === ReportItemStatus.failed ? ' checklist__item--failed' : ''}`}
    >
      <div className="checklist__text">
        <strong className="checklist__name">{item.name}</strong>
        <span className="checklist__require">{item.require}</span>
        {item.desc ? <span className="checklist__desc">{item.desc}</span> : null}
      </div>
      <div className="checklist__controls">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={item.status}
          onChange={(event) => onMark({ status: event.target.value as ReportItemStatusValue })}
          aria-label={t('decision.itemResult', { name: item.name })}
          options={[
            { value: ReportItemStatus.passed, label: t('decision.pass') },
            { value: ReportItemStatus.failed, label: t('decision.fail') },
          ]}
        />
        <Input
          value={item.note}
          maxLength={1000}
          onChange={(event) => onMark({ note: event.target.value })}
          placeholder={t('decision.notePlaceholder')}
          aria-label={t('decision.itemNote', { name: item.name })}
          status={
            item.status === ReportItemStatus.failed && !item.note.trim() ? 'warning' : undefined
          }
        />
      </div>
    </li>
  );
}
