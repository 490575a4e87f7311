import { apiKeyLimits, apiScopes, type ApiScope } from '@vrportal/contract';
import { Alert, Button, Checkbox, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs from '@/lib/dayjs';
import type { AppName } from '@/lib/org-apps';
import type { PortalClock } from '@/lib/portal-clock';
import { formatInZone } from '@/lib/time';
import { DAY_FORMAT, useKeyForm, type KeyValues } from '../hooks/use-key-form';
import { expiryChoices } from '../lib/expiry';
import { scopeTextKey } from '../lib/scopes';
import type { ApiKeysText } from '../lib/texts';

/**
 * What a new key holds: its name, its permissions (each saying what it allows), the apps it
 * reaches and when it expires, counted on the portal's clock. Answers the key's secret once made.
 */
export function KeyForm({
  apps,
  clock,
  onMade,
  onCancel,
  t,
}: {
  apps: { data?: readonly AppName[]; isPending: boolean; isError: boolean };
  clock: PortalClock;
  onMade: (made: { name: string; secret: string }) => void;
  onCancel: () => void;
  t: ApiKeysText;
}) {
  const { form, pending, failure, reach, expiry, zone, first, last, preview, submit } = useKeyForm({
    clock,
    onMade,
    t,
  });

  return (
    <Form<KeyValues>
      form={form}
      name="api-key-create"
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: '', scopes: [], reach: 'all', appIds: [], expiry: '90', day: null }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="name"
        label={t('create.name')}
        extra={t('create.nameHint')}
        rules={[{ required: true, whitespace: true, message: t('create.nameRequired') }]}
      >
        <Input
          maxLength={apiKeyLimits.nameMax}
          placeholder={t('create.namePlaceholder')}
          autoFocus
        />
      </Form.Item>
      <ScopesField t={t} />
      <Form.Item name="reach" label={t('create.apps')}>
        <Radio.Group
          className="ak-choices"
          options={(['all', 'chosen'] as const).map((value) => ({
            value,
            label: (
              <span className="ak-option">
                <span>{t(value === 'all' ? 'create.appsAll' : 'create.appsChosen')}</span>
                <span className="ak-option__hint">
                  {t(value === 'all' ? 'create.appsAllHint' : 'create.appsChosenHint')}
                </span>
              </span>
            ),
          }))}
        />
      </Form.Item>
      {reach === 'chosen' ? (
        apps.isError ? (
          <Alert type="warning" showIcon title={t('create.appsFailed')} className="ak-alert" />
        ) : (
          <Form.Item
            name="appIds"
            label={t('create.pickApps')}
            rules={[{ type: 'array', min: 1, required: true, message: t('create.pickRequired') }]}
          >
            <Select
              mode="multiple"
              loading={apps.isPending}
              placeholder={t('create.pickApps')}
              notFoundContent={apps.isPending ? undefined : t('create.noApps')}
              optionFilterProp="label"
              maxCount={apiKeyLimits.appsMax}
              options={(apps.data ?? []).map((app) => ({ value: app.id, label: app.name }))}
            />
          </Form.Item>
        )
      ) : null}
      <Form.Item
        name="expiry"
        label={t('create.expiry')}
        extra={
          preview === undefined ? undefined : (
            <span data-testid="expiry-preview">
              {preview === null
                ? t('create.neverExpires')
                : t('create.expiresAt', { time: formatInZone(preview, zone) })}
            </span>
          )
        }
      >
        <Radio.Group
          className="ak-expiry"
          options={expiryChoices.map((value) => ({
            value,
            label:
              value === 'never'
                ? t('create.expiryNever')
                : value === 'date'
                  ? t('create.expiryDate')
                  : t('create.expiryDays', { count: Number(value) }),
          }))}
        />
      </Form.Item>
      {expiry === 'date' ? <DayField first={first} last={last} t={t} /> : null}
      {failure ? <Alert className="ak-alert" type="error" showIcon title={failure} /> : null}
      <div className="ak-dialog__actions">
        <Button onClick={onCancel}>{t('create.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('create.submit')}
        </Button>
      </div>
    </Form>
  );
}

function ScopesField({ t }: { t: ApiKeysText }) {
  return (
    <Form.Item
      name="scopes"
      label={t('create.scopes')}
      // a rule of its own, not `required`: a group of checkboxes takes no aria-required
      rules={[
        {
          validator: (_, value: ApiScope[] | undefined) =>
            value?.length
              ? Promise.resolve()
              : Promise.reject(new Error(t('create.scopesRequired'))),
        },
      ]}
    >
      <Checkbox.Group className="ak-scope-options" role="group" aria-label={t('create.scopes')}>
        {apiScopes.map((scope) => (
          <Checkbox key={scope} value={scope}>
            <span className="ak-option">
              <span>{t(`scopeNames.${scopeTextKey(scope)}`)}</span>
              <span className="ak-option__hint">{t(`scopeHints.${scopeTextKey(scope)}`)}</span>
            </span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Form.Item>
  );
}

function DayField({ first, last, t }: { first: string; last: string; t: ApiKeysText }) {
  return (
    <Form.Item
      name="day"
      label={t('create.pickDay')}
      rules={[{ required: true, message: t('create.dayRequired') }]}
    >
      <DatePicker
        className="ak-day"
        format={DAY_FORMAT}
        minDate={dayjs(first)}
        maxDate={dayjs(last)}
        defaultPickerValue={dayjs(first)}
        disabledDate={(value) => {
          const text = value.format(DAY_FORMAT);
          return text < first || text > last;
        }}
        placeholder={t('create.pickDay')}
        inputReadOnly
      />
    </Form.Item>
  );
}
