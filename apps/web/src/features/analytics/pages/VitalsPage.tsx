import { Select, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  badBehaviour,
  type CrashType,
  type VitalsCluster,
  type VitalsOverview,
} from '@vrportal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/components/EChart';
import { buildColor } from '@/lib/build-colors';
import { ratesOption } from '@/lib/chart-options';
import { formatTime } from '@/lib/time';
import { useVitalsClusters, useVitalsOverview } from '../api/vitals';
import { AnalyticsFrame } from '../components/AnalyticsFrame';
import { ClusterDrawer } from '../components/ClusterDrawer';
import { ExportBar } from '../components/ExportBar';
import { Panel } from '../components/Panel';
import type { DayRange } from '../lib/range';
import { useFormats } from '../lib/use-formats';
import { useVitalsFilters } from '../hooks/use-vitals-filters';
import '../analytics.css';

/** /vitals: crash and ANR rates per build and day, and the crash clusters with their stacks. */
export default function VitalsPage() {
  return (
    <AnalyticsFrame screen="vitals">
      {(appId, range) => <Vitals appId={appId} range={range} />}
    </AnalyticsFrame>
  );
}

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);

function RateChart({ overview, type }: { overview: VitalsOverview; type: CrashType }) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const option = useMemo(
    () =>
      ratesOption({
        labels: overview.days,
        label: f.day,
        format: (value) => `${value}%`,
        series: overview.builds.map((b, i) => ({
          name: `${b.versionName} (${b.versionCode})`,
          values: b.days.map((d) => (type === 'crash' ? d.crashRate : d.anrRate)),
          color: buildColor(i),
        })),
        threshold: {
          value: badBehaviour[type],
          label: t('vitals.threshold', { rate: badBehaviour[type] }),
        },
      }),
    [overview, type, f.day, t],
  );
  return <EChart option={option} height={260} label={t(`vitals.chart.${type}`)} />;
}

function useClusterColumns(): TableColumnsType<VitalsCluster> {
  const { t } = useTranslation('analytics');
  return [
    {
      title: t('vitals.col.signature'),
      dataIndex: 'signature',
      render: (signature: string, c) => (
        <span className="ana-cluster__sig">
          <Tag color={c.type === 'crash' ? 'red' : 'orange'}>{t(`vitals.type.${c.type}`)}</Tag>
          <code>{signature}</code>
        </span>
      ),
    },
    { title: t('vitals.col.reports'), dataIndex: 'count', width: 96 },
    {
      title: t('vitals.col.devices'),
      dataIndex: 'devices',
      width: 120,
      responsive: ['sm'],
      render: (devices: number | null) =>
        devices === null ? (
          <Tooltip title={t('vitals.fewDevicesHint')}>{t('vitals.fewDevices')}</Tooltip>
        ) : (
          devices
        ),
    },
    {
      title: t('vitals.col.lastSeen'),
      dataIndex: 'lastSeen',
      width: 200,
      responsive: ['md'],
      render: (at: string) => formatTime(at),
    },
  ];
}

function BuildList({ builds }: { builds: VitalsOverview['builds'] }) {
  const { t } = useTranslation('analytics');
  return (
    <ul className="ana-builds">
      {builds.map((b, i) => (
        <li key={b.versionCode} className="ana-builds__item">
          <span
            className="ana-builds__dot"
            style={{ background: buildColor(i) }}
            aria-hidden="true"
          />
          <span className="ana-builds__name">
            {b.versionName} ({b.versionCode})
          </span>
          <span>
            {t('vitals.crashRate')}:{' '}
            <strong data-testid={`crash-rate-${b.versionCode}`}>{percent(b.crashRate)}</strong>
          </span>
          <span>
            {t('vitals.anrRate')}: <strong>{percent(b.anrRate)}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

function ClusterFilters({
  filters,
  builds,
}: {
  filters: ReturnType<typeof useVitalsFilters>;
  builds: VitalsOverview['builds'];
}) {
  const { t } = useTranslation('analytics');
  return (
    <div className="ana-filters">
      <Select
        aria-label={t('vitals.filter.type')}
        value={filters.type ?? 'all'}
        onChange={filters.chooseType}
        options={[
          { value: 'all', label: t('vitals.filter.allTypes') },
          { value: 'crash', label: t('vitals.type.crash') },
          { value: 'anr', label: t('vitals.type.anr') },
        ]}
        style={{ minWidth: 120 }}
      />
      <Select
        aria-label={t('vitals.filter.build')}
        value={filters.versionCode ?? -1}
        onChange={filters.chooseBuild}
        options={[
          { value: -1, label: t('vitals.filter.allBuilds') },
          ...builds.map((b) => ({
            value: b.versionCode,
            label: `${b.versionName} (${b.versionCode})`,
          })),
        ]}
        style={{ minWidth: 140 }}
      />
    </div>
  );
}

function Vitals({ appId, range }: { appId: string; range: DayRange }) {
  const { t } = useTranslation('analytics');
  const overview = useVitalsOverview(appId, range);
  const filters = useVitalsFilters();
  const { type, versionCode, page, setPage } = filters;
  const [open, setOpen] = useState<string | null>(null);
  const clusters = useVitalsClusters(appId, range, { type, versionCode, page });
  const builds = overview.data?.builds ?? [];
  const empty = builds.length === 0;
  const zone = overview.data?.timeZone ?? '';
  const columns = useClusterColumns();

  return (
    <>
      <p className="ana-note">{t('vitals.explain', { zone })}</p>
      <div className="ana-grid">
        {(['crash', 'anr'] as const).map((kind) => (
          <Panel
            key={kind}
            title={t(`vitals.chart.${kind}`)}
            hint={t(`vitals.hint.${kind}`, { rate: badBehaviour[kind] })}
            query={overview}
            empty={empty}
            height={260}
            testId={`vitals-${kind}`}
          >
            {overview.data ? <RateChart overview={overview.data} type={kind} /> : null}
          </Panel>
        ))}
      </div>
      <Panel
        title={t('vitals.builds')}
        query={overview}
        empty={empty}
        height={120}
        testId="vitals-builds"
      >
        <BuildList builds={builds} />
      </Panel>
      <Panel
        title={t('vitals.clusters')}
        hint={t('vitals.clustersHint')}
        query={clusters}
        empty={false}
        height={160}
        testId="vitals-clusters"
        extra={<ClusterFilters filters={filters} builds={builds} />}
      >
        <Table<VitalsCluster>
          rowKey="clusterId"
          size="small"
          columns={columns}
          dataSource={clusters.data?.list ?? []}
          locale={{ emptyText: t('vitals.noClusters') }}
          onRow={(c) => ({
            onClick: () => setOpen(c.clusterId),
            onKeyDown: (event) => {
              if (event.key === 'Enter') setOpen(c.clusterId);
            },
            tabIndex: 0,
            className: 'ana-cluster__row',
            'data-testid': 'cluster-row',
          })}
          pagination={{
            current: page,
            pageSize: 20,
            total: clusters.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      </Panel>
      <ExportBar
        items={[
          {
            key: 'vitals',
            label: t('export.vitals'),
            target: { kind: 'vitals', body: { appId, startTime: range.start, endTime: range.end } },
          },
        ]}
      />
      <ClusterDrawer appId={appId} clusterId={open} onClose={() => setOpen(null)} />
    </>
  );
}
