import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from './lang';

/** The locale namespaces; each is one JSON file per language under src/locales/<locale>/. */
export const namespaces = ['common', 'auth', 'shell', 'legal', 'finance', 'upload'] as const;
export type Namespace = (typeof namespaces)[number];

const localeFolder: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

const loaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});

export const i18n = i18next;

/** Loads the texts of the page's language only (switching language reloads the page). */
export async function initI18n(lang: Lang): Promise<void> {
  const folder = localeFolder[lang];
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = loaders[`../locales/${folder}/${ns}.json`];
      if (!load) throw new Error(`missing locale file ${folder}/${ns}.json`);
      return [ns, await load()] as const;
    }),
  );
  await i18next.use(initReactI18next).init({
    lng: folder,
    fallbackLng: false,
    resources: { [folder]: Object.fromEntries(entries) },
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang === 'zh') {
    await import('dayjs/locale/zh-cn');
    dayjs.locale('zh-cn');
  } else {
    dayjs.locale('en');
  }
  document.documentElement.lang = folder;
  document.title = i18next.t('common:product.name');
}

/** Ant Design's texts for the page's language. */
export async function loadAntdLocale(lang: Lang) {
  const module =
    lang === 'zh' ? await import('antd/locale/zh_CN') : await import('antd/locale/en_US');
  return module.default;
}
