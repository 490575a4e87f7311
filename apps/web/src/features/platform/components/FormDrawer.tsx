import type { PlatformKind } from '@vrportal/contract';
import { Alert, App, Button, Drawer, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { isApiError } from '@/lib/api-client';
import { hasApiName, openingValues, type ItemValues } from '../lib/item-form';
import { failureText, refusedField } from '../lib/refusal';
import { usePlatformText } from '../lib/texts';
import { ApiNameField, FormSection } from './FormParts';

/** What a list page hands the create and edit form of an item. */
export interface ItemFormProps<T> {
  appId: string;
  /** the item edited, or null for a new one */
  item: T | null;
  nameOf: (item: T) => string;
  onClose: () => void;
}

/**
 * The create and edit drawer of an item: the form, and Cancel and Save at its foot with the
 * server's refusal above them (its error-code text, also put on the field it concerns); a saved
 * item is told and the drawer closes. The form opens with its basics, the API name first for the
 * kinds a game calls by it. The whole screen width under 750 px.
 */
export function FormDrawer<
  V extends object,
  T extends { id: string },
  S extends { appId: string; id?: string },
>({
  kind,
  appId,
  item,
  nameOf,
  onClose,
  form,
  values,
  save,
  fieldFor = refusedField,
  children,
}: ItemFormProps<T> & {
  /** names the drawer (class plat-drawer--<kind>) and a new item's title */
  kind: PlatformKind;
  form: FormInstance<V>;
  /** the form's values of the item or a new one, and the save call's fields from them */
  values: ItemValues<T, V, S>;
  /**
   * the kind's save call, given the app, an edited item's id and the kind's fields; rejects with
   * the server's refusal
   */
  save: { mutateAsync: (request: S) => Promise<unknown>; isPending: boolean };
  /** the form field a refusal concerns */
  fieldFor?: (error: unknown) => string | null;
  children: ReactNode;
}) {
  const t = usePlatformText();
  const mobile = useIsMobile();
  const { message } = App.useApp();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    let checked: V;
    try {
      checked = await form.validateFields();
    } catch {
      setRefusal(t('form.errors.fixFields'));
      return;
    }
    try {
      // the kind's own fields and the two every save call has make the whole request
      await save.mutateAsync({
        appId,
        ...(item ? { id: item.id } : {}),
        ...values.request(checked),
      } as S);
      void message.success(t('form.saved'));
      onClose();
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
      open
      title={
        item === null ? t(`form.createTitle.${kind}`) : t('form.editTitle', { name: nameOf(item) })
      }
      size={mobile ? '100%' : 640}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      rootClassName={`plat-drawer plat-drawer--${kind}`}
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
            <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
              {t('form.save')}
            </Button>
          </div>
        </div>
      }
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={openingValues(values, item)}
        scrollToFirstError={{ block: 'center' }}
        requiredMark
        onValuesChange={() => setRefusal(null)}
      >
        <FormSection title={t('form.sections.basics')} />
        {hasApiName(kind) ? <ApiNameField /> : null}
        {children}
      </Form>
    </Drawer>
  );
}
