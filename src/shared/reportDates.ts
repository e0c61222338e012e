/**
 * Where a report stands in time: the date it prints ("Printed:", the transcript's `reportDate`), or the
 * day it was uploaded when it prints none. Trends, their period filters, Improvement and the history
 * table all order and filter reports by this date, never by the upload alone.
 */

export interface DatedReport {
  /** 'YYYY-MM-DD' as printed on the report, or null. */
  reportDate: string | null;
  /** ISO timestamp of the upload. */
  parsedAt: string;
}

export interface ReportDay {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** True when the report prints it; false when it is the local day of the upload. */
  printed: boolean;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

function isCalendarDay(text: string): boolean {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** The rule: the printed date when it is a real calendar day, else the local day of the upload. */
export function reportDay(report: DatedReport): ReportDay {
  if (report.reportDate && isCalendarDay(report.reportDate)) return { day: report.reportDate, printed: true };
  const uploaded = new Date(report.parsedAt);
  return {
    day: `${uploaded.getFullYear()}-${pad(uploaded.getMonth() + 1)}-${pad(uploaded.getDate())}`,
    printed: false,
  };
}

/** A 'YYYY-MM-DD' day as a local Date at midnight (how the school-term rules read dates). */
export function localDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** Reports oldest first by their report day; reports of one day in the order they were uploaded. */
export function oldestFirst<T extends DatedReport>(reports: ReadonlyArray<T>): T[] {
  return [...reports].sort(
    (a, b) =>
      reportDay(a).day.localeCompare(reportDay(b).day) ||
      new Date(a.parsedAt).getTime() - new Date(b.parsedAt).getTime(),
  );
}

/** Reports newest first by their report day (the history table's order). */
export function newestFirst<T extends DatedReport>(reports: ReadonlyArray<T>): T[] {
  return oldestFirst(reports).reverse();
}
