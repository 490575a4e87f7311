import {
  CalendarOutlined,
  CloudDownloadOutlined,
  CloudUploadOutlined,
  ClockCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { AppStatus } from '@vrportal/contract';
import { App as AntdApp, Button, Card, DatePicker, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusText } from '@/components/AppStatusTag';
import { formatInZone, instantInZone, wallClockIn } from '@/lib/time';
import { useChangeAppState, type StateAction } from '../api/change-app-state';
import type { Submission } from '../api/get-review-submission';
import { stateActionsOf } from '../lib/review-rules';

const icons: Record<StateAction, ReactNode> = {
  schedule: <CalendarOutlined />,
  unschedule: <ClockCircleOutlined />,
  online: <CloudUploadOutlined />,
  takeDown: <CloudDownloadOutlined />,
  cancel: <StopOutlined />,
};

const WALL = 'YYYY-MM-DD HH:mm';

/**
 * Release date (set, change, clear), online, take down and cancel, each confirmed with a note
 * for the developer. A release date is picked and shown on the clocks of the portal's time zone.
 */
export function StatePanel({ submission }: { submission: Submission }) {
  const { t } = useTranslation('review');
  const statusText = useStatusText();
  const { message } = AntdApp.useApp();
  const change = useChangeAppState();
  const [action, setAction] = useState<StateAction | null>(null);
  const [note, setNote] = useState('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const app = submission.app;
  const zone = submission.timeZone;
  const actions = stateActionsOf(app.status, Boolean(app.cId));
  const scheduled = app.status === AppStatus.releaseScheduled && submission.releaseAt !== '';
  // the main store's release is scheduled at a date; a channel release without one
  const picksDate = action === 'schedule' && !app.cId;
  const label = (name: StateAction) =>
    name === 'schedule' && scheduled ? t('state.reschedule') : t(`state.${name}`);
  const today = wallClockIn(new Date().toISOString(), zone).slice(0, 10);

  const open = (name: StateAction) => {
    setAction(name);
    // changing a date starts from the one set, on the portal's clocks
    setDate(
      name === 'schedule' && scheduled ? dayjs(wallClockIn(submission.releaseAt, zone)) : null,
    );
  };
  const close = () => {
    setAction(null);
    setNote('');
    setDate(null);
  };

  const confirm = async () => {
    if (!action || (picksDate && !date)) return;
    try {
      const answer = await change.mutateAsync({
        appId: app.id,
        ...(app.cId ? { cId: app.cId } : {}),
        action,
        note: note.trim(),
        ...(picksDate && date ? { releaseAt: instantInZone(date.format(WALL), zone) } : {}),
      });
      void message.success(t('state.done', { status: statusText(answer.status) }));
      close();
    } catch {
      // the error was shown; the dialog stays open to try again
    }
  };

  return (
    <Card className="review-card" title={t('state.title')}>
      {scheduled ? (
        <p className="state-release" data-testid="release-at">
          {t('state.releaseAt', { time: formatInZone(submission.releaseAt, zone) })}
        </p>
      ) : null}
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
              onClick={() => open(name)}
            >
              {label(name)}
            </Button>
          ))}
        </div>
      )}
      <Modal
        open={action !== null}
        title={action ? t('state.confirmTitle', { action: label(action), name: app.name }) : ''}
        okText={t('state.ok')}
        cancelText={t('state.cancelDialog')}
        okButtonProps={{
          danger: action === 'takeDown' || action === 'cancel',
          disabled: picksDate && !date,
        }}
        confirmLoading={change.isPending}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        {picksDate ? (
          <div className="state-date">
            <label className="checklist__label" htmlFor="state-release-at">
              {t('state.dateLabel', { zone })}
            </label>
            <DatePicker
              id="state-release-at"
              showTime={{ format: 'HH:mm' }}
              format={WALL}
              value={date}
              onChange={(value) => setDate(value)}
              disabledDate={(day) => day.format('YYYY-MM-DD') < today}
              needConfirm={false}
              // "now" would be the browser's clock, not the portal's
              showNow={false}
              className="state-date__picker"
            />
            <p className="muted state-date__hint" data-testid="release-date-hint">
              {date ? t('state.dateHint', { zone }) : t('state.dateNeeded')}
            </p>
          </div>
        ) : null}
        {action === 'unschedule' ? (
          <p className="state-date__hint">{t('state.unscheduleHint')}</p>
        ) : null}
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
