import type texts from '../../../locales/en-US/audit.json';

/** The texts of the audit namespace, as the English catalogue holds them. */
export type AuditCatalogue = typeof texts;
