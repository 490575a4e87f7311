import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalizedFields } from './LocalizedFields';
import { ReleaseField } from './ReleaseField';

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
      <ReleaseField
        name="abbr"
        label={t('description.abbr')}
        required
        extra={t('description.abbrHelp')}
        channel={channel}
        normalize={(value) => value.toUpperCase()}
      >
        <Input className="rel-abbr" maxLength={1} disabled={disabled} />
      </ReleaseField>
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
    </>
  );
}
