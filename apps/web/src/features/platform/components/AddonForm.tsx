import {
  ADDON_RECOMMENDED_PRICES,
  AddonItemType,
  AddonPriceMode,
  PlatformImageUse,
  ValidityStart,
  ValidityUnit,
  platformLimits,
  type Addon,
} from '@vrportal/contract';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useAddonSave, type AddonSaveRequest } from '../api/addon-save';
import { openingValues, useItemForm, type ItemValues } from '../lib/item-form';
import { emptyText, type TextLang } from '../lib/localized';
import { refusedField } from '../lib/refusal';
import { FormDrawer, type ItemFormProps } from './FormDrawer';
import { FormSection, MediaField, SwitchField, WholeNumberInput } from './FormParts';
import { LocalizedFields } from './LocalizedFields';
import { ScreenshotsUpload } from './MediaUpload';

interface Values {
  name: Record<TextLang, string>;
  sku: string;
  itemType: number;
  priceMode: number;
  recommendedPrice: number | null;
  customPrice: number | null;
  showInStore: boolean;
  intro: Record<TextLang, string>;
  desc: Record<TextLang, string>;
  cover: string;
  screenshots: string[];
  trailer: string;
  validityValue: number | null;
  validityUnit: number;
  validityStart: number;
}

const recommended = ADDON_RECOMMENDED_PRICES as readonly number[];

/** The price of the chosen pricing: a listed one, a custom one, or free. */
function priceOf(values: Values) {
  if (values.priceMode === AddonPriceMode.recommended) return Number(values.recommendedPrice);
  if (values.priceMode === AddonPriceMode.custom) return Number(values.customPrice);
  return 0;
}

/** An add-on in the form, and the form's values in its save call. */
const addonValues: ItemValues<Addon, Values, AddonSaveRequest> = {
  blank: () => ({
    name: emptyText(),
    sku: '',
    itemType: AddonItemType.consumable,
    priceMode: AddonPriceMode.recommended,
    recommendedPrice: null,
    customPrice: null,
    showInStore: true,
    intro: emptyText(),
    desc: emptyText(),
    cover: '',
    screenshots: [],
    trailer: '',
    validityValue: 0,
    validityUnit: ValidityUnit.days,
    validityStart: ValidityStart.beforeUse,
  }),
  of: (item) => ({
    name: { ...item.name },
    sku: item.sku,
    itemType: item.itemType,
    priceMode: item.priceMode,
    recommendedPrice: item.priceMode === AddonPriceMode.recommended ? item.price : null,
    customPrice: item.priceMode === AddonPriceMode.custom ? item.price : null,
    showInStore: item.showInStore === 1,
    intro: { ...item.intro },
    desc: { ...item.desc },
    cover: item.cover,
    screenshots: [...item.screenshots],
    trailer: item.trailer,
    validityValue: item.validity.value,
    validityUnit: item.validity.unit,
    validityStart: item.validity.start,
  }),
  request: (values) => ({
    name: values.name,
    sku: values.sku.trim(),
    itemType: values.itemType,
    priceMode: values.priceMode,
    price: priceOf(values),
    showInStore: values.showInStore ? 1 : 0,
    intro: values.intro,
    desc: values.desc,
    cover: values.cover ?? '',
    screenshots: values.screenshots ?? [],
    trailer: values.trailer ?? '',
    validity: {
      value: Number(values.validityValue ?? 0),
      unit: values.validityUnit,
      start: values.validityStart,
    },
  }),
};

/**
 * Create or edit an add-on: name in both languages, SKU, item type, price (free, recommended or custom), store
 * flag, introduction and description in both languages, cover, screenshots and trailer, and
 * its validity.
 */
export function AddonForm(props: ItemFormProps<Addon>) {
  const { appId, item } = props;
  const { t, form, rules, options } = useItemForm<Values>();
  const save = useAddonSave(appId);
  const mode = Form.useWatch('priceMode', form) ?? openingValues(addonValues, item).priceMode;

  /** a refused price belongs to the price field of the chosen pricing */
  const fieldFor = (error: unknown) => {
    const field = refusedField(error);
    if (field !== 'price') return field;
    return form.getFieldValue('priceMode') === AddonPriceMode.custom
      ? 'customPrice'
      : 'recommendedPrice';
  };

  return (
    <FormDrawer
      kind="addon"
      {...props}
      form={form}
      values={addonValues}
      save={save}
      fieldFor={fieldFor}
    >
      <LocalizedFields
        name="name"
        label={t('form.fields.name')}
        max={platformLimits.addonNameMax}
      />
      <Form.Item
        name="sku"
        label={t('form.fields.sku')}
        extra={t('form.fields.skuHelp')}
        rules={rules.sku()}
      >
        <Input maxLength={platformLimits.skuMax} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="itemType" label={t('form.fields.itemType')}>
        <Select options={options.itemType} />
      </Form.Item>

      <FormSection title={t('form.sections.price')} />
      <Form.Item name="priceMode" label={t('form.fields.priceMode')}>
        <Radio.Group options={options.priceMode} optionType="button" />
      </Form.Item>
      {mode === AddonPriceMode.recommended ? (
        <Form.Item
          name="recommendedPrice"
          label={t('form.fields.recommendedPrice')}
          required
          rules={[rules.price(form, t('form.fields.recommendedPrice'))]}
        >
          <Radio.Group
            optionType="button"
            options={recommended.map((price) => ({
              value: price,
              label: t('list.yuan', { amount: price.toFixed(2) }),
            }))}
          />
        </Form.Item>
      ) : null}
      {mode === AddonPriceMode.custom ? (
        <Form.Item
          name="customPrice"
          label={t('form.fields.customPrice')}
          extra={t('form.fields.customPriceHelp')}
          required
          rules={[rules.price(form, t('form.fields.customPrice'))]}
        >
          <InputNumber className="plat-number" min={0} step={0.01} prefix="¥" />
        </Form.Item>
      ) : null}
      <SwitchField name="showInStore" label={t('form.fields.showInStore')} />

      <FormSection title={t('form.sections.texts')} />
      <LocalizedFields
        name="intro"
        label={t('form.fields.intro')}
        max={platformLimits.addonIntroMax}
        multiline
      />
      <LocalizedFields
        name="desc"
        label={t('form.fields.addonDesc')}
        max={platformLimits.addonDescMax}
        multiline
      />

      <FormSection title={t('form.sections.materials')} />
      <MediaField
        name="cover"
        label={t('form.fields.cover')}
        appId={appId}
        use={PlatformImageUse.addonCover}
        widePreview
        inputId="addon-cover-file"
      />
      <Form.Item name="screenshots" label={t('form.fields.screenshots')}>
        <ScreenshotsUpload
          appId={appId}
          use={PlatformImageUse.addonScreenshot}
          label={t('form.fields.screenshots')}
          inputId="addon-screenshot-file"
          max={platformLimits.addonScreenshotsMax}
        />
      </Form.Item>
      <MediaField
        name="trailer"
        label={t('form.fields.trailer')}
        appId={appId}
        use={PlatformImageUse.addonTrailer}
        kind="video"
        inputId="addon-trailer-file"
      />

      <FormSection title={t('form.sections.validity')} />
      <div className="plat-form__trio">
        <Form.Item
          name="validityValue"
          label={t('form.fields.validityValue')}
          extra={t('form.fields.validityHelp')}
          rules={[rules.whole(0, platformLimits.validityMax)]}
        >
          <WholeNumberInput />
        </Form.Item>
        <Form.Item name="validityUnit" label={t('form.fields.validityUnit')}>
          <Select options={options.validityUnit} />
        </Form.Item>
        <Form.Item name="validityStart" label={t('form.fields.validityStart')}>
          <Select options={options.validityStart} />
        </Form.Item>
      </div>
    </FormDrawer>
  );
}
