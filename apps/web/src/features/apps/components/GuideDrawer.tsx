import { Alert, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useAuditStandard } from '../api/get-audit-standard';
import type { AuditStandardType } from '../api/keys';

/** A guideline document: the audit standard reviewers check, item by item. */
export function GuideDrawer({
  type,
  onClose,
}: {
  type: AuditStandardType | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('apps');
  const mobile = useIsMobile();
  const standard = useAuditStandard(type);
  const title = type === 2 ? t('center.guide.techTitle') : t('center.guide.contentTitle');
  return (
    <Drawer
      open={type !== null}
      onClose={onClose}
      title={title}
      size={mobile ? '100%' : 520}
      closable={{ 'aria-label': t('center.guide.close') }}
    >
      <p className="create-app__intro">{t('center.guide.intro')}</p>
      {standard.isPending ? <Skeleton active /> : null}
      {standard.isError ? (
        <Alert type="error" showIcon title={t('center.guide.loadFailed')} />
      ) : null}
      {standard.data ? (
        <ol className="guide-list portal-list">
          {standard.data.standard.items.map((item) => (
            <li key={item.id} className="guide-list__item">
              <h3 className="guide-list__name">{item.name}</h3>
              <p className="guide-list__row">
                <span className="guide-list__label">{t('center.guide.require')}</span>
                {item.require}
              </p>
              <p className="guide-list__row">
                <span className="guide-list__label">{t('center.guide.how')}</span>
                {item.desc}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </Drawer>
  );
}
