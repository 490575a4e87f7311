import { ErrorCode } from '@vrportal/contract';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useCreateApp } from '../api/create-app';
import { nameErrorKey, pkgErrorKey } from '../lib/create-app-checks';

interface CreateValues {
  name: string;
  pkg: string;
}

/**
 * The create dialog: app name (2 to 80) and package name, checked as they are typed; a package
 * name already taken (10512) shows under its field.
 */
export function CreateAppDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (app: { appId: string; name: string }) => void;
}) {
  const { t } = useTranslation('apps');
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateApp();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setFailure(null);
    create.reset();
    onClose();
  };

  const submit = async ({ name, pkg }: CreateValues) => {
    setFailure(null);
    const body = { name: name.trim(), pkg: pkg.trim() };
    try {
      const { appId } = await create.mutateAsync(body);
      form.resetFields();
      onCreated({ appId, name: body.name });
    } catch (error) {
      if (isApiError(error) && error.is(ErrorCode.pkgTaken)) {
        form.setFields([{ name: 'pkg', errors: [t('create.pkgTaken')] }]);
      } else if (!isApiError(error) || !error.handled) {
        setFailure(t('create.failed'));
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t('create.title')}
      onCancel={close}
      destroyOnHidden
      footer={null}
      width={520}
    >
      <p className="create-app__intro">{t('create.intro')}</p>
      {failure ? (
        <Alert className="create-app__alert" type="error" showIcon title={failure} />
      ) : null}
      <Form
        form={form}
        name="create-app"
        layout="vertical"
        requiredMark={false}
        scrollToFirstError={{ block: 'center', focus: true }}
        onFinish={(input) => void submit(input)}
      >
        <Form.Item
          name="name"
          label={t('create.name')}
          validateDebounce={300}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const key = nameErrorKey(value);
                return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={80} showCount placeholder={t('create.namePlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item
          name="pkg"
          label={t('create.pkg')}
          extra={t('create.pkgHint')}
          validateDebounce={300}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const key = pkgErrorKey(value);
                return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input
            maxLength={128}
            placeholder={t('create.pkgPlaceholder')}
            autoComplete="off"
            spellCheck={false}
          />
        </Form.Item>
        <div className="create-app__actions">
          <Button onClick={close}>{t('create.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
