import { Modal } from 'antd';
import { useState } from 'react';
import type { AppName } from '@/lib/org-apps';
import type { PortalClock } from '@/lib/portal-clock';
import type { ApiKeysText } from '../lib/texts';
import { KeyForm } from './KeyForm';
import { SecretView } from './SecretView';

/**
 * Makes a key, then shows it once. While the key is shown, a click beside the dialog does not
 * close it: only the reader's own button or the close button do.
 */
export function CreateKeyDialog({
  open,
  onClose,
  apps,
  clock,
  t,
}: {
  open: boolean;
  onClose: () => void;
  apps: { data?: readonly AppName[]; isPending: boolean; isError: boolean };
  clock: PortalClock;
  t: ApiKeysText;
}) {
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const close = () => {
    // the secret leaves the page's memory with the dialog
    setMade(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={made ? t('secret.title', { name: made.name }) : t('create.title')}
      onCancel={close}
      mask={{ closable: made === null }}
      destroyOnHidden
      footer={null}
      width={620}
      className="ak-dialog"
    >
      {made ? (
        <SecretView secret={made.secret} onDone={close} t={t} />
      ) : (
        <KeyForm apps={apps} clock={clock} onMade={setMade} onCancel={close} t={t} />
      )}
    </Modal>
  );
}
