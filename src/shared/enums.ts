/**
 * Every enumeration of the product, written once. Zod schemas (src/shared/api, src/parser/types.ts), the
 * database's column types and checks (src/server/db/schema.ts) and the screens' labels derive from these.
 */

/** A user's role. */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

/** Who may call a route: anyone, a signed-in active user, or an administrator. */
export const ACCESS_LEVELS = ['public', ...ROLES] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** What a gradebook row's score says (transcript contract). */
export const ASSIGNMENT_STATUSES = ['graded', 'excused', 'missing', 'pending', 'dropped'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  graded: 'Graded',
  excused: 'Excused',
  missing: 'Missing',
  pending: 'Pending',
  dropped: 'Dropped',
};

/** Extra credit as the assignments API carries it (the spec's wire form). */
export const EXTRA_CREDIT_FLAGS = ['Yes', 'No'] as const;
export type ExtraCreditFlag = (typeof EXTRA_CREDIT_FLAGS)[number];

/** Whether a row is extra credit, in either form (the parser's boolean or the API's 'Yes' / 'No'). */
export function isExtraCredit(value: boolean | ExtraCreditFlag): boolean {
  return value === true || value === 'Yes';
}

/** The API's form of a row's extra credit. */
export function extraCreditFlag(extraCredit: boolean): ExtraCreditFlag {
  return extraCredit ? 'Yes' : 'No';
}

/** A course's rows checked against the total its report prints. */
export const RECONCILIATION_STATUSES = ['matches', 'differs', 'no-total'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** How a report was read: its text layer, or pages read from images. */
export const TRANSCRIPT_SOURCES = ['text', 'ocr'] as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[number];

/** An upload log row's state. */
export const UPLOAD_STATUSES = ['processing', 'success', 'error'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
/** Labels in the order the Upload Logs status filter lists them (spec section 7). */
export const UPLOAD_STATUS_LABELS: Record<UploadStatus, string> = {
  success: 'Success',
  error: 'Error',
  processing: 'Processing',
};

/** The term filters of the course list and the trend chart (decisions.md, Terms). */
export const TERM_FILTERS = ['all', 'this-semester', 'this-year'] as const;
export type TermFilter = (typeof TERM_FILTERS)[number];

/** Active flags as the admin API carries them. */
export const ACTIVE_FLAGS = ['true', 'false'] as const;
export type ActiveFlag = (typeof ACTIVE_FLAGS)[number];

/** Whether an audited action succeeded. */
export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The entries of a label record as select options, in the record's order. */
export function labelledOptions<T extends string>(
  labels: Record<T, string>,
): Array<{ value: T; label: string }> {
  return (Object.entries(labels) as Array<[T, string]>).map(([value, label]) => ({ value, label }));
}
