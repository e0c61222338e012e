/** Limits shared by the browser's hints and the server's enforcement. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const PDF_MIME_TYPE = 'application/pdf';
export const PROCESSING_TIMEOUT_SECONDS = 120;
export const AUTO_DELETE_DAYS = 365;
export const UPLOAD_LOG_LIMITS = [50, 100, 200, 500] as const;
export const DEFAULT_UPLOAD_LOG_LIMIT = 100;
export const RECENT_ACTIVITY_COUNT = 3;
/** What-if scenarios: edited rows and added rows per scenario, saved scenarios per course, name length. */
export const MAX_SCENARIO_EDITS = 300;
export const MAX_SCENARIO_ADDED_ROWS = 50;
export const MAX_SCENARIOS_PER_COURSE = 20;
export const MAX_SCENARIO_NAME_LENGTH = 80;
/** Category weights per course. */
export const MAX_WEIGHTED_CATEGORIES = 30;
