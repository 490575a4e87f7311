import { Modal, Spin } from 'antd';
import { titleKey } from './texts';
import type { UploadBuildDialogProps } from './types';
import { ChooseFile } from './UploadChoose';
import { Footer } from './UploadFooter';
import { Transfer } from './UploadTransfer';
import { useUploadPanel } from './use-upload-panel';
import './upload-build.css';

/** The dialog itself (loaded lazily by UploadBuildDialog). */
export default function UploadBuildPanel(props: UploadBuildDialogProps) {
  const { open, fileType, track } = props;
  const {
    t,
    engine,
    snapshot,
    phase,
    pick,
    confirmCancel,
    cancelUpload,
    requestClose,
    obbBlocked,
    problem,
  } = useUploadPanel(props);

  return (
    <Modal
      open={open}
      title={t(titleKey(fileType))}
      onCancel={requestClose}
      mask={{ closable: false }}
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
