import type { z } from 'zod';
import {
  adminUserListSchema,
  adminUserSchema,
  allowedDomainListSchema,
  allowedDomainSchema,
  dashboardSchema,
  okSchema,
  systemSettingListSchema,
  systemSettingSchema,
  uploadLogListSchema,
  type UploadLog,
} from '../../shared/api/admin.js';
import {
  changesResponseSchema,
  courseHistorySchema,
  courseTrendsSchema,
  reportChangesSchema,
} from '../../shared/api/changes.js';
import { changeEntryExample } from './changeExamples.js';
import { authConfigSchema, meResponseSchema, okResponseSchema } from '../../shared/api/auth.js';
import {
  accountExportSchema,
  assignmentsResponseSchema,
  deleteResponseSchema,
  filteredCoursesResponseSchema,
  historyResponseSchema,
  reportDetailSchema,
  uploadConfigSchema,
  uploadProgressSchema,
  uploadResponseSchema,
  type Report,
} from '../../shared/api/student.js';
import { courseWeightsSchema, savedScenarioSchema, savedScenariosSchema } from '../../shared/api/planning.js';
import { reportRowKey } from '../../shared/planning.js';

/** An example answer and the schema it must satisfy (the OpenAPI test parses every example with it). */
export interface Example {
  status: number;
  schema: z.ZodType;
  value: unknown;
}

/** What the reference page says about one route beyond its schemas. */
export interface Operation {
  summary: string;
  tag: Tag;
  /** The success answer a client can expect (JSON routes). */
  example?: Example;
  /** Callers prove themselves by bearer token rather than by session. */
  bearerToken?: true;
}

export const TAGS = {
  'Sign-in': 'Who is signed in, signing in and out.',
  Uploads: 'Sending a gradebook report PDF and the limits that apply.',
  Reports: 'Stored reports, their grades, files and CSV exports.',
  Courses: 'Courses and their assignments across reports.',
  Account: "The caller's own data: export and deletion.",
  Administration: 'Users, roles, settings, allowed domains and the upload log (administrators only).',
  Operations: 'Health probes, metrics and this reference.',
} as const;
export type Tag = keyof typeof TAGS;

function example<S extends z.ZodType>(schema: S, value: z.input<S>, status = 200): Example {
  return { status, schema, value };
}

const USER_ID = '5b0c3f0e-8a51-4c43-9a43-0c1d6c7f2a11';
const REPORT_ID = '0f6e1f1a-2c9b-4d7e-8a36-7d8f5b1c9e42';
const COURSE_ID = '8d2a4c61-3f5e-4b0a-9c27-1e6d8f0b7a53';
const PARSED_AT = '2026-10-02T14:31:07.000Z';

const report: Report = {
  id: REPORT_ID,
  fileName: 'Grades - By Student with Comments.pdf',
  parsedAt: PARSED_AT,
  reportDate: '2026-10-01',
  grades: [
    {
      id: 'c3a1e7d2-5b4f-4e8a-b6c9-2d7f1a0e3b85',
      subject: 'Algebra II',
      pointsReceived: 412.5,
      maxPoints: 450,
      percentage: 91.67,
    },
  ],
};

const course = {
  id: COURSE_ID,
  courseName: 'Algebra II',
  teacherName: 'Rivera, Ana',
  period: '3',
  semester: 'S1',
  academicYear: '2026-2027',
  currentGrade: 91.67,
  weighted: false,
  check: {
    courseName: 'Algebra II',
    status: 'matches' as const,
    earned: 412.5,
    possible: 450,
    pointsReceived: 412.5,
    maxPoints: 450,
  },
  warnings: [],
};

const assignment = {
  id: '2e9b7c15-6a3d-4f81-b0e2-9c4d7a1f5e36',
  assignmentName: 'Unit 2 Test',
  category: 'Tests',
  pointsEarned: 46,
  maxPoints: 50,
  percentage: 92,
  dateDue: '2026-09-26',
  isExtraCredit: 'No' as const,
  status: 'graded' as const,
  comment: 'Good work on systems of equations.',
};

const scenario = {
  id: '9f3b6d21-4e8a-4c57-b1d0-3a7e5c2f8b16',
  courseId: COURSE_ID,
  name: 'Ace the final',
  scenario: {
    edits: [{ row: reportRowKey('Unit 2 Test', '2026-09-26', 1), pointsEarned: 50 }],
    added: [
      {
        key: 'added-1',
        assignmentName: 'Final Exam',
        category: 'Tests',
        maxPoints: 100,
        pointsEarned: 92,
        isExtraCredit: false,
      },
    ],
  },
  updatedAt: PARSED_AT,
};

const weights = [
  { category: 'Tests', weight: 50 },
  { category: 'Homework', weight: 30 },
  { category: 'Labs', weight: 20 },
];

const uploadLog: UploadLog = {
  id: '7a4e2b90-1c5d-4f3a-8e6b-0d9c2f7a1b48',
  userId: USER_ID,
  userEmail: 'jordan.lee@school.edu',
  fileName: 'Grades - By Student with Comments.pdf',
  fileSize: 184_320,
  status: 'success',
  processingTime: 1.42,
  assignmentsFound: 37,
  errorMessage: null,
  createdAt: PARSED_AT,
};

const adminUser = {
  id: USER_ID,
  email: 'jordan.lee@school.edu',
  name: 'Jordan Lee',
  role: 'user' as const,
  isActive: 'true' as const,
  createdAt: '2026-08-20T09:12:44.000Z',
  lastLoginAt: '2026-10-02T14:30:51.000Z',
  reportCount: 3,
  lastUpload: PARSED_AT,
};

const setting = {
  id: '4c8f1d27-9e3a-4b65-a0d2-6f7e1b9c3a04',
  settingKey: 'MAX_FILE_SIZE_MB',
  settingValue: '10',
  description: 'Largest PDF a student may upload, in megabytes',
  updatedAt: '2026-09-01T08:00:00.000Z',
};

const domain = {
  id: '9b3d5f71-2a8c-4e06-b4f9-3c1a7e5d2b60',
  domain: 'school.edu',
  isActive: 'true' as const,
  addedAt: '2026-08-15T10:00:00.000Z',
};

/**
 * Every route's entry in the API reference, keyed by method and path pattern. The OpenAPI test fails for a
 * registered route without one, so a new route is documented the day it is added.
 */
export const OPERATIONS: Record<string, Operation> = {
  'GET /healthz': {
    summary: 'Liveness: the process answers (never touches the database)',
    tag: 'Operations',
  },
  'GET /readyz': { summary: 'Readiness: the database answers', tag: 'Operations' },
  'GET /metrics': {
    summary: 'Prometheus metrics (404 unless METRICS_TOKEN is set)',
    tag: 'Operations',
    bearerToken: true,
  },
  'GET /api/openapi.json': { summary: 'This API description (OpenAPI 3.1)', tag: 'Operations' },

  'GET /api/auth/me': {
    summary: 'The signed-in user, or null',
    tag: 'Sign-in',
    example: example(meResponseSchema, {
      id: USER_ID,
      email: 'jordan.lee@school.edu',
      name: 'Jordan Lee',
      role: 'user',
    }),
  },
  'GET /api/auth/config': {
    summary: 'Which sign-in methods the sign-in page offers',
    tag: 'Sign-in',
    example: example(authConfigSchema, {
      googleClientId: '123456789012-abc.apps.googleusercontent.com',
      oidc: { displayName: 'Microsoft 365', startUrl: '/api/auth/oidc/start' },
      allowedDomain: 'school.edu',
      devLoginEnabled: false,
    }),
  },
  'POST /api/auth/logout': {
    summary: 'Ends the session',
    tag: 'Sign-in',
    example: example(okResponseSchema, { ok: true }),
  },
  'POST /api/auth/google': {
    summary: 'Signs in with a Google ID token (allowed domain, verified e-mail)',
    tag: 'Sign-in',
    example: example(okResponseSchema, { ok: true }),
  },
  'GET /api/auth/oidc/start': {
    summary: "Starts sign-in with the school's OpenID Connect provider (303 to it; 404 unless configured)",
    tag: 'Sign-in',
  },
  'GET /api/auth/oidc/callback': {
    summary: 'Where the provider sends the browser back: checks state, nonce and PKCE, then 303 to the app',
    tag: 'Sign-in',
  },
  'POST /api/auth/dev-login': {
    summary: 'Development sign-in as a student or an administrator (404 unless enabled)',
    tag: 'Sign-in',
    example: example(okResponseSchema, { ok: true }),
  },

  'POST /api/upload': {
    summary: 'Uploads a gradebook report PDF (multipart, field "pdf")',
    tag: 'Uploads',
    example: example(uploadResponseSchema, {
      ok: true,
      report,
      source: 'text',
      warnings: [],
      reconciliation: [
        {
          courseName: 'Algebra II',
          status: 'matches',
          earned: 412.5,
          possible: 450,
          pointsReceived: 412.5,
          maxPoints: 450,
        },
      ],
    }),
  },
  'GET /api/upload/progress/:uploadId': {
    summary:
      'How far the upload sent with header X-Upload-Id: uploadId has come: the scanned page being read by OCR, of how many ("waiting" before the upload arrives; 404 for the upload id of another user)',
    tag: 'Uploads',
    example: example(uploadProgressSchema, { status: 'processing', scanPage: 2, scanPages: 4 }),
  },
  'GET /api/upload/config': {
    summary: 'Upload limits and maintenance state',
    tag: 'Uploads',
    example: example(uploadConfigSchema, {
      maxFileSizeMb: 10,
      allowedFileTypes: ['pdf'],
      maintenanceMode: false,
      processingTimeoutSeconds: 120,
      maintenanceMessage: null,
    }),
  },

  'GET /api/history': {
    summary: "The caller's reports, newest first, with their grades",
    tag: 'Reports',
    example: example(historyResponseSchema, [report]),
  },
  'GET /api/reports/:id': {
    summary:
      "One report with how it was read, each course's check against its printed total and the reading's warnings",
    tag: 'Reports',
    example: example(reportDetailSchema, {
      ...report,
      source: 'text',
      checks: [course.check],
      warnings: [],
    }),
  },
  'DELETE /api/reports/:id': {
    summary: 'Deletes a report and its courses',
    tag: 'Reports',
    example: example(deleteResponseSchema, { ok: true }),
  },
  'DELETE /api/grades/:id': {
    summary: 'Deletes one grade line of a report',
    tag: 'Reports',
    example: example(deleteResponseSchema, { ok: true }),
  },
  'GET /api/reports/:id/file': { summary: 'The original PDF, as an attachment', tag: 'Reports' },
  'GET /api/reports/:id/grades.csv': { summary: "A report's grades as CSV", tag: 'Reports' },
  'GET /api/reports.csv': { summary: "Every report's grades as CSV", tag: 'Reports' },

  'GET /api/courses/filtered': {
    summary: 'Courses of the latest reports, optionally this semester or this year',
    tag: 'Courses',
    example: example(filteredCoursesResponseSchema, {
      courses: [course],
      appliedFilters: { semester: 'S1', academicYear: '2026-2027' },
    }),
  },
  'GET /api/assignments/course/:id': {
    summary: "A course's assignments",
    tag: 'Courses',
    example: example(assignmentsResponseSchema, [assignment]),
  },
  'GET /api/courses/:id/scenarios': {
    summary: "A course's saved what-if scenarios, by name",
    tag: 'Courses',
    example: example(savedScenariosSchema, [scenario]),
  },
  'POST /api/courses/:id/scenarios': {
    summary:
      'Saves a what-if scenario of a course under a name (replacing one of that name); 413 beyond the size limits',
    tag: 'Courses',
    example: example(savedScenarioSchema, scenario),
  },
  'DELETE /api/scenarios/:id': {
    summary: 'Deletes a saved what-if scenario',
    tag: 'Courses',
    example: example(deleteResponseSchema, { ok: true }),
  },
  'GET /api/courses/:id/weights': {
    summary: "A course's category weights, or null when its grade is points-based",
    tag: 'Courses',
    example: example(courseWeightsSchema, { weights }),
  },
  'PUT /api/courses/:id/weights': {
    summary: "Sets a course's category weights; 400 unless they add up to 100",
    tag: 'Courses',
    example: example(courseWeightsSchema, { weights }),
  },
  'DELETE /api/courses/:id/weights': {
    summary: "Removes a course's category weights: its grade is points-based again",
    tag: 'Courses',
    example: example(deleteResponseSchema, { ok: true }),
  },
  'DELETE /api/courses/clear': {
    summary: "Deletes all the caller's courses",
    tag: 'Courses',
    example: example(deleteResponseSchema, { ok: true, deleted: 6 }),
  },
  'GET /api/courses/trends': {
    summary: "Each course's percentage across the caller's reports, oldest first (the cards' sparklines)",
    tag: 'Courses',
    example: example(courseTrendsSchema, {
      trends: [{ courseId: changeEntryExample.courseId, percentages: [84.1, 87.2] }],
    }),
  },
  'GET /api/courses/:id/history': {
    summary:
      "A course's percentage across the caller's reports (oldest first) and its changes (newest first)",
    tag: 'Courses',
    example: example(courseHistorySchema, {
      courseId: changeEntryExample.courseId,
      courseName: changeEntryExample.courseName,
      points: [
        { report: changeEntryExample.previousReport!, uploadedAt: PARSED_AT, percentage: 84.1, letter: 'B' },
        { report: changeEntryExample.report, uploadedAt: PARSED_AT, percentage: 87.2, letter: 'B+' },
      ],
      changes: [changeEntryExample],
    }),
  },
  'GET /api/changes': {
    summary:
      'What changed in each course from report to report, newest first; "courseId" narrows to one course',
    tag: 'Courses',
    example: example(changesResponseSchema, { changes: [changeEntryExample] }),
  },
  'GET /api/reports/:id/changes': {
    summary: 'What a report changed in each course an earlier report of the caller held',
    tag: 'Reports',
    example: example(reportChangesSchema, {
      reportId: changeEntryExample.report.id,
      courses: [changeEntryExample],
    }),
  },

  'GET /api/me/export': {
    summary: 'Everything stored about the caller, as JSON',
    tag: 'Account',
    example: example(accountExportSchema, {
      exportedAt: '2026-10-03T08:00:00.000Z',
      user: {
        id: USER_ID,
        email: 'jordan.lee@school.edu',
        name: 'Jordan Lee',
        role: 'user',
        createdAt: '2026-08-20T09:12:44.000Z',
        lastLoginAt: '2026-10-02T14:30:51.000Z',
      },
      reports: [
        {
          ...report,
          reportDate: '2026-10-01',
          fileSize: 184_320,
          fileSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          parserVersion: '1.0.0',
          transcript: { source: 'text', courses: [] },
        },
      ],
      courses: [{ ...course, assignments: [assignment], weights: null, scenarios: [scenario] }],
      uploadLogs: [
        {
          id: uploadLog.id,
          fileName: uploadLog.fileName,
          fileSize: uploadLog.fileSize,
          status: 'success',
          processingTime: 1.42,
          assignmentsFound: 37,
          errorMessage: null,
          createdAt: PARSED_AT,
        },
      ],
    }),
  },
  'DELETE /api/me': {
    summary: "Deletes the caller's account and all its data",
    tag: 'Account',
    example: example(deleteResponseSchema, { ok: true }),
  },

  'GET /api/admin/dashboard': {
    summary: 'System totals, active users and recent uploads',
    tag: 'Administration',
    example: example(dashboardSchema, {
      systemStats: {
        totalUsers: 412,
        totalReports: 1187,
        successfulUploads: 1203,
        failedUploads: 41,
        averageProcessingTime: 1.37,
      },
      activeUsers: 96,
      recentActivity: [uploadLog],
    }),
  },
  'GET /api/admin/upload-logs': {
    summary: 'Upload log, newest first',
    tag: 'Administration',
    example: example(uploadLogListSchema, [uploadLog]),
  },
  'GET /api/admin/users': {
    summary: 'Every user with their role, status and uploads',
    tag: 'Administration',
    example: example(adminUserListSchema, [adminUser]),
  },
  'PATCH /api/admin/users/:userId/role': {
    summary: "Changes a user's role (409 for the last active administrator)",
    tag: 'Administration',
    example: example(adminUserSchema, { ...adminUser, role: 'admin' }),
  },
  'PATCH /api/admin/users/:userId/status': {
    summary: 'Activates or deactivates a user (deactivation ends their sessions)',
    tag: 'Administration',
    example: example(adminUserSchema, { ...adminUser, isActive: 'false' }),
  },
  'GET /api/admin/settings': {
    summary: 'System settings',
    tag: 'Administration',
    example: example(systemSettingListSchema, [setting]),
  },
  'POST /api/admin/settings/defaults': {
    summary: 'Creates the suggested settings that are missing',
    tag: 'Administration',
    example: example(systemSettingListSchema, [setting]),
  },
  'PUT /api/admin/settings/:key': {
    summary: 'Sets one setting (the value is checked per key)',
    tag: 'Administration',
    example: example(systemSettingSchema, { ...setting, settingValue: '15' }),
  },
  'GET /api/admin/domains': {
    summary: 'Allowed e-mail domains',
    tag: 'Administration',
    example: example(allowedDomainListSchema, [domain]),
  },
  'POST /api/admin/domains': {
    summary: 'Adds an allowed domain',
    tag: 'Administration',
    example: example(allowedDomainSchema, { ...domain, domain: 'students.school.edu' }, 201),
  },
  'PATCH /api/admin/domains/:domainId/status': {
    summary: 'Activates or deactivates an allowed domain',
    tag: 'Administration',
    example: example(allowedDomainSchema, { ...domain, isActive: 'false' }),
  },
  'DELETE /api/admin/domains/:domainId': {
    summary: 'Removes an allowed domain',
    tag: 'Administration',
    example: example(okSchema, { ok: true }),
  },
};

export function operationKey(method: string, url: string): string {
  return `${method} ${url}`;
}
