import { CheckOutlined, CloseOutlined, DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { AppStatus, REVIEW_LOG_MAX_BYTES, ReportItemStatus } from '@vrportal/contract';
import type { ReportItemStatusValue } from '@vrportal/contract';
import { Alert, App as AntdApp, Button, Card, Input, Radio, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '@/components/AppStatusTag';
import { useDecideReview } from '../api/decide-review';
import type { Submission } from '../api/get-review-submission';
import { useUploadReviewLog, type UploadedLog } from '../api/upload-review-log';
import type { MarkedItem } from '../lib/review-rules';
import { decidedType, decisionOf, outcomeOf, reportItemsOf } from '../lib/review-rules';
import { formatBytes } from '@/lib/bytes';

/**
 * The checklist of the stage under way (manual technical, content or publish): every item
 * marked pass or fail with a note, a summary, for the technical stage an optional log, and the
 * pass / fail decision.
 */
export function ChecklistPanel({ submission }: { submission: Submission }) {
  const { t } = useTranslation('review');
  const statusText = useStatusText();
  const { message, modal } = AntdApp.useApp();
  const app = submission.app;
  const technical = app.status === AppStatus.manualRunning;
  const [items, setItems] = useState<MarkedItem[]>(() =>
    submission.standard.map((s) => ({
      name: s.name,
      require: s.require,
      desc: s.desc,
      status: null,
      note: '',
    })),
  );
  const [summary, setSummary] = useState('');
  const [log, setLog] = useState<(UploadedLog & { file: string }) | null>(null);
  const upload = useUploadReviewLog();
  const decide = useDecideReview();
  const decision = decisionOf(items);

  const mark = (index: number, change: Partial<MarkedItem>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const submit = async (pass: boolean) => {
    const answer = await decide.mutateAsync({
      appId: app.id,
      ...(app.cId ? { cId: app.cId } : {}),
      pass,
      items: reportItemsOf(items),
      note: summary.trim(),
      ...(technical && log ? { log: log.log } : {}),
    });
    const status = statusText(answer.status);
    void message.success(
      pass ? t('decision.passed', { status }) : t('decision.failedDone', { status }),
    );
  };

  /** Pass and fail say what will happen and wait for the reviewer's confirmation. */
  const confirm = (pass: boolean) => {
    const outcome = outcomeOf(app.status);
    const type = decidedType(app.status);
    const vars = {
      name: app.channel ? `${app.name} · ${app.channel}` : app.name,
      stage: type ? t(`stage.${type}`) : '',
      status: outcome ? statusText(pass ? outcome.pass : outcome.fail) : '',
      count: items.filter((item) => item.status === ReportItemStatus.failed).length,
    };
    void modal.confirm({
      title: t(pass ? 'decision.confirmPassTitle' : 'decision.confirmFailTitle', vars),
      content: t(pass ? 'decision.confirmPassText' : 'decision.confirmFailText', vars),
      okText: t(pass ? 'decision.confirmPass' : 'decision.confirmFail'),
      okButtonProps: pass ? {} : { danger: true },
      cancelText: t('decision.confirmBack'),
      onOk: () => submit(pass).catch(() => undefined),
    });
  };

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
          <li
            key={`${item.name}#${index}`}
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
                onChange={(event) =>
                  mark(index, { status: event.target.value as ReportItemStatusValue })
                }
                aria-label={t('decision.itemResult', { name: item.name })}
                options={[
                  { value: ReportItemStatus.passed, label: t('decision.pass') },
                  { value: ReportItemStatus.failed, label: t('decision.fail') },
                ]}
              />
              <Input
                value={item.note}
                maxLength={1000}
                onChange={(event) => mark(index, { note: event.target.value })}
                placeholder={t('decision.notePlaceholder')}
                aria-label={t('decision.itemNote', { name: item.name })}
                status={
                  item.status === ReportItemStatus.failed && !item.note.trim()
                    ? 'warning'
                    : undefined
                }
              />
            </div>
          </li>
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
