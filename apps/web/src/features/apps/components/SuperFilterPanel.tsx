import { SearchOutlined } from '@ant-design/icons';
import { SearchStatus } from '@vrportal/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import { useAppCfgInfo } from '../api/get-app-cfg-info';
import type { AppSearch } from '../api/keys';
import { initialFilters, toSearch, type FilterValues } from '../lib/filters';

/**
 * The super accounts' filters over all apps: name, App ID, package name, category, review
 * status (all, 21 under review, 22 passed, 23 not passed) and drafts (0 hide, 1 show).
 */
export function SuperFilterPanel({
  onSearch,
  onReset,
  searching,
}: {
  onSearch: (search: AppSearch) => void;
  onReset: () => void;
  searching: boolean;
}) {
  const { t } = useTranslation('apps');
  const [form] = Form.useForm<FilterValues>();
  const cfg = useAppCfgInfo();
  const zh = currentLang() === 'zh';
  const categories = [
    { value: 0, label: t('filters.cgyAll') },
    ...(cfg.data?.cgys ?? []).map((c) => ({ value: c.value, label: zh ? c.chinese : c.english })),
  ];
  const statuses = [
    { value: SearchStatus.all, label: t('filters.statusAll') },
    { value: SearchStatus.inReview, label: t('filters.status21') },
    { value: SearchStatus.passed, label: t('filters.status22') },
    { value: SearchStatus.failed, label: t('filters.status23') },
  ];

  return (
    <section
      className="app-filters portal-surface portal-surface--round"
      aria-labelledby="app-filters-title"
    >
      <h2 id="app-filters-title" className="app-filters__title">
        {t('filters.title')}
      </h2>
      <Form
        form={form}
        name="app-filters"
        layout="vertical"
        initialValues={initialFilters}
        onFinish={(values) => onSearch(toSearch(values))}
        className="app-filters__form"
      >
        <Form.Item name="name" label={t('filters.name')}>
          <Input allowClear maxLength={128} />
        </Form.Item>
        <Form.Item name="appId" label={t('filters.appId')}>
          <Input allowClear maxLength={128} spellCheck={false} />
        </Form.Item>
        <Form.Item name="pkg" label={t('filters.pkg')}>
          <Input allowClear maxLength={128} spellCheck={false} />
        </Form.Item>
        <Form.Item name="cgy" label={t('filters.cgy')}>
          <Select options={categories} loading={cfg.isPending} />
        </Form.Item>
        <Form.Item name="status" label={t('filters.status')}>
          <Select options={statuses} />
        </Form.Item>
        <Form.Item name="showDoodle" label={t('filters.drafts')}>
          <Select
            options={[
              { value: 0, label: t('filters.draftsHide') },
              { value: 1, label: t('filters.draftsShow') },
            ]}
          />
        </Form.Item>
        <div className="app-filters__actions">
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('filters.reset')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching}>
            {t('filters.search')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
