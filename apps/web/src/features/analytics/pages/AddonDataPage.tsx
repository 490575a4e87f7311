import { datacenterLimits } from '@vrportal/contract';
import { Radio, Select, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useAddonAllIncome, useAddonDetail, useAddonSkus, useAddonTendency } from '../api/figures';
import { AnalyticsFrame } from '../components/AnalyticsFrame';
import { TrendPanel, type Point } from '../components/Charts';
import { Counters } from '../components/Counters';
import { ExportBar, type ExportItem } from '../components/ExportBar';
import { Panel } from '../components/Panel';
import { NO_FIGURE, addonName } from '../lib/format';
import { TREND_COLORS } from '../lib/palette';
import type { DayRange } from '../lib/range';
import { useFormats } from '../lib/use-formats';
import '../analytics.css';

type Measure = 'volume' | 'revenue';

/** /addonanalysis: add-on sales and revenue, their trend by SKU and the add-on table (spec 2.5). */
export default function AddonDataPage() {
  return (
    <AnalyticsFrame screen="addonAnalysis">
      {(appId, range) => <AddonData appId={appId} range={range} />}
    </AnalyticsFrame>
  );
}

function AddonData({ appId, range }: { appId: string; range: DayRange }) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const totals = useAddonAllIncome(appId, range);
  // the trend's add-on, which its export follows ('' for every add-on)
  const [sku, setSku] = useState('');
  const all = totals.data?.allIncome;
  // no add-on sold in the range: nothing to count
  const none = !all || (all.allSaleCount === 0 && all.allIncome === 0);
  const counters = [
    {
      key: 'addonSales',
      label: t('counter.addonSales'),
      value: none ? NO_FIGURE : f.count(all.allSaleCount),
    },
    {
      key: 'addonIncome',
      label: t('counter.addonIncome'),
      value: none ? NO_FIGURE : f.yuan(all.allIncome),
    },
  ];
  const body = { appId, startTime: range.start, endTime: range.end };
  const exports: ExportItem[] = [
    {
      key: 'addonSales',
      label: t('export.addonSales'),
      target: { kind: 'addonSales', body: sku ? { ...body, sku } : body },
    },
    { key: 'addonDetail', label: t('export.addonDetail'), target: { kind: 'addonDetail', body } },
  ];

  return (
    <>
      <Counters items={counters} query={totals} />
      <div className="ana-grid ana-grid--single">
        <AddonTrend appId={appId} range={range} sku={sku} onSku={setSku} />
        {/* a new range starts the table on its first page */}
        <AddonTable key={`${range.start}:${range.end}`} appId={appId} range={range} />
      </div>
      <ExportBar items={exports} />
    </>
  );
}

function AddonTrend({
  appId,
  range,
  sku,
  onSku,
}: {
  appId: string;
  range: DayRange;
  sku: string;
  onSku: (sku: string) => void;
}) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const [measure, setMeasure] = useState<Measure>('volume');
  const skus = useAddonSkus(appId);
  const trend = useAddonTendency(appId, range, sku);
  const revenue = measure === 'revenue';
  // revenue is drawn in yuan; the total adds up the fen
  const points = useMemo(
    (): Point[] | undefined =>
      trend.data?.allIncomeList.map((p) => ({
        label: p.time,
        value: revenue ? p.allIncome / 100 : p.allSaleCount,
      })),
    [trend.data, revenue],
  );
  const yuan = useMemo(
    () => ({
      format: (value: number) => f.yuan(Math.round(value * 100)),
      axis: (value: number) => `¥${f.count(value)}`,
    }),
    [f],
  );
  const totalOf = (values: number[]) => {
    const sum = values.reduce((a, b) => a + b, 0);
    return revenue ? yuan.format(sum) : f.count(sum);
  };
  const options = [
    { value: '', label: t('chart.allSkus') },
    ...(skus.data?.skus ?? []).map((item) => ({
      value: item.sku,
      label: `${addonName(item.name, f.lang)} (${item.sku})`,
    })),
  ];

  return (
    <TrendPanel
      testId="chart-addon-trend"
      title={t('chart.addonTrend')}
      query={trend}
      points={points}
      format={revenue ? yuan.format : f.count}
      total={totalOf}
      label={f.day}
      whole={!revenue}
      axis={revenue ? yuan.axis : undefined}
      color={TREND_COLORS.addons}
      extra={
        <div className="ana-trend-filters">
          <Select
            className="ana-trend-filters__sku"
            aria-label={t('chart.sku')}
            value={sku}
            options={options}
            loading={skus.isPending}
            onChange={onSku}
            popupMatchSelectWidth={false}
          />
          <Radio.Group
            optionType="button"
            aria-label={t('chart.measure')}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as Measure)}
            options={[
              { value: 'volume', label: t('chart.volume') },
              { value: 'revenue', label: t('chart.revenue') },
            ]}
          />
        </div>
      }
    />
  );
}

interface Row {
  name: string;
  sku: string;
  sales: number;
  revenue: number;
}

function AddonTable({ appId, range }: { appId: string; range: DayRange }) {
  const { t } = useTranslation('analytics');
  const f = useFormats();
  const mobile = useIsMobile();
  const [paging, setPaging] = useState({ page: 1, size: 5 });
  const detail = useAddonDetail(appId, range, paging.page, paging.size);
  const rows = useMemo(
    (): Row[] =>
      (detail.data?.content ?? []).map((item) => ({
        name: addonName(item.name, f.lang),
        sku: item.sku,
        sales: item.allSaleCount,
        revenue: item.allIncome,
      })),
    [detail.data, f.lang],
  );
  const total = detail.data?.totalCount ?? 0;

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('table.name'),
      dataIndex: 'name',
      render: (name: string, row) =>
        mobile ? (
          <>
            <span className="ana-table__name">{name}</span>
            <span className="ana-table__sku">{row.sku}</span>
          </>
        ) : (
          name
        ),
    },
    ...(mobile
      ? []
      : [{ key: 'sku', title: t('table.sku'), dataIndex: 'sku' } as TableColumnsType<Row>[number]]),
    {
      key: 'sales',
      title: t('table.sales'),
      dataIndex: 'sales',
      align: 'right',
      render: (value: number) => f.count(value),
    },
    {
      key: 'revenue',
      title: t('table.revenue'),
      dataIndex: 'revenue',
      align: 'right',
      render: (value: number) => f.yuan(value),
    },
  ];

  return (
    <Panel
      title={t('table.title')}
      query={detail}
      empty={total === 0}
      height={200}
      testId="addon-table"
    >
      <Table<Row>
        className="ana-table"
        rowKey="sku"
        size={mobile ? 'small' : 'middle'}
        columns={columns}
        dataSource={rows}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total,
          pageSizeOptions: datacenterLimits.detailPageSizes.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (count, [start, end]) => t('table.range', { start, end, total: count }),
          size: mobile ? 'small' : undefined,
          onChange: (page, size) =>
            setPaging((current) => ({ page: size === current.size ? page : 1, size })),
        }}
      />
    </Panel>
  );
}
