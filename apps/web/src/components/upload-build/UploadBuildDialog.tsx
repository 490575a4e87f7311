import { Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadBuildDialogProps } from './types';
import { titleKey } from './texts';

// The dialog, its engine, the manifest reader and the hashing worker load with the first opening.
const UploadBuildPanel = lazy(() => import('./UploadBuildPanel'));

/**
 * The build upload dialog. Cheap to mount: its code loads the first time `open` becomes true,
 * and it stays mounted afterwards so a paused upload keeps its file while the dialog is hidden.
 */
export function UploadBuildDialog(props: UploadBuildDialogProps) {
  const { t } = useTranslation('upload');
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <Modal
          open={props.open}
          title={t(titleKey(props.fileType))}
          onCancel={props.onClose}
          footer={null}
          loading
          centered
        />
      }
    >
      <UploadBuildPanel {...props} />
    </Suspense>
  );
}
