import { courseFirstPage } from '../parse';
import type { Transcript, TranscriptWarning } from '../types';

/** The marks a sentence ends with. */
const FINAL_MARKS = ['.', '!', '?'];
/** Dashes set between words ("Late — 10% deduction", "Très bien – excellent effort"). */
const INNER_DASH_RE = / [\u2014\u2013-] /g;

/** A mark a comment read from a scan may have lost, and the comment with it. */
interface LostMark {
  mark: string;
  whole: string;
  final: boolean;
}

/** The comments that are `comment` with one mark more: a final one, or a dash between two of its words. */
function withOneMarkMore(comment: string, comments: Set<string>): LostMark[] {
  const out: LostMark[] = [];
  if (!FINAL_MARKS.some((m) => comment.endsWith(m)))
    for (const mark of FINAL_MARKS)
      if (comments.has(comment + mark)) out.push({ mark, whole: comment + mark, final: true });
  for (const whole of comments)
    for (const m of whole.matchAll(INNER_DASH_RE))
      if (`${whole.slice(0, m.index)} ${whole.slice(m.index + m[0].length)}` === comment)
        out.push({ mark: m[0].trim(), whole, final: false });
  return out;
}

/**
 * A comment read without a mark where the report prints the same comment with it on another row (teachers
 * give the same comment to many rows, from a bank): the scan lost a full stop at the end of a line, or a
 * thin dash between two words, as it often does, and the comment is given it. Only one comment of the
 * report may be so near. Each comment so mended is warned of with its row, as read otherwise than the
 * engine read it.
 */
export function commentMarksOfTheReport(t: Transcript): TranscriptWarning[] {
  const comments = new Set(
    t.courses.flatMap((c) => c.assignments.map((a) => a.comment)).filter((c): c is string => !!c),
  );
  const out: TranscriptWarning[] = [];
  for (const c of t.courses)
    for (const a of c.assignments) {
      if (!a.comment) continue;
      const lost = withOneMarkMore(a.comment, comments);
      if (lost.length !== 1) continue;
      const [{ mark, whole, final }] = lost;
      a.comment = whole;
      out.push({
        code: 'OCR_LOW_CONFIDENCE',
        message: `${c.courseName || 'A course'}, row "${a.assignmentName}": its comment was read from the scan without its ${final ? 'final ' : ''}"${mark}", given back as the report prints the comment on other rows; check it against your report`,
        page: courseFirstPage(c) ?? null,
      });
    }
  return out;
}
