// What other modules may use of the audit-log module; its other files are its own.
export { AuditLogRepository } from './audit-log.repository.js';
export { AuditLogService, type AuditRecord } from './audit-log.service.js';
export { auditLogRoutes } from './audit-log.routes.js';
