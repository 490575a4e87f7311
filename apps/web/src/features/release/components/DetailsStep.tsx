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
import { releaseRule } from '../lib/field-rules';
import { optionLabel, toOptions } from '../lib/labels';

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
      <Form.Item
        name="cgy"
        label={t('details.cgy')}
        required
        rules={[releaseRule(t, 'cgy', channel)]}
      >
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
      </Form.Item>
      <Form.Item
        name="tag"
        label={t('details.tag')}
        required
        extra={
          cgy ? t('details.tagHelp', { max: releaseLimits.tagsMax }) : t('details.tagNeedsCgy')
        }
        rules={[releaseRule(t, 'tag', channel)]}
      >
        <Select
          mode="multiple"
          maxCount={releaseLimits.tagsMax}
          options={tags}
          disabled={disabled || !cgy}
          placeholder={t('details.choose')}
        />
      </Form.Item>
      <Form.Item
        name="lang"
        label={t('details.lang')}
        required
        extra={t('details.langHelp', { max: releaseLimits.langsMax })}
        rules={[releaseRule(t, 'lang', channel)]}
      >
        <Select
          mode="multiple"
          maxCount={releaseLimits.langsMax}
          options={toOptions(APP_LANGUAGES)}
          disabled={disabled}
          placeholder={t('details.choose')}
        />
      </Form.Item>
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
      <Form.Item
        name="developer"
        label={t('details.developer')}
        required
        rules={[releaseRule(t, 'developer', channel)]}
      >
        <Input showCount maxLength={releaseLimits.developerMax} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="publisher"
        label={t('details.publisher')}
        rules={[releaseRule(t, 'publisher', channel)]}
      >
        <Input showCount maxLength={releaseLimits.publisherMax} disabled={disabled} />
      </Form.Item>
      <Form.Item name="gopno" label={t('details.gopno')} rules={[releaseRule(t, 'gopno', channel)]}>
        <Input showCount maxLength={releaseLimits.recordNoMax} disabled={disabled} />
      </Form.Item>
      <Form.Item name="nrtno" label={t('details.nrtno')} rules={[releaseRule(t, 'nrtno', channel)]}>
        <Input showCount maxLength={releaseLimits.recordNoMax} disabled={disabled} />
      </Form.Item>
    </div>
  );
}
