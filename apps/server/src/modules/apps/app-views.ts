// How an app is shown: its name in the reader's language, its card and its versions.
import type { AppCard, Lang, VersionItem } from '@vrportal/contract';
import { holdsApp, type Caller } from '../../plugins/caller.js';
import type { VersionRow } from '../builds/index.js';
import type { AppFacts } from './app-facts.js';

/**
 * The name an app shows a reader of `lang`: the last approved release's in that language, else
 * in the other language, else the name it was created with (before any approval).
 */
export function displayName(
  row: Pick<AppFacts, 'name' | 'approved_name_zh' | 'approved_name_en'>,
  lang: Lang,
): string {
  const [own, other] =
    lang === 'en'
      ? [row.approved_name_en, row.approved_name_zh]
      : [row.approved_name_zh, row.approved_name_en];
  return own || other || row.name;
}

export function toCard(row: AppFacts, caller: Caller, lang: Lang): AppCard {
  return {
    id: row.id,
    name: displayName(row, lang),
    pkg: row.pkg,
    time: row.updated_at,
    scover: row.scover,
    rcover: row.rcover,
    status: row.status,
    hasShelves: row.has_shelves,
    live: row.live,
    superAccount: caller.admin && !holdsApp(caller, row) ? 1 : 0,
    cgy: row.cgy,
  };
}

export function toVersionItem(row: VersionRow, lang: Lang): VersionItem {
  return {
    ver: row.ver,
    vcode: Number(row.vcode),
    size: Number(row.size),
    time: row.created_at,
    fname: row.blob_key ? (row.fname ?? '') : '',
    version: (lang === 'en' ? row.note_en || row.note_zh : row.note_zh || row.note_en) ?? '',
  };
}
