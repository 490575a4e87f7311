import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Form, Input, Modal, Spin } from 'antd';
import { useId, useState } from 'react';
import type { Lang } from '@/lib/lang';
import { failureText } from '../api/calls';
import { useOrderLookup } from '../api/finance-orders';
import type { DayRange } from '../lib/range';
import type { OverviewText } from '../lib/texts';
import { OrderDetail } from './OrderDetail';

/** Order ids are at most this long (the call's limit). */
const ORDER_ID_MAX = 128;

/**
 * The order search: an order id typed in, the order of the range with that id shown with its
 * details, or "no order with this ID in the range".
 */
export function OrderSearchDialog({
  open,
  range,
  onClose,
  lang,
  t,
}: {
  open: boolean;
  range: DayRange;
  onClose: () => void;
  lang: Lang;
  t: OverviewText;
}) {
  const [form] = Form.useForm<{ orderId: string }>();
  const [asked, setAsked] = useState<string | null>(null);
  const lookup = useOrderLookup(range, asked);
  const found = lookup.data?.list[0];
  const inputId = useId();

  return (
    <Modal
      open={open}
      title={t('search.title')}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (!visible) {
          form.resetFields();
          setAsked(null);
        }
      }}
      footer={<Button onClick={onClose}>{t('search.close')}</Button>}
      className="fo-search"
    >
      <p className="fo-search__scope">
        {t('search.scope', { start: range.start, end: range.end })}
      </p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ orderId }) => setAsked(orderId.trim())}
      >
        <Form.Item
          label={t('search.field')}
          htmlFor={inputId}
          required
          className="fo-search__field"
        >
          <div className="fo-search__row">
            <Form.Item
              name="orderId"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('search.required') }]}
            >
              <Input
                id={inputId}
                placeholder={t('search.placeholder')}
                maxLength={ORDER_ID_MAX}
                autoComplete="off"
                spellCheck={false}
                allowClear
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SearchOutlined />}
              loading={lookup.isFetching}
            >
              {t('search.submit')}
            </Button>
          </div>
        </Form.Item>
      </Form>
      <div className="fo-search__result" aria-live="polite">
        {!asked ? null : lookup.isPending ? (
          <div className="fo-search__loading">
            <Spin />
          </div>
        ) : lookup.isError ? (
          <Alert
            type="warning"
            showIcon
            title={failureText(lookup.error) ?? t('page.loadFailed')}
          />
        ) : found ? (
          <OrderDetail order={found} lang={lang} t={t} />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={<span data-testid="order-not-found">{t('search.notFound')}</span>}
          />
        )}
      </div>
    </Modal>
  );
}
