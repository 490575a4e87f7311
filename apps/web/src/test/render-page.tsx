// Renders a screen of the portal as the app does (its providers: the query cache, antd's
// ConfigProvider and App, the texts of the reader's language; a router at the screen's address),
// for a signed-in developer. The calls it makes are answered by api-server.ts.
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import type { CustomTypeOptions } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { selectApp, type SelectedApp } from '@/lib/app-selection';
import { i18n, initI18n, loadAntdLocale, localeFolder, type Namespace } from '@/lib/i18n';
import { detectLang, type Lang } from '@/lib/lang';
import type { Leaves } from '@/lib/screen-text';
import { startSession } from '@/lib/session';

/** The two languages of the portal: a text that matters is tested in both. */
export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The developer the tests sign in as. */
export const DEVELOPER = { token: 'page-test-token', account: 'dev@example.com', isSuper: false };

/** The page in `lang`, as a reader whose address asks for it: the app's language and texts. */
async function readIn(lang: Lang, namespaces: readonly Namespace[]) {
  window.history.replaceState(null, '', `/?lang=${lang}`);
  detectLang();
  window.history.replaceState(null, '', '/');
  if (i18n.isInitialized) await i18n.changeLanguage(localeFolder[lang]);
  else await initI18n(lang);
  await i18n.loadNamespaces([...namespaces]);
}

/** The English catalogue of a namespace in i18next's resource types (lib/i18next.d.ts). */
export type Catalogue<N extends keyof CustomTypeOptions['resources']> =
  CustomTypeOptions['resources'][N];

/**
 * The texts of a namespace in `lang`, read from its locale file (src/locales/<locale>/<ns>.json)
 * through the app's i18n, keys checked against the English catalogue. A key the file lacks
 * throws: a test never looks for a text the reader cannot see.
 */
export function textsOf<C>(lang: Lang, ns: Namespace) {
  const lng = localeFolder[lang]!;
  // the namespaces are not all in i18next's resource types: the keys are checked against C
  const t = i18n.getFixedT(lng, ns as never) as unknown as (key: string, vars?: object) => string;
  return (key: Leaves<C>, vars?: Record<string, string | number>): string => {
    if (!i18n.exists(key as string, { lng, ns: ns as never }))
      throw new Error(`${lng}/${ns}.json has no text ${key}`);
    return t(key, vars);
  };
}

/** Matches a whole text, not a part of it: "Confirmed" is not "Confirmed automatically". */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The name an antd icon gives itself: save, arrow-right. */
const ICON_NAME = /^[a-z0-9-]+$/;

/**
 * Matches an accessible name that is `text`, or `text` beside the name of an icon: antd's icons
 * name themselves ("save保存草稿", "Next arrow-right").
 */
export function named(text: string) {
  return (name: string) => {
    if (name === text) return true;
    if (name.endsWith(text)) return ICON_NAME.test(name.slice(0, -text.length).trim());
    return name.startsWith(text) && ICON_NAME.test(name.slice(text.length).trim());
  };
}

export interface PageOptions {
  lang: Lang;
  /** the route the page is mounted at, e.g. /release */
  route: string;
  /** the address the page opens on, e.g. /release?appId=…&view=wizard */
  url: string;
  /** the namespaces of the screen, loaded before it renders */
  namespaces: readonly Namespace[];
  /** the app chosen in the app list, as the shell keeps it */
  app?: SelectedApp;
}

/** Renders `page` for a signed-in developer; `user` types and clicks as a reader does. */
export async function renderPage(page: ReactElement, options: PageOptions) {
  await readIn(options.lang, ['common', ...options.namespaces]);
  startSession(DEVELOPER);
  if (options.app) selectApp(options.app);
  const locale = await loadAntdLocale(options.lang);
  const router = createMemoryRouter(
    [{ path: options.route, element: <Suspense fallback={null}>{page}</Suspense> }],
    { initialEntries: [options.url] },
  );
  const user = userEvent.setup({ delay: null });
  // antd's styles are kept out of the document: jsdom lays nothing out, and a page with them
  // spends most of each keystroke computing styles; the tests read roles, names, texts and states
  const view = render(
    <StyleProvider mock="server">
      <AppProviders locale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>,
  );
  return { user, router, ...view };
}
