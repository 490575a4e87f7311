import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from './lang';

/**
 * The locale namespaces; each is one JSON file per language under src/locales/<locale>/.
 * Boot namespaces load before the first render; route namespaces load with the first screen
 * that asks for them (useTranslation suspends meanwhile), so the sign-in screen never carries
 * the texts of the signed-in screens.
 */
export const bootNamespaces = ['common', 'auth'] as const;
export const routeNamespaces = [
  // the signed-in frame's texts: the sign-in screen does not carry them
  'shell',
  'legal',
  'security',
  'apps',
  'notifications',
  'audit',
  'review',
  'finance',
  'upload',
  'release',
  'tracks',
  'reviews',
  'analytics',
  'bills',
  'overview',
  'platform',
  'team',
  'apiKeys',
  'webhooks',
] as const;
export const namespaces = [...bootNamespaces, ...routeNamespaces] as const;
export type Namespace = (typeof namespaces)[number];

/** The folder of each language's locale files, which is also its i18next language. */
export const localeFolder: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

const loaders = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});

export const i18n = i18next;

/** Loads a namespace of the page's language from its JSON file on first use. */
const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing locale file ${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * Starts fetching route namespaces of the page's language before the screen that asks for them
 * renders (the backend's later read finds the same module).
 */
export function preloadTexts(lang: Lang, names: readonly Namespace[]): void {
  for (const ns of names) void loaders[`../locales/${localeFolder[lang]}/${ns}.json`]?.();
}

/** Loads the texts of the page's language only (switching language reloads the page). */
export async function initI18n(lang: Lang): Promise<void> {
  const folder = localeFolder[lang];
  const entries = await Promise.all(
    bootNamespaces.map(async (ns) => {
      const load = loaders[`../locales/${folder}/${ns}.json`];
      if (!load) throw new Error(`missing locale file ${folder}/${ns}.json`);
      return [ns, await load()] as const;
    }),
  );
  await i18next
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      lng: folder,
      fallbackLng: false,
      load: 'currentOnly',
      resources: { [folder]: Object.fromEntries(entries) },
      // the boot namespaces come bundled; the backend fetches route namespaces when first used
      partialBundledLanguages: true,
      ns: [...bootNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = folder;
  document.title = i18next.t('common:product.name');
}

/** Ant Design's texts for the page's language. */
export async function loadAntdLocale(lang: Lang) {
  const module =
    lang === 'zh' ? await import('antd/locale/zh_CN') : await import('antd/locale/en_US');
  return module.default;
}
