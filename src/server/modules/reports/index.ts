/** The public file of this module: what other modules and the rest of the server may use of it. */
export { reportRoutes } from './routes.js';
export { deleteReportsOlderThan, findReport, findReportTranscript } from './service.js';
export { courseWarnings, warningsOf, type ReportWarning, type StoredTranscript } from './checks.js';
export { printedTotal } from './transcript.js';
export { courseChecks, presentCourseCheck, presentGrade, presentReport } from './present.js';
