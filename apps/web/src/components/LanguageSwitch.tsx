import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLang, switchLang, type Lang } from '@/lib/lang';

const languages: { lang: Lang; htmlLang: string }[] = [
  { lang: 'zh', htmlLang: 'zh-CN' },
  { lang: 'en', htmlLang: 'en' },
];

/** Two toggle buttons, 中文 and English; choosing the other language stores it and reloads. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const active = currentLang();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={`lang-switch lang-switch--${tone}`}
    >
      <GlobalOutlined aria-hidden="true" className="lang-switch__icon" />
      {languages.map(({ lang, htmlLang }) => (
        <button
          key={lang}
          type="button"
          lang={htmlLang}
          className="lang-switch__option"
          aria-pressed={lang === active}
          onClick={() => {
            if (lang !== active) switchLang(lang);
          }}
        >
          {t(lang === 'zh' ? 'language.zh' : 'language.en')}
        </button>
      ))}
    </div>
  );
}
