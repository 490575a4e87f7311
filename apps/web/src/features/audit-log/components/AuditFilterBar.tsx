import { DownloadOutlined } from '@ant-design/icons';
import { auditActionTexts } from '@vrportal/contract';
import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from '@/lib/dayjs';
import { PORTAL_TODAY_POPUP, portalTodayCell } from '@/components/DayRangeBar';
import { DAY_FORMAT, dayOf, portalToday } from '@/lib/day-range';
import type { Lang } from '@/lib/lang';
import type { AppName } from '@/lib/org-apps';
import { browserClock, usePortalClock } from '@/lib/portal-clock';
import { hasFilters, NO_FILTERS, type AuditFilterState } from '../lib/filters';
import type { AuditText } from '../lib/texts';

interface MemberName {
  accountId: string;
  account: string;
}

/** The action filter's choices: every action the log names, in the reader's language. */
export function actionOptions(lang: Lang) {
  return Object.entries(auditActionTexts).map(([value, texts]) => ({ value, label: texts[lang] }));
}

/**
 * The filters of the log (member, action, app, days) and the export of what they keep. Each
 * field says what it holds when nothing is chosen ("All members"); a change starts at page 1.
 * Days are the portal's, as the server filters by them: none after the portal's today.
 */
export function AuditFilterBar({
  filters,
  onChange,
  members,
  apps,
  lang,
  exporting,
  onExport,
  mobile,
  t,
}: {
  filters: AuditFilterState;
  onChange: (filters: AuditFilterState) => void;
  members: readonly MemberName[] | undefined;
  apps: readonly AppName[] | undefined;
  lang: Lang;
  exporting: boolean;
  onExport: () => void;
  mobile: boolean;
  t: AuditText;
}) {
  const set = (patch: Partial<AuditFilterState>) => onChange({ ...filters, ...patch });
  const clock = usePortalClock();
  // nothing is sent before a pick: until the portal's clock is in, the browser's stands in
  const today = portalToday(clock ?? browserClock());
  const days: [Dayjs, Dayjs] | null = filters.days
    ? [dayjs(filters.days.start), dayjs(filters.days.end)]
    : null;
  return (
    <div className="audit-filters portal-surface" role="group" aria-label={t('filters.label')}>
      <div className="audit-filters__fields">
        <div className="audit-filters__field">
          <label htmlFor="audit-filter-member">{t('filters.member')}</label>
          <Select
            id="audit-filter-member"
            data-testid="audit-filter-member"
            value={filters.accountId ?? undefined}
            placeholder={t('filters.memberAll')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={!members}
            options={(members ?? []).map((m) => ({ value: m.accountId, label: m.account }))}
            onChange={(accountId?: string) => set({ accountId: accountId ?? null })}
          />
        </div>
        <div className="audit-filters__field">
          <label htmlFor="audit-filter-action">{t('filters.action')}</label>
          <Select
            id="audit-filter-action"
            data-testid="audit-filter-action"
            value={filters.action ?? undefined}
            placeholder={t('filters.actionAll')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={actionOptions(lang)}
            onChange={(action?: string) => set({ action: action ?? null })}
          />
        </div>
        <div className="audit-filters__field">
          <label htmlFor="audit-filter-app">{t('filters.app')}</label>
          <Select
            id="audit-filter-app"
            data-testid="audit-filter-app"
            value={filters.appId ?? undefined}
            placeholder={t('filters.appAll')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={!apps}
            options={(apps ?? []).map((app) => ({ value: app.id, label: app.name || app.id }))}
            onChange={(appId?: string) => set({ appId: appId ?? null })}
          />
        </div>
        <div className="audit-filters__field audit-filters__field--days">
          <label htmlFor="audit-filter-days">{t('filters.days')}</label>
          <DatePicker.RangePicker
            id={{ start: 'audit-filter-days' }}
            className="audit-filters__days"
            value={days}
            format={DAY_FORMAT}
            allowClear
            placeholder={[t('filters.start'), t('filters.end')]}
            disabledDate={(day: Dayjs) => day.isAfter(today, 'day')}
            cellRender={portalTodayCell(today)}
            classNames={{ popup: { root: `audit-range__popup ${PORTAL_TODAY_POPUP}` } }}
            // narrow: the two months stand one above the other, taller than the space above or
            // below the field, so they open below it, where the page scrolls, never above the top
            placement="bottomLeft"
            popupAlign={mobile ? { overflow: { adjustX: 1, adjustY: false } } : undefined}
            onChange={(picked) => {
              const [start, end] = picked ?? [];
              set({ days: start && end ? { start: dayOf(start), end: dayOf(end) } : null });
            }}
          />
        </div>
      </div>
      <div className="audit-filters__actions">
        {hasFilters(filters) ? (
          <Button onClick={() => onChange(NO_FILTERS)}>{t('filters.clear')}</Button>
        ) : null}
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={onExport}
          data-testid="audit-export"
        >
          {t('export.button')}
        </Button>
      </div>
    </div>
  );
}
