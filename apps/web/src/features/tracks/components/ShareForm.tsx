import { Button, Form, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { rolloutShare } from '@vrportal/contract';
import { SHARE_STEPS, shareProblem, shareText, stepsAbove, tenths } from '../lib/share';
import type { TracksText } from '../lib/texts';

const CUSTOM = 'custom';

interface Values {
  choice: string;
  custom?: number | null;
}

/**
 * A share of devices chosen among the steps (1, 2, 5, 10, 20, 50, 100 %) or typed with one
 * decimal. `raise`: the running rollout's share goes up to it, so only the steps above the
 * current one are offered and a typed one must pass it; `planned`: the share the next store
 * update starts with, any of them. Give it a key of the share it starts from: a new share from
 * the server starts it afresh.
 */
export function ShareForm({
  mode,
  current,
  disabled,
  describedBy,
  pending,
  onSubmit,
  t,
}: {
  mode: 'raise' | 'planned';
  current: number;
  disabled: boolean;
  describedBy?: string;
  pending: boolean;
  onSubmit: (share: number) => void;
  t: TracksText;
}) {
  const [form] = Form.useForm<Values>();
  const choice = Form.useWatch('choice', form);
  const steps = useMemo(
    () => (mode === 'raise' ? stepsAbove(current) : [...SHARE_STEPS]),
    [mode, current],
  );
  const initial = useMemo<Values>(() => {
    if (mode === 'raise') return { choice: String(steps[0] ?? CUSTOM) };
    const isStep = (SHARE_STEPS as readonly number[]).includes(current);
    return isStep ? { choice: String(current) } : { choice: CUSTOM, custom: current };
  }, [mode, steps, current]);
  const above = mode === 'raise' ? current : undefined;

  const finish = (values: Values) =>
    onSubmit(values.choice === CUSTOM ? tenths(values.custom ?? 0) : Number(values.choice));

  return (
    <Form<Values>
      form={form}
      // the form's name prefixes its fields' ids: the labels point at them
      name={`trk-share-${mode}`}
      className="trk-share-form"
      layout="vertical"
      initialValues={initial}
      onFinish={finish}
      disabled={disabled}
      requiredMark={false}
    >
      <div className="trk-share-form__fields">
        <Form.Item
          name="choice"
          label={mode === 'raise' ? t('share.raiseLabel') : t('share.plannedLabel')}
          className="trk-share-form__choice"
        >
          <Select
            options={[
              ...steps.map((step) => ({ value: String(step), label: shareText(step) })),
              { value: CUSTOM, label: t('share.custom') },
            ]}
          />
        </Form.Item>
        {choice === CUSTOM ? (
          <Form.Item
            name="custom"
            label={t('share.customLabel')}
            className="trk-share-form__custom"
            rules={[
              {
                validator: (_, value: number | null | undefined) => {
                  const problem = shareProblem(value, above);
                  return problem
                    ? Promise.reject(
                        new Error(t(`share.problems.${problem}`, { current: shareText(current) })),
                      )
                    : Promise.resolve();
                },
              },
            ]}
          >
            <InputNumber
              min={rolloutShare.min}
              max={rolloutShare.max}
              step={rolloutShare.step}
              precision={1}
              suffix="%"
            />
          </Form.Item>
        ) : null}
        <div className="trk-share-form__submit">
          <Button
            type="primary"
            htmlType="submit"
            loading={pending}
            aria-describedby={disabled ? describedBy : undefined}
          >
            {mode === 'raise' ? t('share.raise') : t('share.save')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
