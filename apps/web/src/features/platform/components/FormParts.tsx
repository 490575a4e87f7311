import { platformLimits, type PlatformImageUseValue } from '@vrportal/contract';
import { Form, Input, InputNumber, Switch, type InputNumberProps } from 'antd';
import { platformRules } from '../lib/rules';
import { usePlatformText } from '../lib/texts';
import { MediaUpload, type MediaKind } from './MediaUpload';

/** The heading of a group of fields. */
export function FormSection({ title }: { title: string }) {
  return <h3 className="plat-form__section">{title}</h3>;
}

/** The API name a game's code calls the item by. */
export function ApiNameField() {
  const t = usePlatformText();
  return (
    <Form.Item
      name="apiName"
      label={t('form.fields.apiName')}
      extra={t('form.fields.apiNameHelp')}
      rules={platformRules(t).apiName()}
    >
      <Input maxLength={platformLimits.apiNameMax} autoComplete="off" spellCheck={false} />
    </Form.Item>
  );
}

/** A whole number not below zero; the field's rules tell the real range. */
export function WholeNumberInput(props: InputNumberProps<number>) {
  // the props are the value, onChange and id the form item hands its control
  return <InputNumber className="plat-number" min={0} precision={0} {...props} />;
}

/** One picture or trailer of the item as a form field, labelled alike on the field and its buttons. */
export function MediaField({
  name,
  label,
  appId,
  use,
  kind,
  widePreview,
  inputId,
  extra,
}: {
  name: string;
  label: string;
  extra?: string;
  appId: string;
  use: PlatformImageUseValue;
  kind?: MediaKind;
  widePreview?: boolean;
  inputId: string;
}) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <MediaUpload
        appId={appId}
        use={use}
        kind={kind}
        widePreview={widePreview}
        label={label}
        inputId={inputId}
      />
    </Form.Item>
  );
}

/** An on/off field: a switch whose form value is a boolean. */
export function SwitchField({
  name,
  label,
  extra,
}: {
  name: string;
  label: string;
  extra?: string;
}) {
  return (
    <Form.Item name={name} label={label} extra={extra} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}
