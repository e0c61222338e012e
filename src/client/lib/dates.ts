import { localDate } from '../../shared/reportDates';

/** A calendar day 'YYYY-MM-DD' as "Oct 14, 2024". */
export function formatDay(day: string, locale?: string): string {
  return localDate(day).toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** A timestamp's local date: "Nov 23, 2026". */
export function formatDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** A timestamp's local date and time: "Nov 23, 2026, 6:27 AM". */
export function formatDateTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A timestamp's local time of day: "6:27 AM". */
export function formatTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleTimeString(locale, { timeStyle: 'short' });
}
