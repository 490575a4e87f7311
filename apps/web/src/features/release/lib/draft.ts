import { readStored, removeStored, StorageKey, writeStored } from '@/lib/storage';
import type { WizardValues } from './form-values';

/** Where a kept form belongs: the account, the app and the channel ('' for the main store). */
export interface DraftOwner {
  account: string;
  appId: string;
  cId: string;
}

interface KeptDraft extends DraftOwner {
  step: number;
  values: Partial<WizardValues>;
}

/**
 * What the developer typed when the session ended before it was saved: kept in this tab
 * (sessionStorage, cleared at logout) until the same account opens the same wizard again.
 */
export function keepDraft(owner: DraftOwner, step: number, values: Partial<WizardValues>): void {
  writeStored(StorageKey.releaseDraft, JSON.stringify({ ...owner, step, values }), 'session');
}

export function readDraft(
  owner: Partial<DraftOwner>,
): { step: number; values: Partial<WizardValues> } | null {
  const raw = readStored(StorageKey.releaseDraft, 'session');
  if (!raw || !owner.account) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptDraft>;
    const same =
      kept.account === owner.account && kept.appId === owner.appId && kept.cId === owner.cId;
    return same && kept.values ? { step: kept.step ?? 0, values: kept.values } : null;
  } catch {
    return null;
  }
}

export function dropDraft(): void {
  removeStored(StorageKey.releaseDraft, 'session');
}

const stepKey = (appId: string, cId: string) => `${StorageKey.releaseStep}:${appId}:${cId}`;

/** The wizard step shown last for an app and channel (0 when none was kept). */
export function readStep(appId: string, cId: string): number {
  const value = Number(readStored(stepKey(appId, cId), 'session'));
  return Number.isInteger(value) && value >= 0 && value <= 6 ? value : 0;
}

export function writeStep(appId: string, cId: string, step: number): void {
  writeStored(stepKey(appId, cId), String(step), 'session');
}
