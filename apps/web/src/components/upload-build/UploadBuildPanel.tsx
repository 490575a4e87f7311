import {
  AndroidOutlined,
  CaretRightOutlined,
  CloudUploadOutlined,
  FileZipOutlined,
  PauseOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  UploadFileType,
  maxBytesOf,
  uploadLimits,
  type UploadFileTypeValue,
} from '@vrportal/contract';
import { Alert, App, Button, Modal, Progress, Spin, Upload } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import type { BuildUpload, UploadFile, UploadPhase, UploadSnapshot } from './engine/upload-engine';
import type { RememberedUpload } from './engine/upload-memory';
import {
  extensionOf,
  formatDuration,
  kindOf,
  problemText,
  titleKey,
  type ProblemText,
} from './texts';
import type { UploadBuildDialogProps } from './types';
import { useBuildUpload } from './use-build-upload';
import './upload-build.css';
import { formatBytes } from '@/lib/bytes';

type T = ReturnType<typeof useTranslation<'upload'>>['t'];

/** Phases in which a transfer runs in this page: closing or leaving pauses it. */
const TRANSFERRING = new Set<UploadPhase>(['checking', 'uploading']);

function useLatest<V>(value: V) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** A file picker around any trigger; the chosen file goes to the engine, never to antd. */
function FilePicker({
  fileType,
  onPick,
  disabled,
  children,
}: {
  fileType: UploadFileTypeValue;
  onPick: (file: UploadFile) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Upload
      accept={`.${extensionOf(fileType)}`}
      showUploadList={false}
      maxCount={1}
      disabled={disabled}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      {children}
    </Upload>
  );
}

function ChooseFile({
  fileType,
  blocked,
  remembered,
  onPick,
  onDiscard,
  t,
}: {
  fileType: UploadFileTypeValue;
  blocked: ProblemText | null;
  remembered: RememberedUpload[];
  onPick: (file: UploadFile) => void;
  onDiscard: (entry: RememberedUpload) => void;
  t: T;
}) {
  return (
    <div className="upload-build__choose">
      {blocked ? (
        <Alert type="warning" showIcon title={blocked.title} description={blocked.advice} />
      ) : null}
      {remembered.map((entry) => (
        <Alert
          key={entry.identifier}
          type="info"
          showIcon
          icon={<ReloadOutlined />}
          title={t('resume.title', { name: entry.name })}
          description={
            <>
              <p className="upload-build__alert-text">
                {t('resume.text', {
                  percent: Math.min(
                    uploadLimits.progressCap,
                    Math.floor((entry.heldChunks / Math.max(1, entry.totalChunks)) * 100),
                  ),
                })}
              </p>
              <Button size="small" onClick={() => onDiscard(entry)}>
                {t('resume.discard')}
              </Button>
            </>
          }
        />
      ))}
      {blocked ? null : <UploadDragger fileType={fileType} onPick={onPick} t={t} />}
      {blocked ? null : <p className="upload-build__note">{t('choose.hintResume')}</p>}
    </div>
  );
}

function UploadDragger({
  fileType,
  onPick,
  t,
}: {
  fileType: UploadFileTypeValue;
  onPick: (file: UploadFile) => void;
  t: T;
}) {
  const kind = t(`kind.${kindOf(fileType)}`);
  return (
    <Upload.Dragger
      accept={`.${extensionOf(fileType)}`}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="upload-build__drop-icon">
        <CloudUploadOutlined />
      </p>
      <p className="upload-build__drop-text">{t('choose.drop')}</p>
      <p className="upload-build__drop-hint">
        {t('choose.hintSize', {
          kind,
          ext: extensionOf(fileType),
          max: formatBytes(maxBytesOf(fileType)),
        })}
      </p>
      <p className="upload-build__drop-hint">{t('choose.hintName')}</p>
    </Upload.Dragger>
  );
}

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

function Transfer({
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

function Footer({
  engine,
  snapshot,
  onPick,
  onCancel,
  onClose,
  t,
}: {
  engine: BuildUpload;
  snapshot: UploadSnapshot;
  onPick: (file: UploadFile) => void;
  onCancel: () => void;
  onClose: () => void;
  t: T;
}) {
  const { phase, problem, fileType } = snapshot;
  const cancel = (
    <Button key="cancel" danger onClick={onCancel}>
      {t('actions.cancel')}
    </Button>
  );
  const close = (primary = false) => (
    <Button key="close" type={primary ? 'primary' : 'default'} onClick={onClose}>
      {t('actions.close')}
    </Button>
  );
  let buttons: ReactNode[];
  switch (phase) {
    case 'idle':
      buttons = [close()];
      break;
    case 'checking':
      buttons = [cancel];
      break;
    case 'uploading':
      buttons = [
        cancel,
        <Button key="pause" type="primary" icon={<PauseOutlined />} onClick={() => engine.pause()}>
          {t('actions.pause')}
        </Button>,
      ];
      break;
    case 'paused':
      buttons = [
        cancel,
        <Button
          key="resume"
          type="primary"
          icon={<CaretRightOutlined />}
          onClick={() => void engine.resume()}
        >
          {t('actions.resume')}
        </Button>,
      ];
      break;
    case 'interrupted':
      buttons =
        problem?.remedy === 'checkAgain'
          ? [
              close(),
              <Button key="check" type="primary" onClick={() => void engine.restart()}>
                {t('actions.checkAgain')}
              </Button>,
            ]
          : [
              cancel,
              <Button
                key="restart"
                type="primary"
                icon={<ReloadOutlined />}
                onClick={() => void engine.restart()}
              >
                {t('actions.restart')}
              </Button>,
            ];
      break;
    case 'merging':
      buttons = [close(true)];
      break;
    case 'done':
      buttons = [
        <Button key="done" type="primary" onClick={onClose}>
          {t('actions.done')}
        </Button>,
      ];
      break;
    case 'failed':
      buttons = [
        close(),
        <FilePicker key="choose" fileType={fileType} onPick={onPick}>
          <Button type={problem?.remedy === 'again' ? 'default' : 'primary'}>
            {t('actions.choose')}
          </Button>
        </FilePicker>,
        ...(problem?.remedy === 'again'
          ? [
              <Button
                key="again"
                type="primary"
                icon={<ReloadOutlined />}
                onClick={() => void engine.again()}
              >
                {t('actions.again')}
              </Button>,
            ]
          : []),
      ];
      break;
  }
  return <div className="upload-build__footer">{buttons}</div>;
}

/** The dialog itself (loaded lazily by UploadBuildDialog). */
export default function UploadBuildPanel(props: UploadBuildDialogProps) {
  const { open, appId, fileType, channelId, track, onClose } = props;
  const { t } = useTranslation('upload');
  const { modal, message } = App.useApp();
  const lang = currentLang();
  const { engine, snapshot } = useBuildUpload(
    { appId, fileType, channelId, track },
    {
      packageName: props.packageName,
      lastVersionCode: props.lastVersionCode,
      hasVersions: props.hasVersions,
      hasApk: props.hasApk,
    },
  );
  const phase = snapshot?.phase ?? 'idle';
  const onUploaded = useLatest(props.onUploaded);
  const onPhaseChange = useLatest(props.onPhaseChange);

  // the result goes to the page once, even when it arrives while the dialog is hidden
  const reported = useRef<string | null>(null);
  const result = snapshot?.result ?? null;
  useEffect(() => {
    if (result && reported.current !== result.identifier) {
      reported.current = result.identifier;
      onUploaded.current(result);
    }
  }, [result, onUploaded]);

  useEffect(() => {
    onPhaseChange.current?.(phase);
  }, [phase, onPhaseChange]);

  // a merge left running (the tab was closed) is followed again without the file
  useEffect(() => {
    if (!open || !engine || engine.getSnapshot().phase !== 'idle') return;
    const merging = engine.remembered().find((entry) => entry.merging);
    if (merging) void engine.watchMerge(merging);
  }, [open, engine]);

  // leaving the page stops the transfer: say so
  const transferring = TRANSFERRING.has(phase);
  useEffect(() => {
    if (!transferring) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [transferring, t]);

  const pick = (file: UploadFile) => void engine?.start(file);

  const confirmCancel = (action: () => Promise<unknown>) => {
    modal.confirm({
      title: t('cancel.title'),
      content: t('cancel.text'),
      okText: t('cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel.keep'),
      onOk: action,
    });
  };

  const cancelUpload = () =>
    confirmCancel(async () => {
      if (engine && !(await engine.cancel())) void message.warning(t('cancel.notTold'));
    });

  const requestClose = () => {
    if (!engine) return onClose();
    if (phase === 'uploading') {
      modal.confirm({
        title: t('closeWhileUploading.title'),
        content: t('closeWhileUploading.text'),
        okText: t('closeWhileUploading.ok'),
        cancelText: t('closeWhileUploading.keep'),
        onOk: () => {
          engine.pause();
          onClose();
        },
      });
      return;
    }
    if (phase === 'done' || phase === 'failed' || phase === 'checking') engine.reset();
    onClose();
  };

  const obbBlocked =
    fileType !== UploadFileType.apk && props.hasApk === false
      ? problemText(
          { reason: 'apkFirst', code: null, serverMessage: null, remedy: 'choose' },
          fileType,
          t,
          lang,
        )
      : null;
  const problem = snapshot?.problem ? problemText(snapshot.problem, fileType, t, lang) : null;

  return (
    <Modal
      open={open}
      title={t(titleKey(fileType))}
      onCancel={requestClose}
      maskClosable={false}
      width={600}
      centered
      className="upload-build"
      footer={
        engine && snapshot ? (
          <Footer
            engine={engine}
            snapshot={snapshot}
            onPick={pick}
            onCancel={cancelUpload}
            onClose={requestClose}
            t={t}
          />
        ) : null
      }
    >
      {track ? (
        <p className="upload-build__target">{t('toTrack', { track: track.toUpperCase() })}</p>
      ) : null}
      {!engine || !snapshot ? (
        <Spin />
      ) : phase === 'idle' ? (
        <ChooseFile
          fileType={fileType}
          blocked={obbBlocked}
          remembered={engine.remembered().filter((entry) => !entry.merging)}
          onPick={pick}
          onDiscard={(entry) => confirmCancel(() => engine.discard(entry))}
          t={t}
        />
      ) : (
        <Transfer snapshot={snapshot} problem={problem} t={t} />
      )}
    </Modal>
  );
}
