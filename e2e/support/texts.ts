import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorText, type Lang } from '@vrportal/contract';

/**
 * The texts the portal shows, read from the catalogues it shows them from: the web's
 * (apps/web/src/locales/<locale>/<namespace>.json) and, for what the server sends as it is, the
 * server's (apps/server/src/locales/<locale>/messages.json) and the contract's error texts. A spec
 * looks for a button, a heading or a toast by its key, so a changed wording changes the test with
 * it and a removed key fails the spec by its name.
 */
export type { Lang };
export type Vars = Record<string, string | number>;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const localeFolder: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US' };

const webCatalogues = new Map<string, unknown>();

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function webCatalogue(lang: Lang, namespace: string): unknown {
  const file = path.join(repoRoot, 'apps/web/src/locales', localeFolder[lang], `${namespace}.json`);
  let catalogue = webCatalogues.get(file);
  if (catalogue === undefined) {
    try {
      catalogue = readJson(file);
    } catch {
      throw new Error(`no catalogue ${localeFolder[lang]}/${namespace}.json`);
    }
    webCatalogues.set(file, catalogue);
  }
  return catalogue;
}

/**
 * Fills `{{var}}` as i18next does. Without vars the text comes as written, placeholders and all
 * (to cut a part from it: `text(...).split('{{')[0]`); with vars, every placeholder needs one.
 */
function fill(template: string, key: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`text ${key}: no value for {{${name}}}`);
    return String(vars[name]);
  });
}

/**
 * The web's text of `namespace:path.to.key` in a language (zh: zh-CN, en: en-US), its `{{var}}`
 * filled from `vars`; throws naming the key when that language has no such text.
 */
export function text(lang: Lang, key: string, vars?: Vars): string {
  const colon = key.indexOf(':');
  if (colon <= 0) throw new Error(`text ${key}: the key names its namespace (namespace:path)`);
  let value: unknown = webCatalogue(lang, key.slice(0, colon));
  for (const part of key.slice(colon + 1).split('.')) {
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof value !== 'string') {
    throw new Error(`text ${key}: not in the ${localeFolder[lang]} catalogue`);
  }
  return fill(value, key, vars);
}

/** A text as a RegExp source that matches it as it is. */
export const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The web's text of a key as a RegExp source, to match a text with figures in it: its words as
 * they are, each `{{var}}` the pattern `patterns` gives it (any text when none is given), e.g.
 * `new RegExp(`^${textPattern('en', 'analytics:chart.total', { value: '[\\d,]+' })}$`)`.
 */
export function textPattern(
  lang: Lang,
  key: string,
  patterns: Record<string, string> = {},
): string {
  return templatePattern(text(lang, key), patterns);
}

/** A text as written, `{{var}}` and all (e.g. `serverText(lang, key)`), as a RegExp source. */
export function templatePattern(template: string, patterns: Record<string, string> = {}): string {
  return template
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part, i) => (i % 2 ? (patterns[/\w+/.exec(part)![0]] ?? '[^]*?') : escapeRegExp(part)))
    .join('');
}

/** A language's texts, for specs that run over both: `const t = texts(lang); t('ns:key')`. */
export function texts(lang: Lang): (key: string, vars?: Vars) => string {
  return (key, vars) => text(lang, key, vars);
}

const serverCatalogues = new Map<Lang, Record<string, unknown>>();

/**
 * The server's own text of a key (mail, SMS, notifications: apps/server/src/locales) in a
 * language, filled like `text`; throws naming the key when that language has no such text.
 */
export function serverText(lang: Lang, key: string, vars?: Vars): string {
  let catalogue = serverCatalogues.get(lang);
  if (!catalogue) {
    catalogue = readJson(
      path.join(repoRoot, 'apps/server/src/locales', localeFolder[lang], 'messages.json'),
    ) as Record<string, unknown>;
    serverCatalogues.set(lang, catalogue);
  }
  const value = catalogue[key];
  if (typeof value !== 'string') {
    throw new Error(`server text ${key}: not in the ${localeFolder[lang]} catalogue`);
  }
  return fill(value, key, vars);
}

/** The error catalogue's text of an error code (the `errMsg` the portal shows as it is). */
export { errorText };
