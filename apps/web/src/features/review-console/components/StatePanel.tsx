import {
  CalendarOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { App as AntdApp, Button, Card, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '@/components/AppStatusTag';
import { useChangeAppState, type StateAction } from '../api/change-app-state';
import type { Submission } from '../api/get-review-submission';
import { stateActionsOf } from '../lib/review-rules';

const icons: Record<StateAction, ReactNode> = {
  schedule: <CalendarOutlined />,
  online: <CloudUploadOutlined />,
  takeDown: <CloudDownloadOutlined />,
  cancel: <StopOutlined />,
};

/** Release date, online, take down and cancel, each confirmed with a note for the developer. */
export function StatePanel({ submission }: { submission: Submission }) {
  const { t } = useTranslation('review');
  const statusText = useStatusText();
  const { message } = AntdApp.useApp();
  const change = useChangeAppState();
  const [action, setAction] = useState<StateAction | null>(null);
  const [note, setNote] = useState('');
  const app = submission.app;
  const actions = stateActionsOf(app.status);

  const confirm = async () => {
    if (!action) return;
    try {
      const answer = await change.mutateAsync({
        appId: app.id,
        ...(app.cId ? { cId: app.cId } : {}),
        action,
        note: note.trim(),
      });
      void message.success(t('state.done', { status: statusText(answer.status) }));
      setAction(null);
      setNote('');
    } catch {
      // the error was shown; the dialog stays open to try again
    }
  };

  return (
    <Card className="review-card" title={t('state.title')}>
      {actions.length === 0 ? (
        <p className="muted review-card__none">{t('state.none')}</p>
      ) : (
        <div className="state-actions">
          {actions.map((name) => (
            <Button
              key={name}
              icon={icons[name]}
              danger={name === 'takeDown' || name === 'cancel'}
              type={name === 'online' ? 'primary' : 'default'}
              onClick={() => setAction(name)}
            >
              {t(`state.${name}`)}
            </Button>
          ))}
        </div>
      )}
      <Modal
        open={action !== null}
        title={
          action ? t('state.confirmTitle', { action: t(`state.${action}`), name: app.name }) : ''
        }
        okText={t('state.ok')}
        cancelText={t('state.cancelDialog')}
        okButtonProps={{ danger: action === 'takeDown' || action === 'cancel' }}
        confirmLoading={change.isPending}
        onOk={() => void confirm()}
        onCancel={() => {
          setAction(null);
          setNote('');
        }}
        destroyOnHidden
      >
        <label className="checklist__label" htmlFor="state-note">
          {t('state.note')}
        </label>
        <Input.TextArea
          id="state-note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={2000}
          rows={3}
          placeholder={t('state.notePlaceholder')}
        />
      </Modal>
    </Card>
  );
}
