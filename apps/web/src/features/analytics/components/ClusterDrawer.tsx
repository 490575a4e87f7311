import { Drawer, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { FactList } from '@/components/FactList';
import { formatTime } from '@/lib/time';
import { useVitalsCluster } from '../api/vitals';

/** A crash cluster: its sample stack, the builds and device models it was reported on. */
export function ClusterDrawer({
  appId,
  clusterId,
  onClose,
}: {
  appId: string;
  clusterId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('analytics');
  const cluster = useVitalsCluster(appId, clusterId);
  const c = cluster.data;
  return (
    <Drawer
      open={clusterId !== null}
      onClose={onClose}
      title={t('vitals.cluster')}
      size="large"
      className="ana-cluster"
      destroyOnHidden
    >
      {!c ? (
        <Spin />
      ) : (
        <div data-testid="cluster-detail">
          <p>
            <Tag color={c.type === 'crash' ? 'red' : 'orange'}>{t(`vitals.type.${c.type}`)}</Tag>
            <code className="ana-cluster__signature">{c.signature}</code>
          </p>
          <FactList
            className="ana-cluster__facts"
            items={[
              { label: t('vitals.col.reports'), children: c.count },
              {
                label: t('vitals.col.devices'),
                children: c.devices === null ? t('vitals.fewDevices') : c.devices,
              },
              { label: t('vitals.col.firstSeen'), children: formatTime(c.firstSeen) },
              { label: t('vitals.col.lastSeen'), children: formatTime(c.lastSeen) },
              {
                label: t('vitals.col.builds'),
                children: c.versions.map((v) => `${v.versionCode} × ${v.count}`).join(', '),
              },
              {
                label: t('vitals.col.models'),
                value:
                  [
                    ...c.models.map((m) => `${m.model} × ${m.count}`),
                    ...(c.others > 0 ? [t('vitals.otherModels', { count: c.others })] : []),
                  ].join(', ') || '—',
              },
              { label: t('vitals.col.os'), children: c.sampleOsVersion || '—' },
            ].map((item, i) => ({ key: String(i), ...item }))}
          />
          <h3 className="ana-cluster__stack-title">{t('vitals.sampleStack')}</h3>
          <pre className="ana-cluster__stack" tabIndex={0} data-testid="cluster-stack">
            {c.sampleStack}
          </pre>
        </div>
      )}
    </Drawer>
  );
}
