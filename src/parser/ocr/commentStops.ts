import { courseFirstPage } from '../parse';
import type { Transcript, TranscriptWarning } from '../types';

/** The marks a sentence ends with. */
const FINAL_MARK_RE = /[.!?]$/;

/**
 * A comment read without its final mark where the report prints the same comment with it on another row
 * (teachers give the same comment to many rows, from a bank): the scan lost a full stop at the end of a
 * line, as it often does, and the comment is given it. Each comment so mended is warned of with its row,
 * as read otherwise than the engine read it.
 */
export function commentStopsOfTheReport(t: Transcript): TranscriptWarning[] {
  const comments = new Set(
    t.courses.flatMap((c) => c.assignments.map((a) => a.comment)).filter((c): c is string => !!c),
  );
  const out: TranscriptWarning[] = [];
  for (const c of t.courses)
    for (const a of c.assignments) {
      if (!a.comment || FINAL_MARK_RE.test(a.comment)) continue;
      const marks = ['.', '!', '?'].filter((m) => comments.has(a.comment + m));
      if (marks.length !== 1) continue;
      a.comment += marks[0];
      out.push({
        code: 'OCR_LOW_CONFIDENCE',
        message: `${c.courseName || 'A course'}, row "${a.assignmentName}": its comment was read from the scan without its final "${marks[0]}", given back as the report prints the comment on other rows; check it against your report`,
        page: courseFirstPage(c) ?? null,
      });
    }
  return out;
}
