import { CloseOutlined } from '@ant-design/icons';
import {
  RELEASE_LANGS,
  REQUIRED_RELEASE_LANGS,
  type LocalizedText,
  type ReleaseLang,
} from '@vrportal/contract';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lengthLimits, releaseRule } from '../lib/field-rules';

export type LocalizedField = 'vnote' | 'name' | 'brief' | 'intros';

interface Props {
  field: LocalizedField;
  label: string;
  multiline?: boolean;
  /** zh_CN and en_US are needed before submitting */
  required?: boolean;
  channel: boolean;
  disabled: boolean;
}

/**
 * A localised text: Chinese and English always, the other languages behind "Add language".
 * Each language has its own counter and limits (Chinese texts have the shorter ones).
 */
export function LocalizedFields({ field, label, multiline, required, channel, disabled }: Props) {
  const { t } = useTranslation('release');
  const form = Form.useFormInstance();
  const value = (Form.useWatch(field, { form, preserve: true }) ?? {}) as LocalizedText;
  const [added, setAdded] = useState<ReleaseLang[]>([]);
  const optional = RELEASE_LANGS.filter((lang) => !REQUIRED_RELEASE_LANGS.includes(lang));
  const shown = optional.filter((lang) => added.includes(lang) || (value[lang] ?? '') !== '');
  const langs = [...REQUIRED_RELEASE_LANGS, ...shown];
  const addable = optional.filter((lang) => !shown.includes(lang));

  const remove = (lang: ReleaseLang) => {
    setAdded((list) => list.filter((l) => l !== lang));
    form.setFieldValue([field, lang], '');
  };

  return (
    <div className="rel-localized">
      {langs.map((lang) => {
        const { max } = lengthLimits(`${field}.${lang}`);
        const langName = t(`langs.${lang}`);
        const itemLabel = t('localized.label', { field: label, lang: langName });
        const extra = !REQUIRED_RELEASE_LANGS.includes(lang);
        return (
          <div className="rel-localized__row" key={lang}>
            <Form.Item
              className="rel-localized__item"
              name={[field, lang]}
              label={itemLabel}
              required={required && !extra}
              rules={[releaseRule(t, field, channel, lang)]}
            >
              {multiline ? (
                <Input.TextArea
                  showCount
                  maxLength={max}
                  autoSize={{ minRows: 3, maxRows: 10 }}
                  disabled={disabled}
                />
              ) : (
                <Input showCount maxLength={max} disabled={disabled} />
              )}
            </Form.Item>
            {extra && !disabled ? (
              <Button
                type="text"
                className="rel-localized__remove"
                icon={<CloseOutlined />}
                aria-label={t('localized.remove', { lang: itemLabel })}
                onClick={() => remove(lang)}
              />
            ) : null}
          </div>
        );
      })}
      {!disabled && addable.length > 0 ? (
        <Select<ReleaseLang>
          className="rel-localized__add"
          placeholder={t('localized.add')}
          aria-label={t('localized.addFor', { field: label })}
          value={null}
          options={addable.map((lang) => ({ value: lang, label: t(`langs.${lang}`) }))}
          onChange={(lang) => setAdded((list) => [...list, lang])}
        />
      ) : null}
    </div>
  );
}
