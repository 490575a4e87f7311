import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { useSelectedApp } from '@/lib/app-selection';
import { usePortalClock } from '@/lib/portal-clock';
import type { ScreenKey } from '@/lib/screens';
import { openingRange, type DayRange } from '../lib/range';
import { DateRangeBar } from './DateRangeBar';

type AnalyticsScreen = Extract<
  ScreenKey,
  'applicationData' | 'activityAnalysis' | 'addonAnalysis' | 'vitals'
>;

/**
 * The frame of the analytics pages: the selected app (or the way to choose one), the title, the
 * date range and the page's figures for that app and range. The range opens on the portal's
 * month so far, so the figures wait for the portal's clock (asked once a session).
 */
export function AnalyticsFrame({
  screen,
  children,
}: {
  screen: AnalyticsScreen;
  children: (appId: string, range: DayRange) => ReactNode;
}) {
  const { t } = useTranslation(['analytics', 'shell', 'common']);
  const navigate = useNavigate();
  const app = useSelectedApp();
  const clock = usePortalClock();
  // the range picked; null: the month so far, on the portal's calendar
  const [picked, setPicked] = useState<DayRange | null>(null);

  if (!app) {
    return (
      <div className="ana-page">
        <h1 className="visually-hidden">{t(`common:screens.${screen}`)}</h1>
        <Result
          className="portal-empty-box"
          status="info"
          icon={<AppstoreOutlined />}
          title={t('analytics:page.noApp')}
          subTitle={t('analytics:page.noAppText')}
          extra={
            <Button type="primary" onClick={() => void navigate('/all_apps')}>
              {t('analytics:page.toApps')}
            </Button>
          }
        />
      </div>
    );
  }

  const range = picked ?? (clock ? openingRange(clock) : null);
  return (
    <div className="ana-page" data-screen={screen}>
      <header className="ana-page__head">
        <p className="portal-eyebrow">{t('shell:nav.analytics')}</p>
        <h1 className="ana-page__title">{t(`common:screens.${screen}`)}</h1>
        <p className="ana-page__subtitle">
          {t(`analytics:page.subtitle.${screen}`, { name: app.name })}
        </p>
      </header>
      {clock && range ? (
        <>
          <DateRangeBar value={range} onChange={setPicked} clock={clock} />
          <div key={app.id} className="ana-page__body">
            {children(app.id, range)}
          </div>
        </>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
