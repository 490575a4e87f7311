// The dialog's buttons for each phase of the upload.
import { CaretRightOutlined, PauseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { BuildUpload, UploadFile, UploadSnapshot } from './engine/upload-engine';
import type { UploadT as T } from './types';
import { FilePicker } from './UploadChoose';

export function Footer({
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
