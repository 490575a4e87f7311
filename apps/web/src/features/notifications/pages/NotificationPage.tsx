import { ArrowLeftOutlined } from '@ant-design/icons';
import { NotifyState } from '@vrportal/contract';
import { Button, Result, Skeleton } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDisposeNotify } from '../api/dispose-notify';
import type { Notification } from '../api/get-dv-nty-list';
import { useNotificationList } from '../api/get-dv-nty-list';
import { NotificationDetail } from '../components/NotificationDetail';
import { NotificationList } from '../components/NotificationList';
import { ReportView } from '../components/ReportView';
import { notificationTarget, reportTypeOf } from '../lib/targets';
import '../notifications.css';

/**
 * /notification: the list, a notification's detail (?nty=) or an audit report
 * (?type=1..4&auditId=, also linked from the app center). Opening an unread notification marks
 * it read, which lowers the bell's counter.
 */
export default function NotificationPage() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auditId = params.get('auditId') ?? '';
  const typeParam = params.get('type');
  const ntyId = params.get('nty');
  const list = useNotificationList();
  const dispose = useDisposeNotify();
  const ntys = list.data?.pages.flatMap((page) => page.ntys) ?? [];
  const showing = auditId || typeParam ? 'report' : ntyId ? 'detail' : 'list';
  const shown =
    showing === 'report'
      ? ntys.find((n) => n.auditId === auditId)
      : showing === 'detail'
        ? ntys.find((n) => n.id === ntyId)
        : undefined;

  // a notification opened by its address (a link, the app center) is read as well
  const disposed = useRef(new Set<string>());
  const { mutate } = dispose;
  const markRead = useCallback(
    (nty: Notification) => {
      if (nty.state !== NotifyState.unread || disposed.current.has(nty.id)) return;
      disposed.current.add(nty.id);
      mutate({ ntyId: nty.id, tag: nty.tag });
    },
    [mutate],
  );
  useEffect(() => {
    if (shown) markRead(shown);
  }, [shown, markRead]);

  const open = (nty: Notification) => {
    markRead(nty);
    void navigate(notificationTarget(nty));
  };

  let body;
  if (showing === 'report') {
    body = <ReportView auditId={auditId} type={reportTypeOf(typeParam)} />;
  } else if (showing === 'detail') {
    body = shown ? (
      <NotificationDetail nty={shown} />
    ) : list.isPending ? (
      <Skeleton active />
    ) : (
      <Result status="404" title={t('report.notFoundTitle')} subTitle={t('report.notFoundText')} />
    );
  } else {
    body = <NotificationList onOpen={open} />;
  }

  return (
    <div className="nty-page">
      <header className="page-head">
        <div className="page-head__text">
          <h1 className="page-head__title">{t('title')}</h1>
          {showing === 'list' ? <p className="page-head__subtitle">{t('subtitle')}</p> : null}
        </div>
        {showing === 'list' ? null : (
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/notification')}>
            {t('back')}
          </Button>
        )}
      </header>
      <div className="nty-panel portal-surface portal-surface--round">{body}</div>
    </div>
  );
}
