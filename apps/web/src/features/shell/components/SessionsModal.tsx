import { Alert, Button, List, Modal, Popconfirm, Skeleton, Tag } from 'antd';
import type { SignedInSession } from '@vrportal/contract';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/time';
import { useRevokeSessions, useSessions } from '../api/sessions';

function SessionRow({ session }: { session: SignedInSession }) {
  const { t } = useTranslation('shell');
  const revoke = useRevokeSessions();
  const where = [session.browser, session.os].filter(Boolean).join(' · ') || t('sessions.unknown');
  return (
    <List.Item
      actions={[
        session.current ? (
          <Tag color="blue" key="current">
            {t('sessions.current')}
          </Tag>
        ) : (
          <Popconfirm
            key="revoke"
            title={t('sessions.revokeConfirm')}
            okText={t('sessions.revoke')}
            cancelText={t('sessions.cancel')}
            onConfirm={() =>
              revoke.mutateAsync({ sessionId: session.sessionId }).catch(() => undefined)
            }
          >
            <Button size="small" danger loading={revoke.isPending}>
              {t('sessions.revoke')}
            </Button>
          </Popconfirm>
        ),
      ]}
    >
      <List.Item.Meta
        title={where}
        description={
          <>
            <div>{t('sessions.address', { address: session.address || '—' })}</div>
            <div>{t('sessions.signedIn', { time: formatTime(session.createdAt) })}</div>
            <div>{t('sessions.lastSeen', { time: formatTime(session.lastSeenAt) })}</div>
          </>
        }
      />
    </List.Item>
  );
}

/** The account's signed-in sessions, opened from the user menu: sign one out, or all the others. */
export function SessionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { data, isPending, isError } = useSessions(open);
  const revokeAll = useRevokeSessions();
  const others = (data?.sessions ?? []).filter((s) => !s.current).length;
  return (
    <Modal
      open={open}
      title={t('sessions.title')}
      onCancel={onClose}
      width={560}
      centered
      footer={
        <Popconfirm
          title={t('sessions.revokeAllConfirm')}
          okText={t('sessions.revokeAll')}
          cancelText={t('sessions.cancel')}
          disabled={others === 0}
          onConfirm={() => revokeAll.mutateAsync({ all: true }).catch(() => undefined)}
        >
          <Button danger disabled={others === 0} loading={revokeAll.isPending}>
            {t('sessions.revokeAll')}
          </Button>
        </Popconfirm>
      }
    >
      {isError ? (
        <Alert type="error" showIcon title={t('sessions.loadFailed')} />
      ) : isPending || !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <p className="muted">{t('sessions.intro')}</p>
          <List
            dataSource={data.sessions}
            rowKey="sessionId"
            renderItem={(session) => <SessionRow session={session} />}
          />
          {others === 0 ? <p className="muted">{t('sessions.onlyThis')}</p> : null}
        </>
      )}
    </Modal>
  );
}
