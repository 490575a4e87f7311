import { ArrowRightOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { PlatformFrame } from '../components/PlatformFrame';
import { usePlatformText } from '../lib/texts';
import '../platform.css';

/** /inapppurchase (deprecated): says the screen is no longer used and leads to the add-ons. */
export default function InAppPurchasePage() {
  const t = usePlatformText();
  return (
    <PlatformFrame screen="inAppPurchase">
      {() => (
        <section className="plat-iap" aria-labelledby="plat-iap-title" data-testid="iap-notice">
          <span className="plat-iap__icon" aria-hidden="true">
            <ShoppingOutlined />
          </span>
          <Tag color="orange" className="plat-iap__badge">
            {t('iap.badge')}
          </Tag>
          <h2 className="plat-iap__title" id="plat-iap-title">
            {t('iap.title')}
          </h2>
          <p className="plat-iap__text">{t('iap.text')}</p>
          <p className="plat-iap__hint">{t('iap.hint')}</p>
          <Link to="/addons" className="plat-iap__link">
            {t('iap.link')} <ArrowRightOutlined aria-hidden="true" />
          </Link>
        </section>
      )}
    </PlatformFrame>
  );
}
