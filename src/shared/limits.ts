/** Limits shared by the browser's hints and the server's enforcement. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const PDF_MIME_TYPE = 'application/pdf';
export const PROCESSING_TIMEOUT_SECONDS = 120;
export const AUTO_DELETE_DAYS = 365;
export const UPLOAD_LOG_LIMITS = [50, 100, 200, 500] as const;
export const DEFAULT_UPLOAD_LOG_LIMIT = 100;
export const RECENT_ACTIVITY_COUNT = 3;
