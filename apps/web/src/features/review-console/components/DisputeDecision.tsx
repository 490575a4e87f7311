import { CheckOutlined, DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { ErrorCode, billLimits, type Bill, type Lang } from '@vrportal/contract';
import { App as AntdApp, Button, Card, Form, Input, Modal, Radio } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/BackLink';
import { isApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import type { Dispute } from '../api/get-disputes';
import { useResolveDispute, type ResolveDisputeBody } from '../api/resolve-dispute';
import {
  amountProblem,
  dollarsToCents,
  formatPercent,
  formatSignedUsd,
  formatUsd,
  previewCorrection,
} from '../lib/dispute-money';

type Decision = 'uphold' | 'correct';

interface LineValues {
  desc?: string;
  amount?: string;
}

interface DecisionValues {
  decision: Decision;
  note: string;
  adjustments?: LineValues[];
}

/** A deduction shown with its minus sign (0 stays 0). */
const minus = (cents: number, lang: Lang) => formatUsd(cents === 0 ? 0 : -cents, lang);

interface MoneyRow {
  key: string;
  label: string;
  value: string;
  /** a total: shown stronger */
  strong?: boolean;
}

/** Amounts of a bill as label and value rows, totals stronger (the bill and the preview alike). */
function MoneyRows({
  rows,
  testId,
  live,
}: {
  rows: MoneyRow[];
  testId: string;
  /** read out again as the rows change */
  live?: boolean;
}) {
  return (
    <dl className="bill-makeup" data-testid={testId} aria-live={live ? 'polite' : undefined}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={row.strong ? 'bill-makeup__row bill-makeup__row--total' : 'bill-makeup__row'}
          data-row={row.key}
        >
          <dt>{row.label}</dt>
          <dd className="dispute-money">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The amounts a bill is made of: order income, refunds, adjustments, net, fee, settlement. */
function BillMakeUp({ bill }: { bill: Bill }) {
  const { t } = useTranslation('review');
  const lang = currentLang();
  const rows: MoneyRow[] = [
    { key: 'sales', label: t('disputes.sales'), value: formatUsd(bill.salesMoney, lang) },
    { key: 'refunds', label: t('disputes.refunds'), value: minus(bill.refundMoney, lang) },
    ...(bill.adjustMoney !== 0
      ? [
          {
            key: 'adjust',
            label: t('disputes.adjustments'),
            value: formatSignedUsd(bill.adjustMoney, lang),
          },
        ]
      : []),
    { key: 'net', label: t('disputes.net'), value: formatUsd(bill.netMoney, lang), strong: true },
    {
      key: 'fee',
      label: t('disputes.fee', { percent: formatPercent(bill.feePercent, lang) }),
      value: minus(bill.feeMoney, lang),
    },
    {
      key: 'settle',
      label: t('disputes.settle'),
      value: formatUsd(bill.settleMoney, lang),
      strong: true,
    },
  ];
  return <MoneyRows rows={rows} testId="bill-makeup" />;
}

/** The corrected bill as it would be sent, from the lines typed so far. */
function CorrectionPreview({ bill, lines }: { bill: Bill; lines: LineValues[] }) {
  const { t } = useTranslation('review');
  const lang = currentLang();
  const amounts = lines.map((line) =>
    amountProblem(line?.amount ?? '') === null ? dollarsToCents(line?.amount ?? '') : null,
  );
  const valid = amounts.filter((cents): cents is number => cents !== null);
  const skipped = amounts.length - valid.length;
  const preview = previewCorrection(bill, valid);
  const rows: MoneyRow[] = [
    { key: 'before', label: t('disputes.previewBefore'), value: formatUsd(bill.settleMoney, lang) },
    {
      key: 'adjust',
      label: t('disputes.previewAdjust'),
      value: formatSignedUsd(preview.adjust, lang),
    },
    { key: 'net', label: t('disputes.previewNet'), value: formatUsd(preview.net, lang) },
    {
      key: 'fee',
      label: t('disputes.previewFee', { percent: formatPercent(bill.feePercent, lang) }),
      value: minus(preview.fee, lang),
    },
    {
      key: 'settle',
      label: t('disputes.previewSettle'),
      value: formatUsd(preview.settle, lang),
      strong: true,
    },
    {
      key: 'change',
      label: t('disputes.previewChange'),
      value: formatSignedUsd(preview.change, lang),
    },
  ];
  return (
    <section className="dispute-preview" aria-labelledby="dispute-preview-title">
      <h4 id="dispute-preview-title" className="dispute-preview__title">
        {t('disputes.preview')}
      </h4>
      <MoneyRows rows={rows} testId="correction-preview" live />
      {skipped > 0 ? (
        <p className="dispute-preview__skipped">{t('disputes.previewSkipped')}</p>
      ) : null}
    </section>
  );
}

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
  const lang = currentLang();
  const { message } = AntdApp.useApp();
  const resolve = useResolveDispute();
  const [form] = Form.useForm<DecisionValues>();
  const decision = Form.useWatch('decision', form) ?? 'uphold';
  const lines = Form.useWatch('adjustments', form) ?? [];
  const [pending, setPending] = useState<ResolveDisputeBody | null>(null);
  const headingId = useId();
  const { bill } = dispute;
  const names = { name: bill.devName || dispute.account, month: bill.month };

  /** The body of the call from the checked fields. */
  const bodyOf = (values: DecisionValues): ResolveDisputeBody => {
    const note = values.note.trim();
    if (values.decision === 'uphold') return { id: bill.id, decision: 'uphold', note };
    return {
      id: bill.id,
      decision: 'correct',
      note,
      adjustments: (values.adjustments ?? []).map((line) => ({
        desc: (line.desc ?? '').trim(),
        amount: dollarsToCents(line.amount ?? '')!,
      })),
    };
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await resolve.mutateAsync(pending);
      void message.success(
        pending.decision === 'uphold' ? t('disputes.upheld') : t('disputes.corrected'),
      );
      setPending(null);
      onDone();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      // the error was shown in the reader's language; a dispute decided elsewhere leaves the list
      setPending(null);
      if (failure.is(ErrorCode.billNotDisputed) || failure.is(ErrorCode.billNotFound)) onDone();
    }
  };

  const correctedSettle =
    pending?.decision === 'correct'
      ? previewCorrection(
          bill,
          pending.adjustments.map((a) => a.amount),
        ).settle
      : bill.settleMoney;

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
        <Card
          className="review-card dispute-detail__bill"
          title={t('disputes.makeUp')}
          extra={<span className="muted">{t('disputes.currencyNote')}</span>}
        >
          <BillMakeUp bill={bill} />
          <dl className="dispute-facts">
            <div>
              <dt>{t('disputes.orders')}</dt>
              <dd>{bill.orderCount}</dd>
            </div>
            <div>
              <dt>{t('disputes.sent')}</dt>
              <dd>{formatTime(bill.sendTime) || '--'}</dd>
            </div>
            <div>
              <dt>{t('disputes.disputedAt')}</dt>
              <dd>{formatTime(dispute.disputeTime) || '--'}</dd>
            </div>
            <div>
              <dt>{t('disputes.card')}</dt>
              <dd>{bill.cardNo || '--'}</dd>
            </div>
          </dl>
        </Card>
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
            onFinish={(values) => setPending(bodyOf(values))}
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
            {decision === 'correct' ? (
              <div className="dispute-lines">
                <div className="dispute-lines__head">
                  <h4 className="dispute-lines__title">{t('disputes.lines')}</h4>
                  <p className="dispute-lines__hint">{t('disputes.linesHint')}</p>
                </div>
                <Form.List name="adjustments">
                  {(fields, { add, remove }) => (
                    <>
                      <div className="dispute-lines__cols" aria-hidden="true">
                        <span>{t('disputes.lineDesc')}</span>
                        <span>{t('disputes.lineAmount')}</span>
                      </div>
                      <ol className="dispute-lines__list">
                        {fields.map((field, index) => (
                          <li key={field.key} className="dispute-line">
                            <span className="dispute-line__no" aria-hidden="true">
                              {index + 1}
                            </span>
                            <Form.Item
                              name={[field.name, 'desc']}
                              className="dispute-line__desc"
                              rules={[
                                {
                                  required: true,
                                  whitespace: true,
                                  message: t('disputes.descRequired'),
                                },
                              ]}
                            >
                              <Input
                                aria-label={t('disputes.lineDescLabel', { n: index + 1 })}
                                placeholder={t('disputes.lineDesc')}
                                maxLength={200}
                              />
                            </Form.Item>
                            <Form.Item
                              name={[field.name, 'amount']}
                              className="dispute-line__amount"
                              rules={[
                                {
                                  validator: (_, value: string | undefined) => {
                                    const problem = amountProblem(value ?? '');
                                    if (!problem) return Promise.resolve();
                                    const key =
                                      problem === 'zero'
                                        ? 'disputes.amountZero'
                                        : problem === 'tooLarge'
                                          ? 'disputes.amountTooLarge'
                                          : 'disputes.amountFormat';
                                    return Promise.reject(new Error(t(key)));
                                  },
                                },
                              ]}
                            >
                              <Input
                                aria-label={t('disputes.lineAmountLabel', { n: index + 1 })}
                                placeholder={t('disputes.amountPlaceholder')}
                                autoComplete="off"
                              />
                            </Form.Item>
                            {fields.length > 1 ? (
                              <Button
                                type="text"
                                danger
                                className="dispute-line__remove"
                                icon={<DeleteOutlined />}
                                aria-label={t('disputes.removeLine', { n: index + 1 })}
                                title={t('disputes.removeLine', { n: index + 1 })}
                                onClick={() => remove(field.name)}
                              />
                            ) : (
                              <span className="dispute-line__remove" aria-hidden="true" />
                            )}
                          </li>
                        ))}
                      </ol>
                      <div className="dispute-lines__add">
                        <Button
                          icon={<PlusOutlined />}
                          disabled={fields.length >= billLimits.adjustmentsMax}
                          onClick={() => add({ desc: '', amount: '' })}
                        >
                          {t('disputes.addLine')}
                        </Button>
                        {fields.length >= billLimits.adjustmentsMax ? (
                          <span className="dispute-lines__full" role="status">
                            {t('disputes.linesFull', { max: billLimits.adjustmentsMax })}
                          </span>
                        ) : null}
                      </div>
                    </>
                  )}
                </Form.List>
                <CorrectionPreview bill={bill} lines={lines} />
              </div>
            ) : null}
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
      <Modal
        open={pending !== null}
        title={
          pending?.decision === 'correct'
            ? t('disputes.confirmCorrectTitle')
            : t('disputes.confirmUpholdTitle')
        }
        okText={t('disputes.confirmOk')}
        cancelText={t('disputes.confirmCancel')}
        confirmLoading={resolve.isPending}
        onOk={() => void confirm()}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending ? (
          <div className="dispute-confirm">
            <p>
              {pending.decision === 'correct'
                ? t('disputes.confirmCorrectText', {
                    ...names,
                    amount: formatUsd(correctedSettle, lang),
                    before: formatUsd(bill.settleMoney, lang),
                  })
                : t('disputes.confirmUpholdText', {
                    ...names,
                    amount: formatUsd(bill.settleMoney, lang),
                  })}
            </p>
            {pending.decision === 'correct' ? (
              <ul className="dispute-confirm__lines">
                {pending.adjustments.map((line, index) => (
                  <li key={index}>
                    <span>{line.desc}</span>
                    <span className="dispute-money">{formatSignedUsd(line.amount, lang)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="dispute-confirm__note">
              <strong>{t('disputes.confirmNote')}</strong>
              <span>{pending.note}</span>
            </p>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
