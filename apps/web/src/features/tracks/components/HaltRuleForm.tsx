import type { HaltRule } from '@vrportal/contract';
import { App, Button, Form, InputNumber } from 'antd';
import { useSetHaltRule } from '../api/rollout-halt-rule';
import type { TracksText } from '../lib/texts';

const FIELDS = [
  { name: 'crashFactor', min: 1, max: 100, step: 0.5, suffix: '×' },
  { name: 'minCrashRate', min: 0, max: 100, step: 0.01, suffix: '%' },
  { name: 'anrFactor', min: 1, max: 100, step: 0.5, suffix: '×' },
  { name: 'minAnrRate', min: 0, max: 100, step: 0.01, suffix: '%' },
  { name: 'minDevices', min: 1, max: 10_000_000, step: 1, suffix: '' },
] as const;

/**
 * The automatic halt of the app's rollouts: a running rollout halts by itself when, over the
 * last 24 hours, its build's crash (or ANR) rate reaches the factor times the previous build's
 * and the minimum, once enough devices run it.
 */
export function HaltRuleForm({
  appId,
  rule,
  canChange,
  describedBy,
  t,
}: {
  appId: string;
  rule: HaltRule;
  canChange: boolean;
  describedBy: string | undefined;
  t: TracksText;
}) {
  const { message } = App.useApp();
  const save = useSetHaltRule(appId);
  return (
    <section
      className="trk-halt-rule"
      data-testid="halt-rule"
      aria-labelledby="trk-halt-rule-title"
    >
      <h3 id="trk-halt-rule-title" className="trk-sub__title">
        {t('haltRule.title')}
      </h3>
      <p className="trk-muted">{t('haltRule.text', rule)}</p>
      <Form<HaltRule>
        key={JSON.stringify(rule)}
        layout="vertical"
        className="trk-halt-rule__form"
        initialValues={rule}
        disabled={!canChange}
        onFinish={(values) =>
          save.mutate(values, { onSuccess: () => void message.success(t('haltRule.saved')) })
        }
      >
        {FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={t(`haltRule.fields.${f.name}`)}
            rules={[{ required: true, message: t('haltRule.required') }]}
          >
            <InputNumber
              min={f.min}
              max={f.max}
              step={f.step}
              precision={f.name === 'minDevices' ? 0 : 2}
              suffix={f.suffix || undefined}
              aria-describedby={describedBy}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ))}
        <Button htmlType="submit" loading={save.isPending} aria-describedby={describedBy}>
          {t('haltRule.save')}
        </Button>
      </Form>
    </section>
  );
}
