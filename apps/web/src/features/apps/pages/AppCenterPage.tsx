import { ReloadOutlined } from '@ant-design/icons';
import { AppStatus, ErrorCode, showsInReviewBanner } from '@vrportal/contract';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clearSelectedApp, getSelectedApp, selectApp, useSelectedApp } from '@/lib/app-selection';
import { isApiError } from '@/lib/api-client';
import { useAppDetailInfo } from '../api/get-app-detail-info';
import type { AuditStandardType } from '../api/keys';
import { GuideDrawer } from '../components/GuideDrawer';
import { OverviewCard } from '../components/OverviewCard';
import { ReviewCard } from '../components/ReviewCard';
import { VersionHistoryCard } from '../components/VersionHistoryCard';
import '../apps.css';

/** A missing app, another developer's app and a malformed App ID all read "not found". */
const NOT_FOUND = [ErrorCode.appNotFound, ErrorCode.invalidRequest] as number[];

/**
 * /app_center?appId=: one app's overview, review process and version history. Without appId it
 * shows the app selected in the list; opening an app selects it for the shell.
 */
export default function AppCenterPage() {
  const { t } = useTranslation('apps');
  const [params] = useSearchParams();
  const selected = useSelectedApp();
  const appId = params.get('appId') ?? selected?.id ?? null;
  const detail = useAppDetailInfo(appId);
  const [guide, setGuide] = useState<AuditStandardType | null>(null);
  const app = detail.data;
  const notFound =
    detail.isError && isApiError(detail.error) && NOT_FOUND.includes(detail.error.errCode);

  // a stored app that no longer exists (deleted meanwhile) is no longer the selected one
  useEffect(() => {
    if (notFound && appId !== null && getSelectedApp()?.id === appId) clearSelectedApp();
  }, [notFound, appId]);

  // keep the shell's selected app (name in the top bar, tabs by status) in step with the server
  useEffect(() => {
    if (!app) return;
    const current = getSelectedApp();
    const next = {
      id: app.id,
      name: app.name,
      status: app.status,
      hasShelves: app.hasShelves === 1,
    };
    if (
      current?.id !== next.id ||
      current.name !== next.name ||
      current.status !== next.status ||
      current.hasShelves !== next.hasShelves
    ) {
      selectApp(next);
    }
  }, [app]);

  let content;
  if (appId === null) {
    content = (
      <NoAppResult status="info" title={t('center.missingTitle')} text={t('center.missingText')} />
    );
  } else if (detail.isPending) {
    content = (
      <div className="app-center__cards" aria-busy="true">
        <div className="app-center__state portal-surface portal-surface--round">
          <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 4 }} />
        </div>
      </div>
    );
  } else if (detail.isError) {
    const error = detail.error;
    content = notFound ? (
      <NoAppResult
        status="404"
        title={t('center.notFoundTitle')}
        text={t('center.notFoundText')}
        testId="app-not-found"
      />
    ) : (
      <Result
        className="app-center__state portal-surface portal-surface--round"
        status="warning"
        title={t('center.loadFailed')}
        subTitle={isApiError(error) && !error.handled ? error.message : undefined}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
            {t('center.retry')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        {showsInReviewBanner(app!.status) ? (
          <Alert
            className="app-center__banner"
            type="info"
            showIcon
            title={t('center.inReview')}
            data-testid="in-review-banner"
          />
        ) : null}
        <div className="app-center__cards">
          <OverviewCard app={app!} />
          {app!.status === AppStatus.draft ? null : (
            <ReviewCard app={app!} onOpenGuide={setGuide} />
          )}
          <VersionHistoryCard app={app!} />
        </div>
        <GuideDrawer type={guide} onClose={() => setGuide(null)} />
      </>
    );
  }

  return (
    <div className="app-center">
      <h1 className="visually-hidden">{app?.name ?? t('center.overview.title')}</h1>
      {content}
    </div>
  );
}

/** The page with no app to show (none chosen, or not found): why, and the way back to the list. */
function NoAppResult({
  status,
  title,
  text,
  testId,
}: {
  status: 'info' | '404';
  title: string;
  text: string;
  testId?: string;
}) {
  const { t } = useTranslation('apps');
  const navigate = useNavigate();
  return (
    <Result
      className="app-center__state portal-surface portal-surface--round"
      status={status}
      title={title}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => void navigate('/all_apps')}>
          {t('center.back')}
        </Button>
      }
      data-testid={testId}
    />
  );
}
