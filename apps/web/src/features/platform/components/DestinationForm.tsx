import {
  DeeplinkType,
  PlatformImageUse,
  platformLimits,
  type Destination,
} from '@vrportal/contract';
import { App, Form, Input, InputNumber, Radio } from 'antd';
import { useDestinationSave } from '../api/destination-save';
import { emptyText, type TextLang } from '../lib/localized';
import { platformOptions } from '../lib/options';
import { platformRules } from '../lib/rules';
import { usePlatformText } from '../lib/texts';
import { FormDrawer } from './FormDrawer';
import { LocalizedFields } from './LocalizedFields';
import { MediaUpload } from './MediaUpload';

interface Values {
  apiName: string;
  deeplinkMessage: string;
  deeplinkType: number;
  minGroup: number | null;
  maxGroup: number | null;
  displayName: Record<TextLang, string>;
  desc: Record<TextLang, string>;
  image: string;
}

function initialOf(item: Destination | null): Values {
  if (!item) {
    return {
      apiName: '',
      deeplinkMessage: '',
      deeplinkType: DeeplinkType.enabled,
      minGroup: 1,
      maxGroup: null,
      displayName: emptyText(),
      desc: emptyText(),
      image: '',
    };
  }
  return {
    apiName: item.apiName,
    deeplinkMessage: item.deeplinkMessage,
    deeplinkType: item.deeplinkType,
    minGroup: item.minGroup,
    maxGroup: item.maxGroup,
    displayName: { ...item.displayName },
    desc: { ...item.desc },
    image: item.image,
  };
}

/**
 * Create or edit a destination: API name, deep link message and type, group sizes (min below
 * max, or no max), display name and description in both languages, a 16:9 image.
 */
export function DestinationForm({
  appId,
  item,
  nameOf,
  onClose,
}: {
  appId: string;
  item: Destination | null;
  nameOf: (item: Destination) => string;
  onClose: () => void;
}) {
  const t = usePlatformText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useDestinationSave(appId);
  const rules = platformRules(t);
  const options = platformOptions(t);
  const { groupMax } = platformLimits;

  const onSave = async (values: Values) => {
    const max = values.maxGroup;
    await save.mutateAsync({
      appId,
      ...(item ? { id: item.id } : {}),
      apiName: values.apiName.trim(),
      deeplinkMessage: values.deeplinkMessage.trim(),
      deeplinkType: values.deeplinkType,
      minGroup: Number(values.minGroup),
      maxGroup: max === null || max === undefined ? null : Number(max),
      displayName: values.displayName,
      desc: values.desc,
      image: values.image ?? '',
    });
    void message.success(t('form.saved'));
    onClose();
  };

  return (
    <FormDrawer<Values>
      open
      title={item ? t('form.editTitle', { name: nameOf(item) }) : t('form.createTitle.destination')}
      form={form}
      initialValues={initialOf(item)}
      onClose={onClose}
      onSave={onSave}
      saving={save.isPending}
      testId="destination"
    >
      <h3 className="plat-form__section">{t('form.sections.basics')}</h3>
      <Form.Item
        name="apiName"
        label={t('form.fields.apiName')}
        extra={t('form.fields.apiNameHelp')}
        rules={rules.apiName()}
      >
        <Input maxLength={platformLimits.apiNameMax} autoComplete="off" spellCheck={false} />
      </Form.Item>

      <h3 className="plat-form__section">{t('form.sections.deeplink')}</h3>
      <Form.Item
        name="deeplinkMessage"
        label={t('form.fields.deeplinkMessage')}
        extra={t('form.fields.deeplinkMessageHelp')}
        rules={[rules.required(t('form.fields.deeplinkMessage'))]}
      >
        <Input.TextArea
          showCount
          maxLength={platformLimits.deeplinkMessageMax}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      <Form.Item name="deeplinkType" label={t('form.fields.deeplinkType')}>
        <Radio.Group options={options.deeplinkType} optionType="button" />
      </Form.Item>
      <div className="plat-form__pair">
        <Form.Item
          name="minGroup"
          label={t('form.fields.minGroup')}
          rules={[rules.given(t('form.fields.minGroup')), rules.whole(1, groupMax)]}
        >
          <InputNumber className="plat-number" min={0} precision={0} />
        </Form.Item>
        <Form.Item
          name="maxGroup"
          label={t('form.fields.maxGroup')}
          extra={t('form.fields.maxGroupHelp')}
          dependencies={['minGroup']}
          rules={[rules.whole(1, groupMax), rules.maxGroup(form)]}
        >
          <InputNumber className="plat-number" min={0} precision={0} />
        </Form.Item>
      </div>

      <h3 className="plat-form__section">{t('form.sections.texts')}</h3>
      <LocalizedFields
        name="displayName"
        label={t('form.fields.displayName')}
        max={platformLimits.titleMax}
      />
      <LocalizedFields
        name="desc"
        label={t('form.fields.desc')}
        max={platformLimits.descMax}
        multiline
      />

      <h3 className="plat-form__section">{t('form.sections.images')}</h3>
      <Form.Item name="image" label={t('form.fields.destImage')}>
        <MediaUpload
          appId={appId}
          use={PlatformImageUse.destinationImage}
          kind="wide"
          label={t('form.fields.destImage')}
          inputId="destination-image-file"
        />
      </Form.Item>
    </FormDrawer>
  );
}
