import { Form, Input } from 'antd';
import { TEXT_LANGS } from '../lib/localized';
import { usePlatformText } from '../lib/texts';

/**
 * A text in both languages: a Chinese and an English field, each labelled with its language,
 * both required unless the text is optional.
 */
export function LocalizedFields({
  name,
  label,
  max,
  required = true,
  multiline = false,
}: {
  name: string;
  label: string;
  max: number;
  required?: boolean;
  multiline?: boolean;
}) {
  const t = usePlatformText();
  return (
    <div className="plat-localized">
      {TEXT_LANGS.map((lang) => {
        const field = t('form.localized', { field: label, lang: t(`form.langs.${lang}`) });
        return (
          <Form.Item
            key={lang}
            name={[name, lang]}
            label={field}
            rules={[
              ...(required
                ? [
                    {
                      required: true,
                      whitespace: true,
                      message: t('form.errors.required', { field }),
                    },
                  ]
                : []),
              { max, message: t('form.errors.tooLong', { max }) },
            ]}
          >
            {multiline ? (
              <Input.TextArea showCount maxLength={max} autoSize={{ minRows: 2, maxRows: 6 }} />
            ) : (
              <Input showCount maxLength={max} />
            )}
          </Form.Item>
        );
      })}
    </div>
  );
}
