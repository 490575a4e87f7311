import type { Rollout } from '@vrportal/contract';
import { formatInZone } from '@/lib/time';
import { buildName } from '../lib/builds';
import { shareText } from '../lib/share';
import type { TracksText } from '../lib/texts';

/**
 * The steps of the current or last rollout, the newest first: what was done at which share, who
 * did it (or the portal, when an update went online) and when, in the portal's time zone named.
 */
export function RolloutHistory({
  rollout,
  timeZone,
  t,
}: {
  rollout: Rollout | null;
  timeZone: string;
  t: TracksText;
}) {
  const steps = rollout ? [...rollout.history].reverse() : [];
  return (
    <div className="trk-history" data-testid="rollout-history">
      <h3 className="trk-sub__title">
        {rollout ? t('history.titleOf', { build: buildName(rollout.build) }) : t('history.title')}
      </h3>
      {steps.length === 0 ? (
        <p className="trk-muted">{t('history.none')}</p>
      ) : (
        <ol className="portal-list trk-history__list">
          {steps.map((step, index) => (
            <li key={`${step.at}-${index}`} className="trk-history__item" data-action={step.action}>
              <span className="trk-history__what">
                {t(`history.actions.${step.action}`, { share: shareText(step.share) })}
                {step.reason ? (
                  <span className="trk-history__reason" data-testid="auto-halt-reason">
                    {t('history.autoHalt', {
                      kind: t(`history.kinds.${step.reason.type}`),
                      rate: step.reason.rate,
                      previousRate: step.reason.previousRate,
                      devices: step.reason.devices,
                      factor: step.reason.factor,
                      minRate: step.reason.minRate,
                    })}
                  </span>
                ) : null}
              </span>
              <span className="trk-history__meta">
                <span className="trk-history__who">{step.by ?? t('history.portal')}</span>
                <time dateTime={step.at}>{formatInZone(step.at, timeZone)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
