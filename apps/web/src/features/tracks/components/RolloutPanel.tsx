import type { Rollout, RolloutAnswer, RolloutState } from '@vrportal/contract';
import { App, Button, Tag } from 'antd';
import { useHaltRollout } from '../api/rollout-halt';
import { useResumeRollout } from '../api/rollout-resume';
import { useCompleteRollout } from '../api/rollout-complete';
import { useSetRolloutShare } from '../api/rollout-set';
import { buildName } from '../lib/builds';
import { shareText } from '../lib/share';
import type { TracksText } from '../lib/texts';
import { ShareBar } from './ShareBar';
import { ShareForm } from './ShareForm';

const STATE_COLORS: Record<RolloutState, string> = {
  running: 'processing',
  halted: 'error',
  completed: 'success',
  replaced: 'default',
};

/** A rollout's state as a tag: running, halted, completed, replaced. */
export function RolloutStateTag({ state, t }: { state: RolloutState; t: TracksText }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid="rollout-state" data-state={state}>
      {t(`rollout.states.${state}`)}
    </Tag>
  );
}

/** A change went through or not: the modal closes either way; a refusal is told by the client. */
const settle = (work: Promise<unknown>, done: () => void) => work.then(done, () => undefined);

/**
 * The staged rollout of the store's update: its state, share, the staged and the previous
 * build, and what may be done with it (raise, halt, resume, complete); with none in progress,
 * the last one and the share the next update starts with.
 */
export function RolloutPanel({
  appId,
  answer,
  canChange,
  noteId,
  t,
}: {
  appId: string;
  answer: RolloutAnswer;
  canChange: boolean;
  noteId: string;
  t: TracksText;
}) {
  const { modal, message } = App.useApp();
  const set = useSetRolloutShare(appId);
  const halt = useHaltRollout(appId);
  const resume = useResumeRollout(appId);
  const complete = useCompleteRollout(appId);
  const rollout = answer.rollout;
  const open =
    rollout && (rollout.state === 'running' || rollout.state === 'halted') ? rollout : null;
  const describedBy = canChange ? undefined : noteId;

  /** The share control: the next update's share, or a raise of the running rollout's. */
  const shareForm = (
    mode: 'planned' | 'raise',
    current: number,
    done: 'rollout.plannedSaved' | 'rollout.raised',
  ) => (
    <ShareForm
      key={`${mode}:${current}`}
      mode={mode}
      current={current}
      disabled={!canChange}
      describedBy={describedBy}
      pending={set.isPending}
      onSubmit={(share) =>
        set.mutate(share, {
          onSuccess: () => void message.success(t(done, { share: shareText(share) })),
        })
      }
      t={t}
    />
  );

  if (!open) {
    return (
      <div className="trk-rollout" data-testid="rollout" data-state={rollout?.state ?? 'none'}>
        <h3 className="trk-sub__title">{t('rollout.title')}</h3>
        {rollout ? (
          <LastRollout rollout={rollout} t={t} />
        ) : (
          <p className="trk-muted">{t('rollout.none')}</p>
        )}
        <p className="trk-rollout__planned" data-testid="planned-share">
          {t('rollout.planned', { share: shareText(answer.planned) })}
        </p>
        {shareForm('planned', answer.planned, 'rollout.plannedSaved')}
      </div>
    );
  }

  const running = open.state === 'running';
  const confirmHalt = () =>
    void modal.confirm({
      title: t('rollout.haltTitle'),
      content: t('rollout.haltText', {
        build: buildName(open.build),
        previous: buildName(open.previous),
      }),
      okText: t('rollout.halt'),
      okButtonProps: { danger: true },
      cancelText: t('rollout.keep'),
      onOk: () => settle(halt.mutateAsync(), () => void message.success(t('rollout.halted'))),
    });
  const confirmComplete = () =>
    void modal.confirm({
      title: t('rollout.completeTitle'),
      content: t('rollout.completeText', { build: buildName(open.build) }),
      okText: t('rollout.complete'),
      cancelText: t('rollout.keep'),
      onOk: () =>
        settle(complete.mutateAsync(), () => void message.success(t('rollout.completed'))),
    });

  return (
    <div className="trk-rollout" data-testid="rollout" data-state={open.state}>
      <div className="portal-card-head trk-rollout__head">
        <h3 className="trk-sub__title">{t('rollout.title')}</h3>
        <RolloutStateTag state={open.state} t={t} />
      </div>
      <ShareBar share={open.share} halted={!running} label={t('rollout.shareLabel')} />
      <p className="trk-muted">
        {running
          ? t('rollout.offered', { share: shareText(open.share) })
          : t('rollout.haltedText', { share: shareText(open.share) })}
      </p>
      <dl className="trk-facts">
        <dt>{t('rollout.staged')}</dt>
        <dd data-testid="staged-build">{buildName(open.build)}</dd>
        <dt>{t('rollout.previous')}</dt>
        <dd data-testid="previous-build">{buildName(open.previous)}</dd>
      </dl>
      {running ? (
        shareForm('raise', open.share, 'rollout.raised')
      ) : (
        <p className="trk-note">{t('rollout.resumeToRaise')}</p>
      )}
      <div className="trk-actions">
        {running ? (
          <Button
            danger
            disabled={!canChange}
            aria-describedby={describedBy}
            loading={halt.isPending}
            onClick={confirmHalt}
          >
            {t('rollout.halt')}
          </Button>
        ) : (
          <Button
            type="primary"
            disabled={!canChange}
            aria-describedby={describedBy}
            loading={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () => void message.success(t('rollout.resumed')),
              })
            }
          >
            {t('rollout.resume')}
          </Button>
        )}
        <Button
          disabled={!canChange}
          aria-describedby={describedBy}
          loading={complete.isPending}
          onClick={confirmComplete}
        >
          {t('rollout.complete')}
        </Button>
      </div>
    </div>
  );
}

/** The last rollout, over: which build, how it ended. */
function LastRollout({ rollout, t }: { rollout: Rollout; t: TracksText }) {
  return (
    <div className="trk-rollout__last">
      <p className="trk-rollout__last-text">
        {t('rollout.last', { build: buildName(rollout.build), share: shareText(rollout.share) })}
      </p>
      <RolloutStateTag state={rollout.state} t={t} />
    </div>
  );
}
