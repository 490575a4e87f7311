import {
  AchievementType,
  PlatformImageUse,
  platformLimits,
  type Achievement,
} from '@vrportal/contract';
import { Form, Radio } from 'antd';
import { useAchievementSave, type AchievementSaveRequest } from '../api/achievement-save';
import { openingValues, useItemForm, type ItemValues } from '../lib/item-form';
import { emptyText, type TextLang } from '../lib/localized';
import { FormDrawer, type ItemFormProps } from './FormDrawer';
import { FormSection, MediaField, WholeNumberInput } from './FormParts';
import { LocalizedFields } from './LocalizedFields';

type Text = Record<TextLang, string>;
interface Values {
  apiName: string;
  type: number;
  target: number | null;
  bitSize: number | null;
  title: Text;
  desc: Text;
  unlockedDesc: Text;
  lockedIcon: string;
  unlockedIcon: string;
}

/** An achievement in the form, and the form's values in its save call. */
const achievementValues: ItemValues<Achievement, Values, AchievementSaveRequest> = {
  blank: () => ({
    apiName: '',
    type: AchievementType.count,
    target: null,
    bitSize: null,
    title: emptyText(),
    desc: emptyText(),
    unlockedDesc: emptyText(),
    lockedIcon: '',
    unlockedIcon: '',
  }),
  of: (item) => ({
    apiName: item.apiName,
    type: item.type,
    target: item.target,
    bitSize: item.type === AchievementType.bitfield ? item.bitSize : null,
    title: { ...item.title },
    desc: { ...item.desc },
    unlockedDesc: { ...item.unlockedDesc },
    lockedIcon: item.lockedIcon,
    unlockedIcon: item.unlockedIcon,
  }),
  request: (values) => {
    const simple = values.type === AchievementType.simple;
    const bitfield = values.type === AchievementType.bitfield;
    return {
      apiName: values.apiName.trim(),
      type: values.type,
      target: simple ? 1 : Number(values.target),
      bitSize: bitfield ? Number(values.bitSize) : 0,
      title: values.title,
      desc: values.desc,
      unlockedDesc: values.unlockedDesc,
      lockedIcon: values.lockedIcon ?? '',
      unlockedIcon: values.unlockedIcon ?? '',
    };
  },
};

/**
 * Create or edit an achievement: API name, type with its target (count), size and target
 * (bitfield) or neither (simple), texts in both languages, locked and unlocked icons.
 */
export function AchievementForm(props: ItemFormProps<Achievement>) {
  const { appId, item } = props;
  const { t, form, rules, options } = useItemForm<Values>();
  const save = useAchievementSave(appId);
  const type = Form.useWatch('type', form) ?? openingValues(achievementValues, item).type;

  return (
    <FormDrawer kind="achievement" {...props} form={form} values={achievementValues} save={save}>
      <Form.Item
        name="type"
        label={t('form.fields.type')}
        rules={[rules.chosen(t('form.fields.type'))]}
      >
        <Radio.Group options={options.achievementType} optionType="button" />
      </Form.Item>
      {type === AchievementType.simple ? (
        <p className="plat-form__note">{t('form.fields.simpleHelp')}</p>
      ) : null}
      {type === AchievementType.bitfield ? (
        <Form.Item
          name="bitSize"
          label={t('form.fields.bitSize')}
          extra={t('form.fields.bitSizeHelp', { max: platformLimits.bitSizeMax })}
          rules={[rules.bitSize()]}
        >
          <WholeNumberInput />
        </Form.Item>
      ) : null}
      {type === AchievementType.simple ? null : (
        <Form.Item
          name="target"
          label={t('form.fields.target')}
          extra={
            type === AchievementType.bitfield
              ? t('form.fields.targetHelpBits')
              : t('form.fields.targetHelpCount')
          }
          required
          dependencies={['type', 'bitSize']}
          rules={[rules.target(form)]}
        >
          <WholeNumberInput />
        </Form.Item>
      )}

      <FormSection title={t('form.sections.texts')} />
      <LocalizedFields name="title" label={t('form.fields.title')} max={platformLimits.titleMax} />
      <LocalizedFields
        name="desc"
        label={t('form.fields.desc')}
        max={platformLimits.descMax}
        multiline
      />
      <LocalizedFields
        name="unlockedDesc"
        label={t('form.fields.unlockedDesc')}
        max={platformLimits.descMax}
        required={false}
        multiline
      />

      <FormSection title={t('form.sections.images')} />
      <MediaField
        name="lockedIcon"
        label={t('form.fields.lockedIcon')}
        appId={appId}
        use={PlatformImageUse.achievementIcon}
        inputId="locked-icon-file"
        extra={t('form.fields.pictureOptional')}
      />
      <MediaField
        name="unlockedIcon"
        label={t('form.fields.unlockedIcon')}
        appId={appId}
        use={PlatformImageUse.achievementIcon}
        inputId="unlocked-icon-file"
        extra={t('form.fields.pictureOptional')}
      />
    </FormDrawer>
  );
}
