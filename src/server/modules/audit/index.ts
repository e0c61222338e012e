/** The public file of this module: what other modules and the rest of the server may use of it. */
export { recordAudit, type AuditEntry, type AuditSource } from './audit.js';
