import type { BuildRef, RolloutAnswer } from '@vrportal/contract';
import { Skeleton } from 'antd';
import { buildName } from '../lib/builds';
import type { TracksText } from '../lib/texts';
import { AdoptionChart } from './AdoptionChart';
import { HaltRuleForm } from './HaltRuleForm';
import { LoadFailed } from './LoadFailed';
import { RoleNote } from './RoleNote';
import { RolloutHistory } from './RolloutHistory';
import { RolloutPanel } from './RolloutPanel';

const ROLE_NOTE = 'trk-rollout-role';

/**
 * The store track: the build live in the store, the staged rollout of its update (or the share
 * the next one starts with), the rollout's steps and the adoption of each version.
 */
export function StoreSection({
  appId,
  live,
  query,
  canChange,
  t,
}: {
  appId: string;
  live: BuildRef | null | undefined;
  query: {
    data?: RolloutAnswer;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  canChange: boolean;
  t: TracksText;
}) {
  return (
    <section
      className="trk-store portal-surface"
      aria-labelledby="trk-store-title"
      data-testid="store-track"
    >
      <div className="trk-store__head">
        <h2 id="trk-store-title" className="trk-section__title">
          {t('store.title')}
        </h2>
        <p className="trk-store__live" data-testid="live-build">
          {live ? t('store.live', { build: buildName(live) }) : t('store.noLive')}
        </p>
      </div>
      {canChange ? null : <RoleNote id={ROLE_NOTE} text={t('role.rollout')} />}
      {query.isError ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} t={t} />
      ) : !query.data ? (
        <Skeleton active />
      ) : (
        <>
          <div className="trk-store__body">
            <RolloutPanel
              appId={appId}
              answer={query.data}
              canChange={canChange}
              noteId={ROLE_NOTE}
              t={t}
            />
            <RolloutHistory rollout={query.data.rollout} timeZone={query.data.timeZone} t={t} />
          </div>
          <HaltRuleForm
            appId={appId}
            rule={query.data.haltRule}
            canChange={canChange}
            describedBy={canChange ? undefined : ROLE_NOTE}
            t={t}
          />
          <AdoptionChart adoption={query.data.adoption} t={t} />
        </>
      )}
    </section>
  );
}
