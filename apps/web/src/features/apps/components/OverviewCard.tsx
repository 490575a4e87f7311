import { EditOutlined, RocketOutlined } from '@ant-design/icons';
import { AppStatus } from '@vrportal/contract';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppCover } from '@/components/AppCover';
import { AppStatusTag } from '@/components/AppStatusTag';
import { formatTime } from '@/lib/time';
import type { AppDetail } from '../api/get-app-detail-info';
import { CopyButton } from './CopyButton';
import { SecretField } from './SecretField';

/** Card 1 of the app center: cover, name, App ID, App Secret, status, published version. */
export function OverviewCard({ app }: { app: AppDetail }) {
  const { t } = useTranslation('apps');
  const navigate = useNavigate();
  const draft = app.status === AppStatus.draft;
  const submitted = formatTime(app.submitTime);
  return (
    <Card className="app-center__card" title={t('center.overview.title')}>
      <div className="overview">
        <AppCover id={app.id} name={app.name} src={app.rcover} />
        <div className="overview__info">
          <h2 className="overview__name">{app.name}</h2>
          <dl className="overview__facts">
            <dt>{t('center.overview.appId')}</dt>
            <dd>
              <span className="overview__mono" data-testid="app-id">
                {app.id}
              </span>
              <CopyButton value={app.id} label={t('center.overview.copyId')} />
            </dd>
            <dt>{t('center.overview.appSecret')}</dt>
            <dd>
              <SecretField appId={app.id} secret={app.appSecret} />
            </dd>
            <dt>{t('center.overview.pkg')}</dt>
            <dd className="overview__mono">{app.pkg}</dd>
            <dt>{t('center.overview.status')}</dt>
            <dd data-testid="submission-status">
              <AppStatusTag status={app.status} />
              {submitted && !draft ? (
                <span className="overview__hint">
                  {t('center.overview.submitted', { time: submitted })}
                </span>
              ) : null}
            </dd>
            <dt>{t('center.overview.version')}</dt>
            <dd data-testid="published-version">
              {app.ver
                ? t('center.overview.versionCode', { ver: app.ver, vcode: app.vcode })
                : t('center.overview.noVersion')}
              {app.live === 1 && app.status !== AppStatus.online ? (
                <Tag className="overview__live" color="success">
                  {t('center.overview.live')}
                </Tag>
              ) : null}
            </dd>
            {app.reviewVer ? (
              <>
                <dt>{t('center.overview.update')}</dt>
                <dd data-testid="update-version">
                  {t('center.overview.versionCode', { ver: app.reviewVer, vcode: app.reviewVcode })}
                  <span className="overview__hint">{t('center.overview.updateHint')}</span>
                </dd>
              </>
            ) : null}
          </dl>
          <div className="overview__actions">
            <Button
              type="primary"
              icon={draft ? <EditOutlined /> : <RocketOutlined />}
              onClick={() => void navigate(`/release?appId=${app.id}`)}
            >
              {draft ? t('center.overview.startRelease') : t('center.overview.manageRelease')}
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
