// The adjustment lines of a correction, in dollars, and the corrected bill they make.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { billLimits, type Bill } from '@vrportal/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountProblem } from '../lib/dispute-money';
import { CorrectionPreview } from './DisputeMoney';
import type { LineValues } from '../hooks/use-dispute-decision';

export function DisputeLines({ bill, lines }: { bill: Bill; lines: LineValues[] }) {
  const { t } = useTranslation('review');
  return (
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
  );
}
