import { RocketOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ScreenProps } from '@/lib/screens';

/** The one placeholder of screens that arrive in a coming release, inside the shell. */
export default function ComingSoonPage({ screen }: ScreenProps) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const name = t(`common:screens.${screen}`);
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <div className="coming-soon__art" aria-hidden="true">
        <span className="coming-soon__ring coming-soon__ring--outer" />
        <span className="coming-soon__ring coming-soon__ring--inner" />
        <RocketOutlined className="coming-soon__icon" />
      </div>
      <Tag color="purple" className="coming-soon__tag">
        {t('shell:comingSoon.badge')}
      </Tag>
      <h1 id="coming-soon-title" className="coming-soon__title">
        {t('shell:comingSoon.title', { screen: name })}
      </h1>
      <p className="coming-soon__text">{t('shell:comingSoon.description')}</p>
      <p className="coming-soon__hint">{t('shell:comingSoon.hint')}</p>
      {screen !== 'allApps' ? (
        <Button type="primary" onClick={() => void navigate('/all_apps')}>
          {t('common:actions.backHome')}
        </Button>
      ) : null}
    </section>
  );
}
