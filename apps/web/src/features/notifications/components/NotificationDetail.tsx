import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTime } from '@/lib/time';
import type { Notification } from '../api/get-dv-nty-list';
import { platformKindOfTag } from '../api/get-platform-report';
import { internalLink } from '../lib/targets';
import { PlatformReportView } from './PlatformReportView';

/** A notification without an app audit report: its text, app and link, or its platform report. */
export function NotificationDetail({ nty }: { nty: Notification }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const link = internalLink(nty.link);
  // the decision on platform items (tags achive, leaderboard, destination, addons) opens its report
  const platformKind = platformKindOfTag(nty.tag);
  if (platformKind && nty.auditId) {
    return <PlatformReportView kind={platformKind} auditId={nty.auditId} appId={nty.appId} />;
  }
  return (
    <article className="nty-detail">
      <h2 className="nty-detail__title">{nty.title}</h2>
      <p className="nty-detail__content">{nty.content}</p>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'time', label: t('detail.time'), children: formatTime(nty.time) },
          ...(nty.appName ? [{ key: 'app', label: t('detail.app'), children: nty.appName }] : []),
          ...(nty.ver ? [{ key: 'ver', label: t('detail.version'), children: nty.ver }] : []),
        ]}
      />
      {link ? (
        <Button type="primary" className="nty-detail__link" onClick={() => void navigate(link)}>
          {t('detail.openLink')}
        </Button>
      ) : null}
    </article>
  );
}
