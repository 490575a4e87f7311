import { DownOutlined } from '@ant-design/icons';
import type { BuildRef, PromoteTarget, TestingTrack, TrackBuild } from '@vrportal/contract';
import { Alert, App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePromoteBuild } from '../api/track-promote';
import { buildName } from '../lib/builds';
import { promoteChoices, trackName } from '../lib/promote';
import type { TracksText } from '../lib/texts';

/**
 * Promote to: the track's build goes to a track after it, or to the store's release, where it
 * becomes the release wizard's draft build (the screen then offers the wizard). Only a build
 * that passed its automatic check goes; why not is written beside the button.
 */
export function PromoteControl({
  appId,
  from,
  build,
  canChange,
  roleNoteId,
  t,
}: {
  appId: string;
  from: TestingTrack;
  build: TrackBuild | null;
  canChange: boolean;
  roleNoteId: string;
  t: TracksText;
}) {
  const { modal, message } = App.useApp();
  const promote = usePromoteBuild(appId, from);
  const [handed, setHanded] = useState<BuildRef | null>(null);
  const reasonId = `trk-promote-why-${from}`;
  const reason = !build
    ? t('promote.noBuild')
    : build.check === 'pending'
      ? t('promote.checking')
      : build.check === 'failed'
        ? t('promote.failed')
        : null;
  const targetName = (to: PromoteTarget) => (to === 'store' ? t('store.title') : trackName(to));

  const confirm = (to: PromoteTarget) => {
    if (!build) return;
    void modal.confirm({
      title: t('promote.confirmTitle', { build: buildName(build), to: targetName(to) }),
      content:
        to === 'store'
          ? t('promote.confirmStore')
          : t('promote.confirmTrack', { to: targetName(to) }),
      okText: t('promote.ok'),
      cancelText: t('promote.cancel'),
      onOk: () =>
        promote.mutateAsync(to).then(
          (answer) => {
            if (answer.to === 'store') setHanded(answer.build);
            else
              void message.success(
                t('promote.done', { build: buildName(answer.build), to: targetName(answer.to) }),
              );
          },
          () => undefined,
        ),
    });
  };

  const disabled = !canChange || reason !== null;
  const describedBy = !canChange ? roleNoteId : reason ? reasonId : undefined;
  return (
    <div className="trk-promote">
      <Dropdown
        disabled={disabled}
        trigger={['click']}
        menu={{
          items: promoteChoices(from).map((to) => ({
            key: to,
            label: to === 'store' ? t('promote.toStore') : trackName(to),
          })),
          onClick: ({ key }) => confirm(key as PromoteTarget),
        }}
      >
        <Button disabled={disabled} aria-describedby={describedBy} loading={promote.isPending}>
          {t('promote.button')} <DownOutlined aria-hidden="true" />
        </Button>
      </Dropdown>
      {reason && canChange ? (
        <p id={reasonId} className="trk-note">
          {reason}
        </p>
      ) : null}
      {handed ? (
        <Alert
          className="trk-handed"
          type="success"
          showIcon
          closable
          onClose={() => setHanded(null)}
          title={t('promote.handed', { build: buildName(handed) })}
          description={
            <Link to={`/release?appId=${appId}&view=wizard`}>{t('promote.openWizard')}</Link>
          }
          data-testid="promoted-to-store"
        />
      ) : null}
    </div>
  );
}
