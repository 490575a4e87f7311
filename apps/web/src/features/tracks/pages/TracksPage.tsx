import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelectedApp } from '@/lib/app-selection';
import { useCan } from '@/lib/current-org';
import { viewerZone } from '@/lib/time';
import { useAppDetail } from '../api/app-detail';
import { useRollout } from '../api/rollout';
import { useTrackList } from '../api/track-list';
import { LoadFailed } from '../components/LoadFailed';
import { StoreSection } from '../components/StoreSection';
import { TrackCard } from '../components/TrackCard';
import { highestVersionCode } from '../lib/builds';
import { useTracksText } from '../lib/texts';
import '../tracks.css';

/**
 * /tracks?appId= (route name Tracks, apps:read): the store track with the staged rollout of its
 * update, the rollout's steps and the adoption per version; then ALPHA, BETA and RC with their
 * builds, checks, testers, invitation links, notes and promotion. What the reader's role may
 * not change is disabled, and the screen says why.
 */
export default function TracksPage() {
  const t = useTracksText();
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const app = useSelectedApp();

  if (!app) {
    return (
      <div className="trk-page">
        <h1 className="visually-hidden">{tc('screens.tracks')}</h1>
        <Result
          className="portal-empty-box"
          status="info"
          icon={<AppstoreOutlined />}
          title={t('page.noApp')}
          subTitle={t('page.noAppText')}
          extra={
            <Button type="primary" onClick={() => void navigate('/all_apps')}>
              {t('page.toApps')}
            </Button>
          }
        />
      </div>
    );
  }
  return <TracksView key={app.id} appId={app.id} appName={app.name} />;
}

function TracksView({ appId, appName }: { appId: string; appName: string }) {
  const t = useTracksText();
  const { t: tc } = useTranslation('common');
  const detail = useAppDetail(appId);
  const list = useTrackList(appId);
  const rollout = useRollout(appId);
  const rights = { tracks: useCan('tracks:write'), upload: useCan('builds:upload') };
  const canRollout = useCan('rollout:write');
  const app = detail.data;
  // every time of the screen in the portal's zone, named, as the rollout's steps are
  const timeZone = rollout.data?.timeZone ?? app?.timeZone ?? viewerZone();
  const lastVersionCode = highestVersionCode(
    list.data,
    rollout.data,
    app ? [app.vcode, app.reviewVcode] : [],
  );

  return (
    <div className="trk-page">
      <header className="page-head">
        <div className="page-head__text">
          <p className="portal-eyebrow">{appName}</p>
          <h1 className="page-head__title">{tc('screens.tracks')}</h1>
          <p className="page-head__subtitle">{t('page.subtitle')}</p>
        </div>
      </header>

      <StoreSection
        appId={appId}
        live={list.data?.live}
        query={rollout}
        canChange={canRollout}
        t={t}
      />

      <section className="trk-testing" aria-labelledby="trk-testing-title">
        <div className="trk-testing__head">
          <h2 id="trk-testing-title" className="trk-section__title">
            {t('testing.title')}
          </h2>
          <p className="trk-muted">{t('testing.intro')}</p>
        </div>
        {list.isError ? (
          <LoadFailed error={list.error} onRetry={() => void list.refetch()} t={t} />
        ) : !list.data ? (
          <Skeleton active />
        ) : (
          <ul className="portal-card-grid trk-grid">
            {list.data.tracks.map((entry) => (
              <li key={entry.track} className="portal-card-grid__item">
                <TrackCard
                  appId={appId}
                  entry={entry}
                  packageName={app?.pkg ?? null}
                  lastVersionCode={lastVersionCode}
                  rights={rights}
                  timeZone={timeZone}
                  t={t}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
