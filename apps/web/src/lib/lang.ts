import type { Lang } from '@vrportal/contract';
import { readStored, StorageKey, writeStored } from './storage';

export type { Lang };

/** Stored language flag values. */
const FLAG: Record<Lang, string> = { zh: '1', en: '2' };

function fromFlag(flag: string | null): Lang | null {
  if (flag === '1') return 'zh';
  if (flag === '2') return 'en';
  return null;
}

function fromUrl(search: string): Lang | null {
  const params = new URLSearchParams(search);
  const lang = params.get('lang')?.toLowerCase();
  if (lang?.startsWith('zh')) return 'zh';
  if (lang?.startsWith('en')) return 'en';
  return fromFlag(params.get('iscn'));
}

function fromBrowser(): Lang {
  const first = navigator.languages?.[0] ?? navigator.language ?? '';
  return first.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function storeLang(lang: Lang): void {
  writeStored(StorageKey.lang, FLAG[lang], 'session');
  writeStored(StorageKey.lang, FLAG[lang], 'local');
}

let current: Lang | null = null;

/**
 * The language of this page load: URL parameter (lang=zh|en or iscn=1|2), else the stored flag,
 * else the browser language. A language given in the URL is stored.
 */
export function detectLang(): Lang {
  const urlLang = fromUrl(window.location.search);
  if (urlLang) {
    storeLang(urlLang);
    current = urlLang;
    return urlLang;
  }
  current =
    fromFlag(readStored(StorageKey.lang, 'session')) ??
    fromFlag(readStored(StorageKey.lang, 'local')) ??
    fromBrowser();
  return current;
}

export function currentLang(): Lang {
  return current ?? detectLang();
}

/** Stores the new language flag and reloads the page (without a language in the URL). */
export function switchLang(lang: Lang): void {
  storeLang(lang);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  url.searchParams.delete('iscn');
  window.location.replace(url.toString());
}
