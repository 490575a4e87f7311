import { UPLOAD_FILE_TYPES } from '@vrportal/contract';
import type { UploadFileTypeValue } from '@vrportal/contract';
import { readStored, removeStored, StorageKey, writeStored } from '@/lib/storage';

/**
 * Unfinished uploads remembered per app in localStorage, so a reopened dialog (after a reload
 * or a closed tab) can offer to resume: the browser cannot reopen a file by itself, so the
 * developer chooses the same file again and the deterministic identifier finds the held chunks.
 */
export interface RememberedUpload {
  identifier: string;
  fileType: UploadFileTypeValue;
  name: string;
  size: number;
  lastModified: number;
  totalChunks: number;
  heldChunks: number;
  /** the chunks are all sent and the server is merging: the result can be asked without the file */
  merging: boolean;
  /** when it was last saved (ms since 1970) */
  savedAt: number;
}

export interface UploadMemory {
  list(appId: string): RememberedUpload[];
  /** keeps one entry per file type: a new upload of the same type replaces the older one */
  save(appId: string, entry: RememberedUpload): void;
  forget(appId: string, identifier: string): void;
}

/** Entries older than this are dropped: the server does not keep partial uploads for ever. */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

const keyOf = (appId: string) => `${StorageKey.uploads}:${appId}`;

function isEntry(value: unknown): value is RememberedUpload {
  const v = value as Partial<RememberedUpload> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.identifier === 'string' &&
    typeof v.fileType === 'number' &&
    UPLOAD_FILE_TYPES.includes(v.fileType) &&
    typeof v.name === 'string' &&
    typeof v.size === 'number' &&
    typeof v.totalChunks === 'number' &&
    typeof v.heldChunks === 'number' &&
    typeof v.savedAt === 'number'
  );
}

export function createUploadMemory(now: () => number = Date.now): UploadMemory {
  const read = (appId: string): RememberedUpload[] => {
    try {
      const parsed: unknown = JSON.parse(readStored(keyOf(appId)) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter(isEntry).filter((e) => now() - e.savedAt < MAX_AGE_MS)
        : [];
    } catch {
      return [];
    }
  };
  const write = (appId: string, entries: RememberedUpload[]) => {
    if (entries.length === 0) removeStored(keyOf(appId));
    else writeStored(keyOf(appId), JSON.stringify(entries));
  };
  return {
    list: read,
    save(appId, entry) {
      const others = read(appId).filter(
        (e) => e.fileType !== entry.fileType && e.identifier !== entry.identifier,
      );
      write(appId, [...others, { ...entry, savedAt: now() }]);
    },
    forget(appId, identifier) {
      const entries = read(appId);
      const kept = entries.filter((e) => e.identifier !== identifier);
      if (kept.length !== entries.length) write(appId, kept);
    },
  };
}

export const browserUploadMemory: UploadMemory = createUploadMemory();
