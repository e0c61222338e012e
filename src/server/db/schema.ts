import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ASSIGNMENT_STATUSES, AUDIT_OUTCOMES, ROLES, UPLOAD_STATUSES } from '../../shared/enums.js';
import type { CategoryWeight, Scenario } from '../../shared/planning.js';

/** A check that a text column holds one of an enumeration's values: `role in ('user', 'admin')`. */
function oneOf(column: AnyPgColumn, values: ReadonlyArray<string>) {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The identity provider (its issuer; 'dev' for development sign-in) and its subject: the key a user is found by. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull().unique(),
    name: text('name'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    unique('users_issuer_subject_unique').on(t.issuer, t.subject),
    check('users_role_check', oneOf(t.role, ROLES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token; the token itself is only in the cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    parsedAt: timestamp('parsed_at', { withTimezone: true }).notNull().defaultNow(),
    reportDate: date('report_date'),
    fileSha256: text('file_sha256').notNull(),
    fileSize: integer('file_size').notNull(),
    pdf: bytea('pdf').notNull(),
    parserVersion: text('parser_version').notNull(),
    /** The parser's whole output (the transcript JSON contract). */
    transcript: jsonb('transcript').notNull(),
  },
  (t) => [
    unique('reports_user_sha_unique').on(t.userId, t.fileSha256),
    index('reports_user_parsed_idx').on(t.userId, t.parsedAt.desc().nullsFirst()),
    index('reports_parsed_idx').on(t.parsedAt),
  ],
);

export const grades = pgTable(
  'grades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    subject: text('subject').notNull(),
    pointsReceived: doublePrecision('points_received').notNull(),
    maxPoints: doublePrecision('max_points').notNull(),
    percentage: doublePrecision('percentage').notNull(),
  },
  (t) => [index('grades_report_idx').on(t.reportId, t.position), index('grades_user_idx').on(t.userId)],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The report that last wrote this course; deleting it deletes what it wrote. */
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    courseName: text('course_name').notNull(),
    teacherName: text('teacher_name'),
    period: text('period'),
    semester: text('semester'),
    academicYear: text('academic_year'),
    currentGrade: doublePrecision('current_grade'),
    pointsReceived: doublePrecision('points_received'),
    maxPoints: doublePrecision('max_points'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('courses_user_name_term_unique')
      .on(t.userId, t.courseName, t.academicYear, t.semester)
      .nullsNotDistinct(),
    index('courses_user_term_idx').on(t.userId, t.academicYear, t.semester),
    index('courses_report_idx').on(t.reportId),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    assignmentName: text('assignment_name').notNull(),
    category: text('category'),
    pointsEarned: doublePrecision('points_earned'),
    maxPoints: doublePrecision('max_points'),
    percentage: doublePrecision('percentage'),
    dateDue: date('date_due'),
    isExtraCredit: boolean('is_extra_credit').notNull().default(false),
    status: text('status', { enum: ASSIGNMENT_STATUSES }).notNull().default('graded'),
    comment: text('comment'),
  },
  (t) => [
    index('assignments_course_idx').on(t.courseId, t.position),
    index('assignments_user_idx').on(t.userId),
  ],
);

/**
 * A student's category weights for one of their courses (the course grade, what-if and the solver then
 * weight by them); deleted with the course.
 */
export const courseWeights = pgTable('course_weights', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  weights: jsonb('weights').$type<CategoryWeight[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A named what-if scenario of one course, private to its student; deleted with the course. */
export const whatIfScenarios = pgTable(
  'what_if_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scenario: jsonb('scenario').$type<Scenario>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('what_if_scenarios_course_name_unique').on(t.courseId, t.name),
    index('what_if_scenarios_user_idx').on(t.userId),
  ],
);

export const systemSettings = pgTable('system_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  settingKey: text('setting_key').notNull().unique(),
  settingValue: text('setting_value').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const allowedDomains = pgTable('allowed_domains', {
  id: uuid('id').primaryKey().defaultRandom(),
  domain: text('domain').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
});

export const uploadLogs = pgTable(
  'upload_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('processing'),
    /** Seconds from the request's start to its end. */
    processingTime: doublePrecision('processing_time'),
    assignmentsFound: integer('assignments_found').notNull().default(0),
    errorMessage: text('error_message'),
    /** The id the student's upload screen chose to follow this upload's progress by (X-Upload-Id). */
    progressId: uuid('progress_id'),
    /** The scanned page being read by OCR, and how many there are (null while none is). */
    scanPage: integer('scan_page'),
    scanPages: integer('scan_pages'),
    createdAt: createdAt(),
  },
  (t) => [
    check('upload_logs_status_check', oneOf(t.status, UPLOAD_STATUSES)),
    index('upload_logs_progress_idx').on(t.progressId),
    index('upload_logs_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('upload_logs_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('upload_logs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * Running totals of upload_logs per status, kept by a trigger on upload_logs (migration
 * 0002_upload_log_stats_trigger), so the admin dashboard reads a handful of rows instead of every log.
 */
export const uploadLogStats = pgTable('upload_log_stats', {
  status: text('status').primaryKey(),
  uploads: bigint('uploads', { mode: 'number' }).notNull().default(0),
  /** Sum and count of the non-null processing times. */
  processingTimeSum: doublePrecision('processing_time_sum').notNull().default(0),
  processingTimeCount: bigint('processing_time_count', { mode: 'number' }).notNull().default(0),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    detail: text('detail'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * Rate-limit counters every app instance shares (when no REDIS_URL is set): one row per limited key and
 * route, counting hits until `expires_at`. Unlogged (see the migration): losing them in a crash only
 * restarts the count.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);

/** When each periodic job last ran, on any instance: an instance runs a job only after claiming its period here. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * OpenID Connect sign-ins under way: what the browser's callback must match (its state, kept in a cookie
 * too), the nonce the ID token must carry and the PKCE verifier. Used once, and only within 10 minutes.
 */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    /** SHA-256 of the state. */
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_sign_ins_expires_idx').on(t.expiresAt)],
);

/**
 * A course as one report holds it, compared with the student's report before it that holds the same course
 * (src/shared/changes.ts): one row per report and course (a course's first report: its grade, no changes).
 * Brought up to date for a course whenever a report holding it arrives or goes, so each row compares with
 * its current predecessor by printed date. Goes with its report, its predecessor, or its course.
 */
export const courseChanges = pgTable(
  'course_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The student's most recent earlier report holding the course; null for its first. */
    previousReportId: uuid('previous_report_id').references(() => reports.id, { onDelete: 'cascade' }),
    /** The report's day (`reportDay`): printed, else the local day of its upload, and which of the two. */
    reportDay: date('report_day').notNull(),
    reportDayPrinted: boolean('report_day_printed').notNull(),
    previousReportDay: date('previous_report_day'),
    previousReportDayPrinted: boolean('previous_report_day_printed'),
    percentageBefore: doublePrecision('percentage_before'),
    percentageAfter: doublePrecision('percentage_after'),
    newGrades: integer('new_grades').notNull().default(0),
    /** The row changes (`RowChange[]` of src/shared/changes.ts). */
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    unique('course_changes_report_course_unique').on(t.reportId, t.courseId),
    index('course_changes_user_day_idx').on(t.userId, t.reportDay.desc()),
    index('course_changes_course_idx').on(t.courseId),
    index('course_changes_previous_idx').on(t.previousReportId),
  ],
);
