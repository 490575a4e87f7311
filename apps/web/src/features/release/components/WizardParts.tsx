// The release wizard's parts: the steps bar, the buttons under the form, the submit button, the submitted screen.
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  SaveOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { ReleaseStep, type ReleaseStepValue } from '@vrportal/contract';
import { Alert, Button, Result, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WizardFormData } from '../api/keys';
import { useReleaseDiff } from '../api/get-release-diff';
import { SummaryStep } from './SummaryStep';

const SUMMARY = ReleaseStep.summary;
const SUBMITTED = ReleaseStep.submitted;

/** The release was submitted: back to the channels or the app center, or edit it again. */
export function SubmittedResult({
  appId,
  channel,
  onEditAgain,
}: {
  appId: string;
  channel: boolean;
  onEditAgain: () => void;
}) {
  const { t } = useTranslation('release');
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('submitted.title')}
      subTitle={t('submitted.text')}
      data-testid="release-submitted"
      extra={[
        channel ? (
          <Button
            key="channels"
            type="primary"
            onClick={() => void navigate(`/release?appId=${appId}`)}
          >
            {t('submitted.toChannels')}
          </Button>
        ) : (
          <Button
            key="center"
            type="primary"
            onClick={() => void navigate(`/app_center?appId=${appId}`)}
          >
            {t('submitted.toCenter')}
          </Button>
        ),
        <Button key="again" onClick={onEditAgain}>
          {t('submitted.editAgain')}
        </Button>,
      ]}
    />
  );
}

/** Submitting the release, with the note that a build is still merging. */
export function SubmitButton({
  merging,
  disabled,
  submitting,
  onSubmit,
}: {
  merging: boolean;
  disabled: boolean;
  submitting: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('release');
  return (
    <div className="rel-summary__actions">
      {merging ? (
        <Alert type="warning" showIcon title={t('summary.merging')} data-testid="still-merging" />
      ) : null}
      <Button
        type="primary"
        size="large"
        icon={<SendOutlined />}
        disabled={disabled}
        loading={submitting}
        onClick={onSubmit}
      >
        {t('summary.submit')}
      </Button>
    </div>
  );
}

/** The steps bar: every step with its state; a click saves and goes there. */
export function WizardSteps({
  step,
  done,
  isMobile,
  onGoTo,
}: {
  step: number;
  done: ReleaseStepValue[];
  isMobile: boolean;
  onGoTo: (step: number) => void;
}) {
  const { t } = useTranslation('release');
  const stepsTitle = (index: number) => t(`wizard.step.${index as 0}`);
  return (
    <nav aria-label={t('wizard.steps')} className="rel-steps portal-surface">
      {isMobile ? (
        <p className="rel-steps__compact">
          {t('wizard.stepOf', { n: step + 1, total: SUBMITTED })} ·{' '}
          <strong>{stepsTitle(step)}</strong>
        </p>
      ) : null}
      <Steps
        current={step}
        size="small"
        type={isMobile ? 'dot' : 'default'}
        responsive={false}
        onChange={onGoTo}
        items={[0, 1, 2, 3, 4, 5].map((index) => ({
          title: isMobile ? undefined : stepsTitle(index),
          status:
            index === step
              ? 'process'
              : index < SUMMARY && done.includes(index as ReleaseStepValue)
                ? 'finish'
                : 'wait',
        }))}
      />
    </nav>
  );
}

/** Previous, save draft and next under the form. */
export function WizardActions({
  step,
  readOnly,
  saving,
  onGoTo,
  onSaveDraft,
}: {
  step: number;
  readOnly: boolean;
  saving: boolean;
  onGoTo: (step: number) => void;
  onSaveDraft: () => void;
}) {
  const { t } = useTranslation('release');
  return (
    <div className="rel-actions">
      {step > 0 ? (
        <Button icon={<ArrowLeftOutlined />} onClick={() => onGoTo(step - 1)} disabled={saving}>
          {t('wizard.previous')}
        </Button>
      ) : (
        <span />
      )}
      <div className="rel-actions__right">
        {step < SUMMARY && !readOnly ? (
          <Button icon={<SaveOutlined />} onClick={onSaveDraft} loading={saving}>
            {t('wizard.save')}
          </Button>
        ) : null}
        {step < SUMMARY ? (
          <Button type="primary" onClick={() => onGoTo(step + 1)} loading={saving}>
            {t('wizard.next')} <ArrowRightOutlined />
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function SummaryContainer({
  appId,
  cId,
  answer,
  ...rest
}: {
  appId: string;
  cId: string;
  answer: WizardFormData;
  readOnly: boolean;
  notificationLink: string | null;
  onJump: (step: ReleaseStepValue) => void;
  submit: ReactNode;
}) {
  const diff = useReleaseDiff(appId, cId);
  return <SummaryStep form={answer.form} diff={diff.data} diffLoading={diff.isPending} {...rest} />;
}
