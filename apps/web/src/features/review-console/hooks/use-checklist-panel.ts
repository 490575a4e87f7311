// The checklist of a review under way: the marks, summary and log, and the pass / fail decision.
import { AppStatus, ReportItemStatus } from '@vrportal/contract';
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '@/components/AppStatusTag';
import { useDecideReview } from '../api/decide-review';
import type { Submission } from '../api/get-review-submission';
import { useUploadReviewLog, type UploadedLog } from '../api/upload-review-log';
import type { MarkedItem } from '../lib/review-rules';
import { decidedType, decisionOf, outcomeOf, reportItemsOf } from '../lib/review-rules';

export function useChecklistPanel(submission: Submission) {
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

  return {
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
  };
}
