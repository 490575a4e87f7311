import type { FinanceRecord } from '@vrportal/contract';
import { readStored, removeStored, StorageKey, writeStored } from '@/lib/storage';

/**
 * What the developer entered when a submit failed because the session had ended: kept in this
 * tab (sessionStorage, cleared at logout) until the same account is back on the screen.
 */
export function keepDraft(account: string, record: FinanceRecord): void {
  writeStored(StorageKey.financeDraft, JSON.stringify({ account, record }), 'session');
}

/** The kept draft of this account; null when there is none. */
export function readDraft(account: string | null): FinanceRecord | null {
  const raw = readStored(StorageKey.financeDraft, 'session');
  if (!raw || !account) return null;
  try {
    const draft = JSON.parse(raw) as { account?: string; record?: FinanceRecord };
    return draft.account === account && draft.record ? draft.record : null;
  } catch {
    return null;
  }
}

export function dropDraft(): void {
  removeStored(StorageKey.financeDraft, 'session');
}
