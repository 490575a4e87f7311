import { useScreenText } from '@/lib/screen-text';
import type { Leaves, ScreenText } from '@/lib/screen-text';
import type { AuditCatalogue } from './catalogue';

/** The screen's own namespace (src/locales/<locale>/audit.json), loaded with the screen. */
export const AUDIT_NS = 'audit';

export type AuditKey = Leaves<AuditCatalogue>;
export type AuditText = ScreenText<AuditCatalogue>;

/** The texts of the audit log, with keys checked against the English catalogue. */
export const useAuditText = (): AuditText => useScreenText<AuditCatalogue>(AUDIT_NS);
