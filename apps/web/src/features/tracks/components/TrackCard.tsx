import { CloudUploadOutlined, DownOutlined, TeamOutlined } from '@ant-design/icons';
import { UploadFileType, type TrackEntry, type UploadFileTypeValue } from '@vrportal/contract';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { UploadBuildDialog } from '@/components/upload-build';
import { useTrackUpload } from '../hooks/use-track-upload';
import { trackName } from '../lib/promote';
import type { TracksText } from '../lib/texts';
import { BuildFacts } from './BuildFacts';
import { CheckFindings, CheckTag } from './CheckResult';
import { InviteLink } from './InviteLink';
import { NotesForm } from './NotesForm';
import { PromoteControl } from './PromoteControl';
import { RoleNote } from './RoleNote';
import { TestersDrawer } from './TestersDrawer';

export interface TrackRights {
  /** tracks:write: notes, testers, links, promotion */
  tracks: boolean;
  /** builds:upload: a new build or OBB for the track */
  upload: boolean;
}

/**
 * One testing track (ALPHA, BETA, RC): its build and automatic check, the upload of a new
 * build (APK, then its main or patch OBB), promotion, testers and the invitation link, and the
 * release notes its testers read.
 */
export function TrackCard({
  appId,
  entry,
  packageName,
  lastVersionCode,
  rights,
  timeZone,
  t,
}: {
  appId: string;
  entry: TrackEntry;
  packageName: string | null;
  lastVersionCode: number | null;
  rights: TrackRights;
  /** the portal's time zone, in which the card's times are shown */
  timeZone: string;
  t: TracksText;
}) {
  const { track, build } = entry;
  const name = trackName(track);
  const { fileType, uploading, openUpload, uploaded, closeUpload } = useTrackUpload(appId, name, t);
  const [managing, setManaging] = useState(false);
  const titleId = `trk-title-${track}`;
  const roleNoteId = `trk-role-${track}`;
  const readOnly = !rights.tracks || !rights.upload;

  return (
    <article className="trk-card portal-surface" aria-labelledby={titleId} data-track={track}>
      <div className="portal-card-head trk-card__head">
        <h3 id={titleId} className="trk-card__title">
          {name}
        </h3>
        {build ? <CheckTag state={build.check} t={t} /> : null}
      </div>
      {readOnly ? <RoleNote id={roleNoteId} text={t('role.tracks')} /> : null}

      <div className="trk-block">
        <BuildFacts build={build} timeZone={timeZone} t={t} />
        {build ? <CheckFindings build={build} t={t} /> : null}
        <UploadActions
          primary={!build}
          canUpload={rights.upload}
          roleNoteId={roleNoteId}
          onUpload={openUpload}
          t={t}
        />
        <PromoteControl
          appId={appId}
          from={track}
          build={build}
          canChange={rights.tracks}
          roleNoteId={roleNoteId}
          t={t}
        />
      </div>

      <div className="trk-block">
        <h4 className="trk-block__title">{t('testers.title')}</h4>
        <dl className="trk-facts trk-facts--inline">
          <dt>{t('testers.countLabel')}</dt>
          <dd data-testid="tester-count">{entry.testers}</dd>
          <dt>{t('testers.byLinkLabel')}</dt>
          <dd data-testid="joined-by-link">{entry.joinedByLink}</dd>
        </dl>
        <Button icon={<TeamOutlined />} onClick={() => setManaging(true)}>
          {t('testers.manage')}
        </Button>
      </div>

      <div className="trk-block">
        <h4 className="trk-block__title">{t('link.title')}</h4>
        <InviteLink
          appId={appId}
          track={track}
          link={entry.link}
          canChange={rights.tracks}
          roleNoteId={roleNoteId}
          t={t}
        />
      </div>

      <div className="trk-block">
        <h4 className="trk-block__title">{t('notes.title')}</h4>
        <NotesForm
          appId={appId}
          track={track}
          notes={entry.notes}
          canChange={rights.tracks}
          roleNoteId={roleNoteId}
          t={t}
        />
      </div>

      <UploadBuildDialog
        open={uploading}
        appId={appId}
        fileType={fileType}
        packageName={packageName}
        lastVersionCode={lastVersionCode}
        hasVersions={lastVersionCode !== null}
        hasApk={build !== null}
        track={track}
        onUploaded={uploaded}
        onClose={closeUpload}
      />
      <TestersDrawer
        open={managing}
        onClose={() => setManaging(false)}
        appId={appId}
        track={track}
        canChange={rights.tracks}
        timeZone={timeZone}
        t={t}
      />
    </article>
  );
}

/** The upload of a new APK, or of an OBB for the track's build. */
function UploadActions({
  primary,
  canUpload,
  roleNoteId,
  onUpload,
  t,
}: {
  /** the track has no build yet: the upload is the card's first action */
  primary: boolean;
  canUpload: boolean;
  roleNoteId: string;
  onUpload: (type: UploadFileTypeValue) => void;
  t: TracksText;
}) {
  return (
    <div className="trk-actions">
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<CloudUploadOutlined />}
        disabled={!canUpload}
        aria-describedby={canUpload ? undefined : roleNoteId}
        onClick={() => onUpload(UploadFileType.apk)}
      >
        {t('build.upload')}
      </Button>
      <Dropdown
        disabled={!canUpload}
        trigger={['click']}
        menu={{
          items: [
            { key: String(UploadFileType.mainObb), label: t('build.mainObb') },
            { key: String(UploadFileType.patchObb), label: t('build.patchObb') },
          ],
          onClick: ({ key }) => onUpload(Number(key) as UploadFileTypeValue),
        }}
      >
        <Button disabled={!canUpload} aria-describedby={canUpload ? undefined : roleNoteId}>
          {t('build.addObb')} <DownOutlined aria-hidden="true" />
        </Button>
      </Dropdown>
    </div>
  );
}
