import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelectedApp, type SelectedApp } from '@/lib/app-selection';
import type { ScreenKey } from '@/lib/screens';
import { usePlatformText } from '../lib/texts';

export type PlatformScreen = Extract<
  ScreenKey,
  'platformIndex' | 'achievement' | 'leaderboard' | 'destination' | 'addons' | 'inAppPurchase'
>;

/**
 * The frame of the platform services screens: the selected app (the one the analytics pages
 * read), or the way to choose one; the title and what the screen is for.
 */
export function PlatformFrame({
  screen,
  heading,
  children,
}: {
  screen: PlatformScreen;
  /** replaces the title and subtitle (a leaderboard's entries) */
  heading?: (app: SelectedApp) => ReactNode;
  children: (app: SelectedApp) => ReactNode;
}) {
  const t = usePlatformText();
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const app = useSelectedApp();

  if (!app) {
    return (
      <div className="plat-page">
        <h1 className="visually-hidden">{tc(`screens.${screen}`)}</h1>
        <Result
          className="portal-empty-box"
          status="info"
          icon={<AppstoreOutlined />}
          title={t('frame.noApp')}
          subTitle={t('frame.noAppText')}
          extra={
            <Button type="primary" onClick={() => void navigate('/all_apps')}>
              {t('frame.toApps')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="plat-page" data-screen={screen}>
      {heading?.(app) ?? (
        <header className="plat-page__head">
          {/* the overview is the group itself: no group name above its title */}
          {screen === 'platformIndex' ? null : (
            <p className="portal-eyebrow">{t('frame.eyebrow')}</p>
          )}
          <h1 className="plat-page__title">{tc(`screens.${screen}`)}</h1>
          <p className="plat-page__subtitle">{t(`frame.subtitle.${screen}`, { name: app.name })}</p>
        </header>
      )}
      <div key={app.id} className="plat-page__body">
        {children(app)}
      </div>
    </div>
  );
}
