import type { TFunction } from 'i18next';

const KNOWN = [
  'ver',
  'vnote',
  'fname',
  'devModel',
  'name',
  'abbr',
  'brief',
  'cgy',
  'tag',
  'lang',
  'controlMode',
  'nMode',
  'developer',
  'scover',
  'rcover',
  'pics',
  'sprice',
] as const;
type Known = (typeof KNOWN)[number];

/** A missing field (missingReleaseFields' names, e.g. "vedios[1].pic") in the reader's words. */
export function missingText(t: TFunction<'release'>, field: string): string {
  const video = /^vedios\[(\d+)\]\.pic$/.exec(field);
  if (video) return t('missing.vedioPic', { n: Number(video[1]) + 1 });
  if ((KNOWN as readonly string[]).includes(field)) return t(`missing.${field as Known}`);
  return t('missing.other', { field });
}
