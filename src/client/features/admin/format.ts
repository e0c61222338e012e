import { toCsv } from '../../../shared/csv';
import type { UploadLog } from '../../../shared/api/admin';
import { decimal, formatFixed, percentOf } from '../../../shared/numbers';

/** Spec section 9: successful / (successful + failed), in percent; 0 when nothing has finished. */
export function successRate(successful: number, failed: number): number {
  return percentOf(successful, successful + failed) ?? 0;
}

export function formatPercent(value: number): string {
  return `${formatFixed(value, 1)}%`;
}

export function formatSeconds(seconds: number | null): string {
  return seconds === null ? '—' : `${formatFixed(seconds, 2)}s`;
}

/** File sizes in the logs: megabytes with two decimals. */
export function formatMb(bytes: number): string {
  return `${formatFixed(decimal(bytes).div(1024 * 1024), 2)} MB`;
}

/** User ids are shown by their first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export function formatDateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : 'Never';
}

const LOG_CSV_HEADERS = [
  'ID',
  'User',
  'File Name',
  'Status',
  'Processing Time',
  'Assignments Found',
  'Created At',
] as const;

export function uploadLogsCsv(logs: UploadLog[]): string {
  return toCsv(
    LOG_CSV_HEADERS,
    logs.map((l) => [
      l.id,
      l.userId,
      l.fileName,
      l.status,
      l.processingTime,
      l.assignmentsFound,
      l.createdAt,
    ]),
  );
}

/** upload-logs-YYYY-MM-DD.csv, by the local date. */
export function uploadLogsFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `upload-logs-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
