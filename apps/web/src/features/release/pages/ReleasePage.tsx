import { ErrorCode } from '@vrportal/contract';
import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getSelectedApp, selectApp, useSelectedApp } from '@/lib/app-selection';
import { isApiError } from '@/lib/api-client';
import { useAppChannelInfo } from '../api/get-app-channel-info';
import { useReleaseForm } from '../api/get-release-form';
import { ChannelConfig } from '../components/ChannelConfig';
import { ChannelList } from '../components/ChannelList';
import { ReleaseWizard } from '../components/ReleaseWizard';
import '../release.css';

/** A missing app, another developer's app and a malformed id all read "not found". */
const NOT_FOUND = [
  ErrorCode.appNotFound,
  ErrorCode.invalidRequest,
  ErrorCode.channelNotFound,
] as number[];

/**
 * /release?appId=: the release channels of an app (spec 2.2); `view=channel&cId=` configures a
 * business channel, `view=wizard` (with `cId` for a business channel) is the release wizard.
 * The address carries all of it, so reloading and the history buttons keep the place.
 */
export default function ReleasePage() {
  const { t } = useTranslation('release');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selected = useSelectedApp();
  const appId = params.get('appId') ?? selected?.id ?? null;
  const view = params.get('view');
  const cId = params.get('cId') ?? '';

  // the address names the app, so a reload or a shared link opens the same one
  useEffect(() => {
    if (!params.get('appId') && selected) {
      void navigate(`/release?appId=${selected.id}`, { replace: true });
    }
  }, [params, selected, navigate]);

  if (!appId) {
    return (
      <Result
        status="info"
        title={t('page.noApp')}
        subTitle={t('page.noAppText')}
        extra={
          <Button type="primary" onClick={() => void navigate('/all_apps')}>
            {t('page.toApps')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="rel-page">
      <ReleaseView key={`${appId}:${view ?? ''}:${cId}`} appId={appId} view={view} cId={cId} />
    </div>
  );
}

function ReleaseView({ appId, view, cId }: { appId: string; view: string | null; cId: string }) {
  const { t } = useTranslation('release');
  const navigate = useNavigate();
  const main = useReleaseForm(appId, '');
  const app = main.data?.app;
  const status = main.data?.form.status;

  // the shell shows the app's name and its status-dependent tabs
  useEffect(() => {
    if (!app || status === undefined) return;
    const current = getSelectedApp();
    if (current?.id !== appId || current.name !== app.name || current.status !== status) {
      selectApp({ id: appId, name: app.name, status, hasShelves: current?.hasShelves ?? false });
    }
  }, [app, status, appId]);

  const base = `/release?appId=${appId}`;
  const toList = () => void navigate(base);
  const toWizard = (channel: string) =>
    void navigate(`${base}&view=wizard${channel ? `&cId=${channel}` : ''}`);
  const toConfig = (channel: string) => void navigate(`${base}&view=channel&cId=${channel}`);

  if (main.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (main.isError) {
    const notFound = isApiError(main.error) && NOT_FOUND.includes(main.error.errCode);
    return (
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? t('page.notFound') : t('page.loadFailed')}
        extra={
          notFound ? (
            <Button type="primary" onClick={() => void navigate('/all_apps')}>
              {t('page.toApps')}
            </Button>
          ) : (
            <Button onClick={() => void main.refetch()}>{t('page.retry')}</Button>
          )
        }
      />
    );
  }

  if (view === 'channel' && cId) {
    return <ChannelConfig appId={appId} cId={cId} onBack={toList} onEdit={() => toWizard(cId)} />;
  }
  if (view === 'wizard') {
    return cId ? (
      <ChannelWizard appId={appId} cId={cId} />
    ) : (
      <ReleaseWizard
        appId={appId}
        cId=""
        answer={main.data}
        title={t('wizard.titleToc')}
        onRefresh={() => void main.refetch()}
      />
    );
  }
  return <ChannelList appId={appId} onEdit={toWizard} onConfigure={toConfig} />;
}

function ChannelWizard({ appId, cId }: { appId: string; cId: string }) {
  const { t } = useTranslation('release');
  const navigate = useNavigate();
  const form = useReleaseForm(appId, cId);
  const info = useAppChannelInfo(appId, cId);
  if (form.isPending || info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (form.isError || info.isError) {
    return (
      <Result
        status="warning"
        title={t('page.loadFailed')}
        extra={
          <Button onClick={() => void navigate(`/release?appId=${appId}`)}>
            {t('config.back')}
          </Button>
        }
      />
    );
  }
  return (
    <ReleaseWizard
      appId={appId}
      cId={cId}
      answer={form.data}
      title={t('wizard.titleTob', { name: info.data.name })}
      onRefresh={() => void form.refetch()}
    />
  );
}
