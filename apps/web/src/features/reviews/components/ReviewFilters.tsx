import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Input, Select } from 'antd';
import { playerReviewLimits } from '@vrportal/contract';
import { useExportReviews } from '../api/review-export';
import { noFilters, type ReviewFilterValues } from '../lib/filters';
import type { ReviewsText } from '../lib/texts';

const ANY = 'any';

/** Rating, language, version, reply and words; the export takes the same filters. */
export function ReviewFilters({
  appId,
  value,
  onChange,
  languages,
  versionCodes,
  t,
}: {
  appId: string;
  value: ReviewFilterValues;
  onChange: (next: ReviewFilterValues) => void;
  languages: string[];
  versionCodes: number[];
  t: ReviewsText;
}) {
  const { message } = App.useApp();
  const exporting = useExportReviews(appId);
  const set = (patch: Partial<ReviewFilterValues>) => onChange({ ...value, ...patch });
  const pick = <T,>(v: string, of: (v: string) => T) => (v === ANY ? null : of(v));

  return (
    <div className="rv-filters" role="search" aria-label={t('filters.title')}>
      <Select
        className="rv-filters__field"
        aria-label={t('filters.rating')}
        data-testid="rv-filter-rating"
        value={value.rating === null ? ANY : String(value.rating)}
        onChange={(v) => set({ rating: pick(v, Number) })}
        options={[
          { value: ANY, label: t('filters.anyRating') },
          ...[5, 4, 3, 2, 1].map((n) => ({
            value: String(n),
            label: n === 1 ? t('filters.ratingOne') : t('filters.ratingValue', { count: n }),
          })),
        ]}
      />
      <Select
        className="rv-filters__field"
        aria-label={t('filters.language')}
        value={value.language ?? ANY}
        onChange={(v) => set({ language: pick(v, String) })}
        options={[
          { value: ANY, label: t('filters.anyLanguage') },
          ...languages.map((l) => ({ value: l, label: l })),
        ]}
      />
      <Select
        className="rv-filters__field"
        aria-label={t('filters.version')}
        value={value.versionCode === null ? ANY : String(value.versionCode)}
        onChange={(v) => set({ versionCode: pick(v, Number) })}
        options={[
          { value: ANY, label: t('filters.anyVersion') },
          ...versionCodes.map((c) => ({ value: String(c), label: String(c) })),
        ]}
      />
      <Select
        className="rv-filters__field"
        aria-label={t('filters.replied')}
        value={value.replied === null ? ANY : String(value.replied)}
        onChange={(v) => set({ replied: pick(v, (x) => x === 'true') })}
        options={[
          { value: ANY, label: t('filters.anyReply') },
          { value: 'true', label: t('filters.repliedYes') },
          { value: 'false', label: t('filters.repliedNo') },
        ]}
      />
      <Input.Search
        className="rv-filters__search"
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={playerReviewLimits.searchMax}
        defaultValue={value.q}
        allowClear
        onSearch={(q) => set({ q })}
      />
      <div className="rv-filters__actions">
        <Button onClick={() => onChange(noFilters)}>{t('filters.clear')}</Button>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting.isPending}
          onClick={() =>
            exporting.mutate(value, {
              onSuccess: (name) => void message.success(t('filters.exported', { name })),
              onError: () => void message.error(t('filters.exportFailed')),
            })
          }
        >
          {t('filters.export')}
        </Button>
      </div>
    </div>
  );
}
