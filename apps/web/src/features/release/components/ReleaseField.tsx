import type { ReleaseInputField } from '@vrportal/contract';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseRule } from '../lib/field-rules';

/** A field of the release form checked by the contract's rule of that field (see releaseRule). */
export function ReleaseField({
  name,
  label,
  channel,
  required,
  extra,
  normalize,
  children,
}: {
  name: ReleaseInputField;
  label: string;
  /** a business channel's release (some rules differ from the main store's) */
  channel: boolean;
  required?: boolean;
  extra?: ReactNode;
  normalize?: (value: string) => string;
  /** the field's one control */
  children: ReactNode;
}) {
  const { t } = useTranslation('release');
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      extra={extra}
      normalize={normalize}
      rules={[releaseRule(t, name, channel)]}
    >
      {children}
    </Form.Item>
  );
}
