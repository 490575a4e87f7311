import {
  DeeplinkType,
  PlatformImageUse,
  platformLimits,
  type Destination,
} from '@vrportal/contract';
import { Form, Input, Radio } from 'antd';
import { useDestinationSave, type DestinationSaveRequest } from '../api/destination-save';
import { useItemForm, type ItemValues } from '../lib/item-form';
import { emptyText, type TextLang } from '../lib/localized';
import { FormDrawer, type ItemFormProps } from './FormDrawer';
import { FormSection, MediaField, WholeNumberInput } from './FormParts';
import { LocalizedFields } from './LocalizedFields';

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

/** A destination in the form, and the form's values in its save call. */
const destinationValues: ItemValues<Destination, Values, DestinationSaveRequest> = {
  blank: () => ({
    apiName: '',
    deeplinkMessage: '',
    deeplinkType: DeeplinkType.enabled,
    minGroup: 1,
    maxGroup: null,
    displayName: emptyText(),
    desc: emptyText(),
    image: '',
  }),
  of: (item) => ({
    apiName: item.apiName,
    deeplinkMessage: item.deeplinkMessage,
    deeplinkType: item.deeplinkType,
    minGroup: item.minGroup,
    maxGroup: item.maxGroup,
    displayName: { ...item.displayName },
    desc: { ...item.desc },
    image: item.image,
  }),
  request: (values) => {
    const max = values.maxGroup;
    return {
      apiName: values.apiName.trim(),
      deeplinkMessage: values.deeplinkMessage.trim(),
      deeplinkType: values.deeplinkType,
      minGroup: Number(values.minGroup),
      maxGroup: max === null || max === undefined ? null : Number(max),
      displayName: values.displayName,
      desc: values.desc,
      image: values.image ?? '',
    };
  },
};

/**
 * Create or edit a destination: API name, deep link message and type, group sizes (min below
 * max, or no max), display name and description in both languages, a 16:9 image.
 */
export function DestinationForm(props: ItemFormProps<Destination>) {
  const { appId } = props;
  const { t, form, rules, options } = useItemForm<Values>();
  const save = useDestinationSave(appId);
  const { groupMax } = platformLimits;

  return (
    <FormDrawer kind="destination" {...props} form={form} values={destinationValues} save={save}>
      <FormSection title={t('form.sections.deeplink')} />
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
          <WholeNumberInput />
        </Form.Item>
        <Form.Item
          name="maxGroup"
          label={t('form.fields.maxGroup')}
          extra={t('form.fields.maxGroupHelp')}
          dependencies={['minGroup']}
          rules={[rules.whole(1, groupMax), rules.maxGroup(form)]}
        >
          <WholeNumberInput />
        </Form.Item>
      </div>

      <FormSection title={t('form.sections.texts')} />
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

      <FormSection title={t('form.sections.images')} />
      <MediaField
        name="image"
        label={t('form.fields.destImage')}
        appId={appId}
        use={PlatformImageUse.destinationImage}
        kind="wide"
        inputId="destination-image-file"
        extra={t('form.fields.pictureOptional')}
      />
    </FormDrawer>
  );
}
