import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { billLimits } from '@vrportal/contract';
import { Button, Card, Form, Input, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import type { Dispute } from '../api/get-disputes';
import { DisputeConfirm } from './DisputeConfirm';
import { DisputeLines } from './DisputeLines';
import { DisputeBill } from './DisputeMoney';
import { useDisputeDecision, type DecisionValues } from '../hooks/use-dispute-decision';

/**
 * One open dispute: the bill's make-up and the decision, Uphold (a note) or Correct (a note and
 * adjustment lines in dollars, previewed as the corrected bill), confirmed in a dialog.
 */
export function DisputeDecision({
  dispute,
  onBack,
  onDone,
}: {
  dispute: Dispute;
  /** back to the list (narrow screens) */
  onBack?: () => void;
  /** the dispute was decided, or is no longer open */
  onDone: () => void;
}) {
  const { t } = useTranslation('review');
  const { bill } = dispute;
  const { form, decision, lines, pending, submit, confirm, cancel, confirming, correctedSettle } =
    useDisputeDecision(bill, onDone);
  const headingId = useId();
  const names = { name: bill.devName || dispute.account, month: bill.month };

  return (
    <section className="dispute-detail" aria-labelledby={headingId} data-bill-id={bill.id}>
      {onBack ? (
        <BackLink className="dispute-detail__back" onClick={onBack}>
          {t('disputes.back')}
        </BackLink>
      ) : null}
      <header className="dispute-detail__head">
        <h2 id={headingId} className="dispute-detail__title">
          {bill.devName} · {bill.month}
        </h2>
        <p className="dispute-detail__meta">
          <span>{t('disputes.account', { account: dispute.account })}</span>
          <span>{t('disputes.cycle', { start: bill.startTime, end: bill.endTime })}</span>
        </p>
        <figure className="dispute-reason">
          <figcaption>{t('disputes.reason')}</figcaption>
          {/* the developer's own words, as written */}
          <blockquote data-testid="dispute-reason">{bill.disputeReason || '--'}</blockquote>
        </figure>
      </header>
      <div className="dispute-detail__grid">
        <DisputeBill dispute={dispute} />
        <Card className="review-card dispute-detail__decide" title={t('disputes.decisionTitle')}>
          <Form<DecisionValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            scrollToFirstError={{ block: 'center', focus: true }}
            initialValues={{
              decision: 'uphold',
              note: '',
              adjustments: [{ desc: '', amount: '' }],
            }}
            onFinish={submit}
          >
            <Form.Item name="decision" label={t('disputes.decision')}>
              <Radio.Group className="dispute-choice">
                <Radio value="uphold">
                  <span className="dispute-choice__label">{t('disputes.uphold')}</span>
                  <span className="dispute-choice__hint">{t('disputes.upholdHint')}</span>
                </Radio>
                <Radio value="correct">
                  <span className="dispute-choice__label">{t('disputes.correct')}</span>
                  <span className="dispute-choice__hint">{t('disputes.correctHint')}</span>
                </Radio>
              </Radio.Group>
            </Form.Item>
            {decision === 'correct' ? <DisputeLines bill={bill} lines={lines} /> : null}
            <Form.Item
              name="note"
              label={t('disputes.note')}
              rules={[{ required: true, whitespace: true, message: t('disputes.noteRequired') }]}
            >
              <Input.TextArea
                rows={3}
                maxLength={billLimits.disputeNoteMax}
                showCount
                placeholder={t('disputes.notePlaceholder')}
              />
            </Form.Item>
            <div className="dispute-submit">
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                icon={decision === 'correct' ? <SendOutlined /> : <CheckOutlined />}
              >
                {decision === 'correct' ? t('disputes.submitCorrect') : t('disputes.submitUphold')}
              </Button>
            </div>
          </Form>
        </Card>
      </div>
      <DisputeConfirm
        bill={bill}
        names={names}
        pending={pending}
        correctedSettle={correctedSettle}
        confirming={confirming}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
    </section>
  );
}
