import {
  Currency,
  currencyDecimals,
  PriceMode,
  priceProblem,
  RECOMMENDED_PRICES,
  releaseLimits,
} from '@vrportal/contract';
import { Alert, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseAmount } from '../lib/money';

/**
 * Step 4: a recommended price (free, 40, 70, 90) or a custom amount. The main store sells in
 * RMB only; a business channel picks its currency (whole units for JPY).
 */
export function PricingStep({ channel, disabled }: { channel: boolean; disabled: boolean }) {
  const { t } = useTranslation('release');
  const form = Form.useFormInstance();
  const pMode = Form.useWatch('pMode', { form, preserve: true }) as number | null | undefined;
  const currency = (Form.useWatch('currency', { form, preserve: true }) ?? Currency.RMB) as number;
  const jpy = currencyDecimals(currency) === 0;
  const currencies = [Currency.RMB, Currency.USD, Currency.JPY];

  return (
    <div className="rel-pricing">
      {channel ? (
        <Form.Item name="currency" label={t('pricing.currency')}>
          <Select
            className="rel-pricing__currency"
            style={{ width: 220, maxWidth: '100%' }}
            disabled={disabled}
            options={currencies.map((c) => ({ value: c, label: t(`pricing.currencies.${c}`) }))}
            onChange={() => void form.validateFields(['amount']).catch(() => undefined)}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t('pricing.currency')}>
          <span className="rel-pricing__fixed">{t('pricing.currencies.0')}</span>
          <div className="rel-pricing__note">{t('pricing.currencyToc')}</div>
        </Form.Item>
      )}
      <Form.Item name="pMode" label={t('pricing.mode')} required>
        <Radio.Group
          disabled={disabled}
          options={[
            { value: PriceMode.recommended, label: t('pricing.recommended') },
            { value: PriceMode.custom, label: t('pricing.custom') },
          ]}
        />
      </Form.Item>
      {pMode === PriceMode.recommended ? (
        <Form.Item name="recommended" label={t('pricing.choose')} required>
          <Radio.Group
            className="rel-pricing__choices"
            optionType="button"
            disabled={disabled}
            options={RECOMMENDED_PRICES.map((cents, index) => ({
              value: index,
              label: cents === null ? t('pricing.free') : formatMoney(cents, currency),
            }))}
          />
        </Form.Item>
      ) : null}
      {pMode === PriceMode.custom ? (
        <Form.Item
          name="amount"
          label={t('pricing.amount')}
          required
          extra={jpy ? t('pricing.amountHelpJpy') : t('pricing.amountHelp')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!value?.trim()) throw new Error(t('pricing.amountRequired'));
                const cents = parseAmount(value, currency);
                if (cents === null) {
                  throw new Error(
                    jpy
                      ? t('pricing.amountNoDecimals')
                      : t('pricing.amountInvalid', { decimals: currencyDecimals(currency) }),
                  );
                }
                if (priceProblem(cents, currency) === 'price') {
                  throw new Error(
                    t('pricing.amountTooHigh', {
                      max: formatMoney(releaseLimits.priceMax, currency),
                    }),
                  );
                }
              },
            },
          ]}
        >
          <Input
            className="rel-pricing__amount"
            inputMode="decimal"
            prefix={formatMoney(0, currency).replace(/[\d.]+$/, '')}
            disabled={disabled}
          />
        </Form.Item>
      ) : null}
      <Alert type="info" showIcon title={t('pricing.afterApproval')} />
    </div>
  );
}
