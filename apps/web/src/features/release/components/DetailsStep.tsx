import {
  AGE_RATINGS,
  APP_LANGUAGES,
  CONTROL_MODE_BITS,
  GAME_MODE_BITS,
  NETWORK_MODES,
  PERMISSIONS,
  RELEASE_CATEGORIES,
  RELEASE_TAGS,
  releaseLimits,
  VR_COMFORT_LEVELS,
} from '@vrportal/contract';
import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { optionLabel, toOptions } from '../lib/labels';
import { ReleaseField } from './ReleaseField';

/** Step 2: category and tags, languages, permissions, modes, ratings, developer, records. */
export function DetailsStep({ channel, disabled }: { channel: boolean; disabled: boolean }) {
  const { t } = useTranslation('release');
  const form = Form.useFormInstance();
  const cgy = Form.useWatch('cgy', { form, preserve: true }) as number | null | undefined;
  const tags = RELEASE_TAGS.filter((tag) => tag.cgy === cgy).map((tag) => ({
    value: tag.tag,
    label: optionLabel(tag),
  }));

  return (
    <div className="rel-details">
      {/* the full name is saved with this step's fields (spec: allName is in step 2) */}
      <ReleaseField name="allName" label={t('details.allName')} channel={channel}>
        <Input showCount maxLength={releaseLimits.allNameMax} disabled={disabled} />
      </ReleaseField>
      <ReleaseField name="cgy" label={t('details.cgy')} required channel={channel}>
        <Radio.Group
          disabled={disabled}
          options={toOptions(RELEASE_CATEGORIES)}
          onChange={(event) => {
            // tags belong to one category: those of the other one go
            const next = event.target.value as number;
            const kept = ((form.getFieldValue('tag') as number[] | undefined) ?? []).filter(
              (tag) => RELEASE_TAGS.find((r) => r.tag === tag)?.cgy === next,
            );
            form.setFieldValue('tag', kept);
          }}
        />
      </ReleaseField>
      <ReleaseField
        name="tag"
        label={t('details.tag')}
        required
        extra={
          cgy ? t('details.tagHelp', { max: releaseLimits.tagsMax }) : t('details.tagNeedsCgy')
        }
        channel={channel}
      >
        <Select
          mode="multiple"
          maxCount={releaseLimits.tagsMax}
          options={tags}
          disabled={disabled || !cgy}
          placeholder={t('details.choose')}
        />
      </ReleaseField>
      <ReleaseField
        name="lang"
        label={t('details.lang')}
        required
        extra={t('details.langHelp', { max: releaseLimits.langsMax })}
        channel={channel}
      >
        <Select
          mode="multiple"
          maxCount={releaseLimits.langsMax}
          options={toOptions(APP_LANGUAGES)}
          disabled={disabled}
          placeholder={t('details.choose')}
        />
      </ReleaseField>
      <Form.Item name="authority" label={t('details.authority')}>
        <Checkbox.Group options={toOptions(PERMISSIONS)} disabled={disabled} />
      </Form.Item>
      <Form.Item name="nMode" label={t('details.nMode')} required>
        <Radio.Group options={toOptions(NETWORK_MODES)} disabled={disabled} />
      </Form.Item>
      <Form.Item name="gameMode" label={t('details.gameMode')}>
        <Checkbox.Group options={toOptions(GAME_MODE_BITS)} disabled={disabled} />
      </Form.Item>
      <Form.Item name="controlMode" label={t('details.controlMode')} required>
        <Checkbox.Group options={toOptions(CONTROL_MODE_BITS)} disabled={disabled} />
      </Form.Item>
      <Form.Item name="ageRating" label={t('details.ageRating')}>
        <Select
          allowClear
          disabled={disabled}
          placeholder={t('details.choose')}
          options={AGE_RATINGS.map((age) => ({ value: age, label: t('details.age', { age }) }))}
        />
      </Form.Item>
      <Form.Item name="vrComfortLevel" label={t('details.vrComfortLevel')}>
        <Radio.Group options={toOptions(VR_COMFORT_LEVELS)} disabled={disabled} />
      </Form.Item>
      <ReleaseField name="developer" label={t('details.developer')} required channel={channel}>
        <Input showCount maxLength={releaseLimits.developerMax} disabled={disabled} />
      </ReleaseField>
      <ReleaseField name="publisher" label={t('details.publisher')} channel={channel}>
        <Input showCount maxLength={releaseLimits.publisherMax} disabled={disabled} />
      </ReleaseField>
      <ReleaseField name="gopno" label={t('details.gopno')} channel={channel}>
        <Input showCount maxLength={releaseLimits.recordNoMax} disabled={disabled} />
      </ReleaseField>
      <ReleaseField name="nrtno" label={t('details.nrtno')} channel={channel}>
        <Input showCount maxLength={releaseLimits.recordNoMax} disabled={disabled} />
      </ReleaseField>
    </div>
  );
}
