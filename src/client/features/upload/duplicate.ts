import { formatDate } from '../../lib/dates';

/** What the screen says of a file uploaded before, in the toast and the results alike. */
export function alreadyUploadedText(firstUploadedAt: string): string {
  return `Already uploaded on ${formatDate(firstUploadedAt)}`;
}
