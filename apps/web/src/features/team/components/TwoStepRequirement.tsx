import type { OrgSummary } from '@vrportal/contract';
import { Alert, Switch } from 'antd';
import type { TeamText } from '@/lib/team-text';
import { useOwnTwoStep, useRequireTwoStep } from '../api/two-step';

/**
 * Whether every member must sign in with a second step to act in the organisation. Turning it on
 * needs the reader's own second step first (the server says so too), so the switch says why it
 * is off limits rather than failing.
 */
export function TwoStepRequirement({ org, t }: { org: OrgSummary; t: TeamText }) {
  const own = useOwnTwoStep();
  const change = useRequireTwoStep();
  const mayTurnOn = own.data?.totp === true;
  const blocked = !org.requireTwoStep && own.data !== undefined && !mayTurnOn;
  return (
    <section className="team-section portal-surface" aria-labelledby="team-two-step-title">
      <div className="team-section__head">
        <h2 id="team-two-step-title" className="team-section__title">
          {t('twoStep.title')}
        </h2>
      </div>
      <div className="team-two-step">
        <Switch
          checked={org.requireTwoStep}
          disabled={blocked || own.isPending}
          loading={change.isPending}
          onChange={(on) => change.mutate(on)}
          aria-labelledby="team-two-step-label"
        />
        <span id="team-two-step-label">
          {org.requireTwoStep ? t('twoStep.on') : t('twoStep.off')}
        </span>
      </div>
      {blocked ? (
        <Alert className="team-alert" type="info" showIcon title={t('twoStep.enrolFirst')} />
      ) : null}
    </section>
  );
}
