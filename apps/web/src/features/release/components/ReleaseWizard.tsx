import {
  canEditRelease,
  doneReleaseSteps,
  stageOf,
  stageType,
  ReleaseStep,
} from '@vrportal/contract';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/BackLink';
import type { UploadPhase } from '@/components/upload-build';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatTime } from '@/lib/time';
import type { WizardFormData } from '../api/keys';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import { useWizardDraft } from '../hooks/use-wizard-draft';
import { useWizardSave } from '../hooks/use-wizard-save';
import type { WizardValues } from '../lib/form-values';
import { AssetsStep } from './AssetsStep';
import { BuildStep } from './BuildStep';
import { DescriptionStep } from './DescriptionStep';
import { DetailsStep } from './DetailsStep';
import { PricingStep } from './PricingStep';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import {
  SubmitButton,
  SubmittedResult,
  SummaryContainer,
  WizardActions,
  WizardSteps,
} from './WizardParts';

const SUMMARY = ReleaseStep.summary;
const SUBMITTED = ReleaseStep.submitted;

interface Props {
  appId: string;
  /** '' for the main store */
  cId: string;
  answer: WizardFormData;
  title: string;
  onRefresh: () => void;
}

/**
 * The release wizard (spec 2.2): build, description, additional details, assets, pricing,
 * summary, submitted. Save draft stays on the step; Next saves and moves on. The step is kept
 * per app and channel in this tab; typed entries survive an expired session.
 */
export function ReleaseWizard({ appId, cId, answer, title, onRefresh }: Props) {
  const { t } = useTranslation('release');
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const release = answer.form;
  const channel = cId !== '';
  const readOnly = !canEditRelease(release.status);
  const { account, owner, restored, form, initialValues, step, setStep, dirty, setDirty } =
    useWizardDraft(appId, cId, answer);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const { merging, saving, submitting, saveDraft, goTo, submit } = useWizardSave({
    appId,
    cId,
    release,
    readOnly,
    account,
    owner,
    form,
    step,
    setStep,
    setDirty,
    onRefresh,
  });
  useUnsavedGuard({ dirty, step, owner, form });

  const done = doneReleaseSteps(release.missing);
  const stage = stageOf(release.status);
  const audit = answer.app?.failedAudit;
  const notificationLink = stage
    ? audit && audit.type === stageType[stage]
      ? `/notification?type=${audit.type}&auditId=${audit.auditId}`
      : '/notification'
    : null;
  const stepsTitle = (index: number) => t(`wizard.step.${index as 0}`);

  if (step === SUBMITTED) {
    return <SubmittedResult appId={appId} channel={channel} onEditAgain={() => setStep(SUMMARY)} />;
  }

  const submitButton = (
    <SubmitButton
      merging={merging || phase === 'merging'}
      disabled={readOnly || release.missing.length > 0}
      submitting={submitting}
      onSubmit={submit}
    />
  );

  return (
    <div className="rel-wizard">
      <header className="rel-wizard__head">
        <BackLink className="rel-back" onClick={() => void navigate(`/release?appId=${appId}`)}>
          {t('wizard.backToChannels')}
        </BackLink>
        <h1 className="rel-title">{title}</h1>
        {release.draftTime ? (
          <span className="rel-wizard__saved">
            {t('wizard.savedAt', { time: formatTime(release.draftTime) })}
          </span>
        ) : null}
      </header>

      {readOnly ? <ReadOnlyNotice status={release.status} /> : null}
      {restored ? (
        <Alert className="rel-alert" type="info" showIcon title={t('wizard.restored')} closable />
      ) : null}

      <WizardSteps step={step} done={done} isMobile={isMobile} onGoTo={(next) => void goTo(next)} />

      <Form<WizardValues>
        form={form}
        layout="vertical"
        className="rel-form portal-surface"
        initialValues={initialValues}
        disabled={readOnly}
        onValuesChange={() => setDirty(true)}
        scrollToFirstError
      >
        <h2 className="rel-step__title">{stepsTitle(step)}</h2>
        {step === 0 ? (
          <BuildStep
            appId={appId}
            cId={cId}
            form={release}
            lastVersionCode={release.maxVcode || null}
            disabled={readOnly}
            onUploaded={onRefresh}
            onPhaseChange={setPhase}
          />
        ) : null}
        {step === 1 ? <DescriptionStep channel={channel} disabled={readOnly} /> : null}
        {step === 2 ? <DetailsStep channel={channel} disabled={readOnly} /> : null}
        {step === 3 ? <AssetsStep appId={appId} cId={cId} disabled={readOnly} /> : null}
        {step === 4 ? <PricingStep channel={channel} disabled={readOnly} /> : null}
        {step === SUMMARY ? (
          <SummaryContainer
            appId={appId}
            cId={cId}
            answer={answer}
            readOnly={readOnly}
            notificationLink={notificationLink}
            onJump={(target) => setStep(target)}
            submit={submitButton}
          />
        ) : null}
      </Form>

      <WizardActions
        step={step}
        readOnly={readOnly}
        saving={saving}
        onGoTo={(next) => void goTo(next)}
        onSaveDraft={() => void saveDraft()}
      />
    </div>
  );
}
