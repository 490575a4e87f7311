import { auditActionText, type AuditEntry } from '@vrportal/contract';
import type { Lang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { changeText, NO_NAMES, type Names } from './changes';
import type { AuditText } from './texts';

/** An entry of the log as the table and the cards show it, every part a text. */
export interface EntryView {
  id: string;
  /** in the reader's own time zone, named */
  time: string;
  member: string;
  action: string;
  /** the app's name where the screen knows it, else its id; "—" for none */
  app: string;
  /** a member by the account it signs in with where known, else as the server wrote it */
  target: string;
  address: string;
  /** "field: before → after", one per change */
  changes: string[];
}

export function entryView(
  entry: AuditEntry,
  lang: Lang,
  t: AuditText,
  names: Names = NO_NAMES,
): EntryView {
  const none = t('table.none');
  return {
    id: entry.id,
    time: formatTime(entry.at, true) || none,
    member: entry.account || names.member(entry.accountId) || entry.accountId,
    action: auditActionText(entry.action, lang),
    app: entry.appId ? (names.app(entry.appId) ?? entry.appId) : none,
    target: entry.target ? (names.member(entry.target) ?? entry.target) : none,
    address: entry.address || none,
    changes: entry.changes.map((change) => changeText(change, t, names)),
  };
}

/** The names a page of entries can show, from the members and apps the screen has read. */
export function namesOf(
  members: readonly { accountId: string; account: string }[] | undefined,
  apps: readonly { id: string; name: string }[] | undefined,
): Names {
  const memberNames = new Map((members ?? []).map((m) => [m.accountId, m.account]));
  const appNames = new Map((apps ?? []).map((a) => [a.id, a.name]));
  return {
    member: (accountId) => memberNames.get(accountId),
    app: (appId) => appNames.get(appId) || undefined,
  };
}
