import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import {
  doneReleaseSteps,
  PUBLISHED_NOTICE_STATUSES,
  RELEASE_FORM_STEPS,
  releaseStepOf,
  STEP_JUMP_STATUSES,
  type ReleaseDiff,
  type ReleaseForm,
  type ReleaseStepValue,
} from '@vrportal/contract';
import { Alert, Button, Card, Form, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppStatusTag } from '@/components/AppStatusTag';
import { ReleaseDiffView } from '@/components/ReleaseDiffView';
import type { WizardValues } from '../lib/form-values';
import { missingText } from '../lib/missing';
import { StorePreview } from './StorePreview';

interface Props {
  form: ReleaseForm;
  diff: ReleaseDiff | undefined;
  diffLoading: boolean;
  readOnly: boolean;
  /** where the notification link leads, null for none */
  notificationLink: string | null;
  onJump: (step: ReleaseStepValue) => void;
  submit: ReactNode;
}

/**
 * Step 5: each step done or missing, the listing as the store will show it, what is missing in
 * words, the risk diff, submit.
 */
export function SummaryStep({
  form,
  diff,
  diffLoading,
  readOnly,
  notificationLink,
  onJump,
  submit,
}: Props) {
  const { t } = useTranslation('release');
  const done = doneReleaseSteps(form.missing);
  const canJump = STEP_JUMP_STATUSES.includes(form.status);
  // every value of the wizard, also of the steps not shown (typed, maybe not saved yet)
  const values = (Form.useWatch((all: WizardValues) => all, {
    form: Form.useFormInstance<WizardValues>(),
    preserve: true,
  }) ?? {}) as Partial<WizardValues>;

  return (
    <div className="rel-summary">
      <div className="rel-summary__status">
        <span>{t('summary.status')}</span>
        <AppStatusTag status={form.status} />
        {notificationLink ? (
          <Link to={notificationLink} className="rel-summary__notify">
            {t('summary.notifications')}
          </Link>
        ) : null}
      </div>
      {PUBLISHED_NOTICE_STATUSES.includes(form.status) ? (
        <Alert
          type="success"
          showIcon
          title={t('summary.published')}
          data-testid="published-notice"
        />
      ) : null}

      <Card size="small" title={t('summary.steps')} className="rel-summary__card">
        <ul className="rel-summary__steps" data-testid="summary-steps">
          {RELEASE_FORM_STEPS.map((step) => {
            const ok = done.includes(step);
            return (
              <li key={step} data-step={step} data-done={ok ? 1 : 0}>
                {ok ? (
                  <CheckCircleFilled className="rel-ok" />
                ) : (
                  <ExclamationCircleFilled className="rel-warn" />
                )}
                <span className="rel-summary__step-name">{t(`wizard.step.${step}`)}</span>
                <Tag color={ok ? 'success' : 'warning'}>
                  {ok ? t('summary.done') : t('summary.missing')}
                </Tag>
                {canJump ? (
                  <Button type="link" size="small" onClick={() => onJump(step)}>
                    {t('summary.goTo', { step: t(`wizard.step.${step}`) })}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Card>

      <StorePreview values={values} form={form} />

      <Card
        size="small"
        title={t('summary.diff')}
        className="rel-summary__card"
        data-testid="release-diff"
      >
        {diffLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <ReleaseDiffView diff={diff} />
        )}
      </Card>

      <section className="rel-summary__submit" aria-label={t('summary.submit')}>
        {form.missing.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={t('summary.missingTitle')}
            data-testid="missing-list"
            description={
              <ul className="rel-missing">
                {form.missing.map((field) => {
                  const item = missingText(t, field);
                  return (
                    <li key={field} data-field={field}>
                      <span>{item}</span>
                      {canJump ? (
                        <Button
                          size="small"
                          type="link"
                          aria-label={t('summary.goToItem', { item })}
                          onClick={() => onJump(releaseStepOf(field))}
                        >
                          {t('summary.goTo', { step: t(`wizard.step.${releaseStepOf(field)}`) })}
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            }
          />
        ) : (
          <Alert
            type="success"
            showIcon
            title={t('summary.missingNone')}
            data-testid="missing-list"
          />
        )}
        {readOnly ? (
          <p className="rel-summary__why">{t('summary.readOnly')}</p>
        ) : form.missing.length > 0 ? (
          <p className="rel-summary__why">{t('summary.submitDisabled')}</p>
        ) : null}
        {submit}
      </section>
    </div>
  );
}
