import { CloudUploadOutlined, DownOutlined, TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { UploadFileType, type TrackEntry, type UploadFileTypeValue } from '@vrportal/contract';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { UploadBuildDialog, type UploadResult } from '@/components/upload-build';
import { tracksKeys } from '../api/keys';
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
  const { message } = App.useApp();
  const client = useQueryClient();
  const { track, build } = entry;
  const name = trackName(track);
  const [fileType, setFileType] = useState<UploadFileTypeValue>(UploadFileType.apk);
  const [uploading, setUploading] = useState(false);
  const [managing, setManaging] = useState(false);
  const titleId = `trk-title-${track}`;
  const roleNoteId = `trk-role-${track}`;
  const readOnly = !rights.tracks || !rights.upload;

  const openUpload = (type: UploadFileTypeValue) => {
    setFileType(type);
    setUploading(true);
  };
  const uploaded = (result: UploadResult) => {
    void message.success(t('build.uploadedTo', { name: result.originalName, track: name }));
    void client.invalidateQueries({ queryKey: tracksKeys.list(appId) });
  };

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
        <div className="trk-actions">
          <Button
            type={build ? 'default' : 'primary'}
            icon={<CloudUploadOutlined />}
            disabled={!rights.upload}
            aria-describedby={rights.upload ? undefined : roleNoteId}
            onClick={() => openUpload(UploadFileType.apk)}
          >
            {t('build.upload')}
          </Button>
          <Dropdown
            disabled={!rights.upload}
            trigger={['click']}
            menu={{
              items: [
                { key: String(UploadFileType.mainObb), label: t('build.mainObb') },
                { key: String(UploadFileType.patchObb), label: t('build.patchObb') },
              ],
              onClick: ({ key }) => openUpload(Number(key) as UploadFileTypeValue),
            }}
          >
            <Button
              disabled={!rights.upload}
              aria-describedby={rights.upload ? undefined : roleNoteId}
            >
              {t('build.addObb')} <DownOutlined aria-hidden="true" />
            </Button>
          </Dropdown>
        </div>
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
        onClose={() => setUploading(false)}
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
