import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  SaveOutlined,
  SendOutlined,
} from '@ant-design/icons';
import {
  canEditRelease,
  doneReleaseSteps,
  ErrorCode,
  RESUBMIT_CONFIRM_STATUSES,
  stageOf,
  stageType,
  ReleaseStep,
  type ReleaseStepValue,
} from '@vrportal/contract';
import { Alert, App, Button, Form, Result, Steps } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { BackLink } from '@/components/BackLink';
import type { UploadPhase } from '@/components/upload-build';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { formatTime } from '@/lib/time';
import { useCommitRelease } from '../api/commit-release';
import type { WizardFormData } from '../api/get-release-form';
import { useReleaseDiff } from '../api/get-release-diff';
import { useSaveRelease } from '../api/save-release';
import { dropDraft, keepDraft, readDraft, readStep, writeStep } from '../lib/draft';
import { problemText } from '../lib/field-rules';
import { stepInput, type WizardValues } from '../lib/form-values';
import { startValues } from '../lib/store-preview';
import { AssetsStep } from './AssetsStep';
import { BuildStep } from './BuildStep';
import { DescriptionStep } from './DescriptionStep';
import { DetailsStep } from './DetailsStep';
import { PricingStep } from './PricingStep';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { SummaryStep } from './SummaryStep';

const LOCALIZED = ['vnote', 'name', 'brief', 'intros'];
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
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { account } = useSession();
  const release = answer.form;
  const channel = cId !== '';
  const readOnly = !canEditRelease(release.status);
  const owner = { account: account ?? '', appId, cId };

  const [restored] = useState(() => readDraft(owner));
  const [form] = Form.useForm<WizardValues>();
  const [initialValues] = useState<WizardValues>(() => ({
    // a first release's name starts from the name the app was created with
    ...startValues(release, answer.app?.name),
    ...(restored?.values ?? {}),
  }));
  const [step, setStepState] = useState<number>(() => restored?.step ?? readStep(appId, cId));
  const [dirty, setDirty] = useState(restored !== null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [merging, setMerging] = useState(false);
  // set around each save by the handler itself, so the buttons follow it without delay
  const [saving, setSaving] = useState(false);
  const save = useSaveRelease(appId, cId);
  const commit = useCommitRelease(appId, cId);

  // the kept entries are back in the form: they leave the storage at once
  useEffect(() => {
    if (restored) dropDraft();
  }, [restored]);

  const setStep = useCallback(
    (next: number) => {
      setStepState(next);
      writeStep(appId, cId, next);
      window.scrollTo({ top: 0 });
    },
    [appId, cId],
  );

  // latest values for the blocker, which runs outside React's render
  const latest = useRef({ dirty, step, owner });
  latest.current = { dirty, step, owner };

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const now = latest.current;
    if (!now.dirty) return false;
    // the session ended: the sign-in screen comes next, the entries wait in this tab
    if (nextLocation.pathname === '/login') {
      keepDraft(now.owner, now.step, form.getFieldsValue(true) as Partial<WizardValues>);
      return false;
    }
    return (
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search
    );
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('wizard.leaveTitle'),
      content: t('wizard.leaveText'),
      okText: t('wizard.leaveOk'),
      cancelText: t('wizard.leaveCancel'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const showProblems = (fields: Record<string, string>, values: Partial<WizardValues>) => {
    form.setFields(
      Object.entries(fields).map(([key, problem]) => {
        const [base = key, lang] = key.split('.');
        const name =
          lang && LOCALIZED.includes(base)
            ? [base, lang]
            : base === 'sprice' || base === 'pMode'
              ? [values.pMode === 1 ? 'amount' : 'recommended']
              : [base];
        return { name: name as never, errors: [problemText(t, key, problem)] };
      }),
    );
  };

  /** Saves the fields of the step shown; false when a field is at fault or the save failed. */
  const saveStep = async (): Promise<boolean> => {
    if (readOnly || step >= SUMMARY) return true;
    try {
      await form.validateFields();
    } catch {
      void message.error({ content: t('wizard.fixFields'), key: 'release-save' });
      return false;
    }
    const values = form.getFieldsValue(true) as Partial<WizardValues>;
    const body = stepInput(values, step as ReleaseStepValue);
    if (Object.keys(body).length === 0) {
      setDirty(false);
      return true;
    }
    setSaving(true);
    try {
      await save.mutateAsync(body);
      setDirty(false);
      return true;
    } catch (failure) {
      if (!isApiError(failure)) return false;
      if (failure.is(ErrorCode.loginExpired) && account) keepDraft(owner, step, values);
      if (failure.is(ErrorCode.invalidInformation)) {
        const data = failure.data as { fields?: Record<string, string> } | null;
        showProblems(data?.fields ?? {}, values);
        void message.error({ content: t('wizard.fixFields'), key: 'release-save' });
      } else if (!failure.handled) {
        void message.error({ content: failure.errMsg || failure.message, key: 'release-save' });
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const saveDraft = async () => {
    if (await saveStep()) void message.success({ content: t('wizard.saved'), key: 'release-save' });
  };
  const goTo = async (next: number) => {
    if (next === step) return;
    if (await saveStep()) setStep(next);
  };

  const doSubmit = async () => {
    setMerging(false);
    try {
      await commit.mutateAsync();
      setDirty(false);
      setStep(SUBMITTED);
    } catch (failure) {
      if (!isApiError(failure)) return;
      if (failure.is(ErrorCode.stillMerging)) return setMerging(true);
      if (failure.is(ErrorCode.releaseIncomplete)) onRefresh();
      if (!failure.handled) {
        void message.error({ content: failure.errMsg || failure.message, key: 'release-submit' });
      }
    }
  };
  const submit = () => {
    if (!RESUBMIT_CONFIRM_STATUSES.includes(release.status)) return void doSubmit();
    modal.confirm({
      title: t('summary.confirmTitle'),
      content: t('summary.confirmText'),
      okText: t('summary.confirmOk'),
      onOk: () => doSubmit(),
    });
  };

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
          <Button key="again" onClick={() => setStep(SUMMARY)}>
            {t('submitted.editAgain')}
          </Button>,
        ]}
      />
    );
  }

  const submitButton = (
    <div className="rel-summary__actions">
      {merging || phase === 'merging' ? (
        <Alert type="warning" showIcon title={t('summary.merging')} data-testid="still-merging" />
      ) : null}
      <Button
        type="primary"
        size="large"
        icon={<SendOutlined />}
        disabled={readOnly || release.missing.length > 0}
        loading={commit.isPending}
        onClick={submit}
      >
        {t('summary.submit')}
      </Button>
    </div>
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
          onChange={(next) => void goTo(next)}
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

      <div className="rel-actions">
        {step > 0 ? (
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => void goTo(step - 1)}
            disabled={saving}
          >
            {t('wizard.previous')}
          </Button>
        ) : (
          <span />
        )}
        <div className="rel-actions__right">
          {step < SUMMARY && !readOnly ? (
            <Button icon={<SaveOutlined />} onClick={() => void saveDraft()} loading={saving}>
              {t('wizard.save')}
            </Button>
          ) : null}
          {step < SUMMARY ? (
            <Button type="primary" onClick={() => void goTo(step + 1)} loading={saving}>
              {t('wizard.next')} <ArrowRightOutlined />
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function SummaryContainer({
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
  submit: React.ReactNode;
}) {
  const diff = useReleaseDiff(appId, cId);
  return <SummaryStep form={answer.form} diff={diff.data} diffLoading={diff.isPending} {...rest} />;
}
