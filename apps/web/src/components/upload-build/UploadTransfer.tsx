// The file under transfer: its name and manifest, the progress, the phase and any problem.
import { AndroidOutlined, FileZipOutlined } from '@ant-design/icons';
import { UploadFileType } from '@vrportal/contract';
import { Alert, Progress, Spin } from 'antd';
import type { UploadPhase, UploadSnapshot } from './engine/upload-engine';
import { formatDuration, type ProblemText } from './texts';
import type { UploadT as T } from './types';
import { formatBytes } from '@/lib/bytes';

function phaseLabel(snapshot: UploadSnapshot, t: T): string {
  if (snapshot.phase === 'uploading' && snapshot.verifying && snapshot.heldBytes > 0) {
    const ratio = Math.min(snapshot.hashedBytes, snapshot.heldBytes) / snapshot.heldBytes;
    return t('phase.verifying', { percent: Math.floor(ratio * 100) });
  }
  switch (snapshot.phase) {
    case 'idle':
    case 'checking':
      return t('phase.checking');
    default:
      return t(`phase.${snapshot.phase}`);
  }
}

function progressStatus(phase: UploadPhase) {
  if (phase === 'done') return 'success' as const;
  if (phase === 'failed' || phase === 'interrupted') return 'exception' as const;
  if (phase === 'uploading' || phase === 'merging') return 'active' as const;
  return 'normal' as const;
}

export function Transfer({
  snapshot,
  problem,
  t,
}: {
  snapshot: UploadSnapshot;
  problem: ProblemText | null;
  t: T;
}) {
  const { phase, file, manifest } = snapshot;
  const isApk = snapshot.fileType === UploadFileType.apk;
  // refused before any transfer: no progress to show
  const refusedEarly = phase === 'failed' && snapshot.identifier === null;
  const stats: string[] = [];
  if (file && phase !== 'done' && phase !== 'merging') {
    stats.push(
      t('stats.bytes', {
        done: formatBytes(snapshot.heldBytes),
        total: formatBytes(file.size),
      }),
    );
  }
  if (phase === 'uploading' && !snapshot.verifying && snapshot.bytesPerSecond !== null) {
    stats.push(t('stats.speed', { speed: formatBytes(snapshot.bytesPerSecond) }));
    if (snapshot.secondsLeft !== null) {
      stats.push(t('stats.left', { time: formatDuration(snapshot.secondsLeft, t) }));
    }
  }
  return (
    <div className="upload-build__transfer">
      <div className="upload-build__file">
        <span className="upload-build__file-icon" aria-hidden="true">
          {isApk ? <AndroidOutlined /> : <FileZipOutlined />}
        </span>
        <div className="upload-build__file-text">
          <div className="upload-build__file-name" title={file?.name}>
            {file?.name}
          </div>
          <div className="upload-build__file-meta">
            {file ? formatBytes(file.size) : null}
            {manifest ? (
              <>
                {' · '}
                <span>
                  {t('manifest.label')} <code>{manifest.package}</code>
                </span>
                {manifest.versionCode !== null ? (
                  <span>
                    {' · '}
                    {manifest.versionName
                      ? t('manifest.version', {
                          name: manifest.versionName,
                          code: manifest.versionCode,
                        })
                      : t('manifest.versionCodeOnly', { code: manifest.versionCode })}
                  </span>
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      </div>

      {phase === 'checking' ? (
        <div className="upload-build__status" role="status">
          <Spin size="small" />
          <span>{phaseLabel(snapshot, t)}</span>
        </div>
      ) : refusedEarly ? (
        <span
          className="visually-hidden"
          role="status"
          data-testid="upload-phase"
          data-phase={phase}
        >
          {phaseLabel(snapshot, t)}
        </span>
      ) : (
        <>
          <Progress
            percent={snapshot.percent}
            status={progressStatus(phase)}
            aria-label={phaseLabel(snapshot, t)}
          />
          <div className="upload-build__status">
            <span
              className={`upload-build__phase upload-build__phase--${phase}`}
              role="status"
              data-testid="upload-phase"
              data-phase={phase}
            >
              {phaseLabel(snapshot, t)}
            </span>
            {stats.length > 0 ? (
              <span className="upload-build__stats">{stats.join(' · ')}</span>
            ) : null}
          </div>
        </>
      )}

      {snapshot.resumedChunks > 0 ? (
        <p className="upload-build__note">
          {t('stats.resumed', { count: snapshot.resumedChunks, total: snapshot.totalChunks })}
        </p>
      ) : null}
      {phase === 'merging' ? <p className="upload-build__note">{t('stats.mergeNote')}</p> : null}
      {problem ? (
        <Alert
          type={phase === 'failed' ? 'error' : 'warning'}
          showIcon
          title={problem.title}
          description={problem.advice}
        />
      ) : null}
      {phase === 'done' && snapshot.result ? (
        <p className="upload-build__note">
          {t('stats.stored', { filename: snapshot.result.filename })}
        </p>
      ) : null}
    </div>
  );
}
