import { Alert, Button, Drawer, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isApiError } from '@/lib/api-client';
import { failureText, refusedField } from '../lib/refusal';
import { usePlatformText } from '../lib/texts';

/**
 * The create and edit drawer of an item: the form, and Cancel and Save at its foot with the
 * server's refusal above them (its error-code text, also put on the field it concerns). The
 * whole screen width under 750 px.
 */
export function FormDrawer<V extends object>({
  open,
  title,
  form,
  initialValues,
  onClose,
  onSave,
  saving,
  testId,
  fieldFor = refusedField,
  children,
}: {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  onClose: () => void;
  /** sends the checked values; rejects with the server's refusal */
  onSave: (values: V) => Promise<unknown>;
  saving: boolean;
  /** names the drawer (class plat-drawer--<testId>) */
  testId: string;
  /** the form field a refusal concerns */
  fieldFor?: (error: unknown) => string | null;
  children: ReactNode;
}) {
  const t = usePlatformText();
  const mobile = useIsMobile();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = async () => {
    setRefusal(null);
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      setRefusal(t('form.errors.fixFields'));
      return;
    }
    try {
      await onSave(values);
    } catch (error) {
      const text = failureText(error, t);
      setRefusal(text);
      const field = isApiError(error) ? fieldFor(error) : null;
      if (field) {
        form.setFields([{ name: field as never, errors: [text] }]);
        form.scrollToField(field as never, { block: 'center' });
      }
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      size={mobile ? '100%' : 640}
      onClose={onClose}
      destroyOnHidden
      maskClosable={false}
      rootClassName={`plat-drawer plat-drawer--${testId}`}
      classNames={{ body: 'plat-drawer__body', footer: 'plat-drawer__footer' }}
      footer={
        <div className="plat-drawer__foot">
          {refusal ? (
            <Alert
              type="error"
              showIcon
              className="plat-drawer__refusal"
              title={refusal}
              role="alert"
              data-testid="form-refusal"
            />
          ) : null}
          <div className="plat-drawer__buttons">
            <Button onClick={onClose}>{t('form.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('form.save')}
            </Button>
          </div>
        </div>
      }
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        scrollToFirstError={{ block: 'center' }}
        requiredMark
        onValuesChange={() => setRefusal(null)}
      >
        {children}
      </Form>
    </Drawer>
  );
}
