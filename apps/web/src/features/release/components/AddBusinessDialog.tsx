import { businessIdPattern } from '../lib/business-id';
import { releaseLimits } from '@vrportal/contract';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useBindBusiness } from '../api/bind-business';

/** "Add business": links a business by its ID; the business confirms through a mailed link. */
export function AddBusinessDialog({
  appId,
  cId,
  open,
  onClose,
}: {
  appId: string;
  cId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('release');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ bId: string }>();
  const bind = useBindBusiness(appId, cId);

  const submit = async () => {
    const { bId } = await form.validateFields();
    try {
      await bind.mutateAsync(bId.trim().toLowerCase());
      void message.success(t('config.added'));
      form.resetFields();
      onClose();
    } catch (failure) {
      if (isApiError(failure) && !failure.handled) {
        form.setFields([{ name: 'bId', errors: [failure.errMsg || failure.message] }]);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t('config.addTitle')}
      okText={t('config.addOk')}
      cancelText={t('channels.cancel')}
      confirmLoading={bind.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('config.addText', { days: releaseLimits.businessLinkValidDays })}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="bId"
          label={t('config.bId')}
          rules={[
            { required: true, whitespace: true, message: t('config.bIdRequired') },
            { pattern: businessIdPattern, message: t('config.bIdFormat') },
          ]}
        >
          <Input autoFocus maxLength={32} showCount spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
