import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { releaseLimits } from '@vrportal/contract';
import { releaseRule } from '../lib/field-rules';
import { LocalizedFields } from './LocalizedFields';

/** Step 1: name, first letter, one-line sentence and description per language. */
export function DescriptionStep({ channel, disabled }: { channel: boolean; disabled: boolean }) {
  const { t } = useTranslation('release');
  return (
    <>
      <LocalizedFields
        field="name"
        label={t('description.name')}
        required
        channel={channel}
        disabled={disabled}
      />
      <Form.Item
        name="abbr"
        label={t('description.abbr')}
        required
        extra={t('description.abbrHelp')}
        rules={[releaseRule(t, 'abbr', channel)]}
        normalize={(value: string) => value.toUpperCase()}
      >
        <Input className="rel-abbr" maxLength={1} disabled={disabled} />
      </Form.Item>
      <LocalizedFields
        field="intros"
        label={t('description.intros')}
        channel={channel}
        disabled={disabled}
      />
      <LocalizedFields
        field="brief"
        label={t('description.brief')}
        multiline
        required
        channel={channel}
        disabled={disabled}
      />
      <Form.Item
        name="allName"
        label={t('description.allName')}
        rules={[releaseRule(t, 'allName', channel)]}
      >
        <Input showCount maxLength={releaseLimits.allNameMax} disabled={disabled} />
      </Form.Item>
    </>
  );
}
