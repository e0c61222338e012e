import type { Line } from './lines';
import { collapse } from './lines';
import { assignCells, detectHeader, type Column, type ColumnRole } from './columns';
import { readCourseHeader, stripContinued, type CourseHeader } from './courseHeader';
import { parseUsDate } from './dates';
import type { Assignment, AssignmentStatus, TranscriptWarning } from './types';
import { isYes, parseCombinedScore, parseNumber, parseStatus, parseTotalLine, percentOf } from './values';

export interface DraftCourse {
  header: CourseHeader;
  assignments: Assignment[];
  total: { received: number; max: number; page: number } | null;
  sawTable: boolean;
  firstPage: number;
}

const COMMENT_LABEL_RE = /^(?:teacher\s+)?(?:comments?|notes?|remarks?)\s*[:\-–]\s*/i;
const GROUP_LABEL_RE = /^(?:category|type|group|assignment type)\s*:\s*(.+)$/i;
const GROUP_WEIGHT_RE =
  /^(.+?)\s*(?:\(\s*(?:weight\s*:?\s*)?\d+(?:\.\d+)?\s*%\s*\)|[-–—:]\s*(?:weight(?:ed)?|worth)\b.*|\s+\d+(?:\.\d+)?\s*%\s*(?:of (?:the )?grade)?)$/i;
const KNOWN_CATEGORY_RE =
  /^(homework|classwork|class work|quiz(zes)?|tests?|exams?|labs?|projects?|participation|assessments?|essays?|practice|formative|summative|assignments?|final|midterm|benchmarks?|warm-?ups?|notebook|presentations?|writing|reading|performance|other)$/i;
const SUBTOTAL_RE = /\b(sub-?total|category total|totals?)\b/i;

interface RowFields {
  byRole: Partial<Record<ColumnRole, string>>;
}

function fieldsOf(line: Line, cols: Column[]): RowFields {
  const byRole: Partial<Record<ColumnRole, string>> = {};
  for (const [idx, texts] of assignCells(line.cells, cols)) {
    const role = cols[idx].role;
    const t = collapse(texts.join(' '));
    byRole[role] = byRole[role] ? `${byRole[role]} ${t}` : t;
  }
  return { byRole };
}

function scoreLike(text: string | undefined): boolean {
  if (!text) return false;
  return parseNumber(text) !== null || parseCombinedScore(text) !== null || parseStatus(text) !== null;
}

function isRowLike(f: RowFields): boolean {
  const r = f.byRole;
  if (r.date && parseUsDate(r.date)) return true;
  if (scoreLike(r.earned) || scoreLike(r.score) || (r.max && parseNumber(r.max) !== null)) return true;
  if (r.status && parseStatus(r.status)) return true;
  if (r.pct && /\d/.test(r.pct)) return true;
  return false;
}

function buildAssignment(f: RowFields, category: string | null): Assignment {
  const r = f.byRole;
  let earned: number | null = null;
  let max: number | null = null;
  let status: AssignmentStatus | null = null;
  let ec = false;

  const applyScoreText = (text: string | undefined, asMax: boolean) => {
    if (!text) return;
    const combined = parseCombinedScore(text);
    if (combined) {
      [earned, max] = combined;
      return;
    }
    const withStatus = /^(.+?)\s*(?:\/|out of|of)\s*([\d,]*\.?\d+)$/i.exec(text.trim());
    if (withStatus && parseStatus(withStatus[1])) {
      const s = parseStatus(withStatus[1])!;
      if (s.extraCredit) ec = true;
      if (s.status) status ??= s.status;
      max = parseNumber(withStatus[2]);
      return;
    }
    const n = parseNumber(text);
    if (n !== null) {
      if (asMax) max = n;
      else earned = n;
      return;
    }
    // A status may share the cell with a number or stand alone ("Exc", "M", "--", "8 EC").
    for (const word of text.split(/\s+/)) {
      const num = parseNumber(word);
      if (num !== null) {
        if (asMax) max = num;
        else earned = num;
        continue;
      }
      const s = parseStatus(word) ?? parseStatus(text);
      if (s?.extraCredit) ec = true;
      if (s?.status) status ??= s.status;
    }
  };
  applyScoreText(r.score, false);
  applyScoreText(r.earned, false);
  applyScoreText(r.max, true);
  if (r.status) {
    for (const word of r.status.split(/[\s,;/]+/)) {
      const s = parseStatus(word);
      if (s?.extraCredit) ec = true;
      if (s?.status) status ??= s.status;
    }
  }
  if (r.ec && isYes(r.ec)) ec = true;
  const name = r.name ?? '';
  if (max === 0 && earned !== null && earned > 0) ec = true;
  if (status === null) status = earned === null ? 'pending' : 'graded';
  if (status === 'excused' || status === 'missing' || status === 'pending')
    earned = status === 'pending' ? earned : null;
  if (status === 'pending' && earned !== null) status = 'graded';
  return {
    assignmentName: collapse(name),
    category: r.category ? collapse(r.category) : category,
    dateDue: r.date ? parseUsDate(r.date) : null,
    pointsEarned: earned,
    maxPoints: max,
    percentage: percentOf(earned, max),
    isExtraCredit: ec,
    status,
    comment: r.comment ? collapse(r.comment) : null,
  };
}

const EC_MARK_RE = /\s*(?:\((?:extra credit|ec|xc)\)|\[(?:extra credit|ec|xc)\])\s*/i;

/** An "(Extra Credit)" mark in the (joined) name flags the row and is not part of the name. */
function applyNameMarks(a: Assignment): void {
  if (!EC_MARK_RE.test(a.assignmentName)) return;
  a.isExtraCredit = true;
  a.assignmentName = collapse(a.assignmentName.replace(EC_MARK_RE, ' '));
}

function groupHeaderOf(line: Line, cols: Column[], f: RowFields): string | null {
  const text = line.text;
  const labelled = GROUP_LABEL_RE.exec(text);
  if (labelled) return collapse(labelled[1].split(/\s{2,}/)[0]);
  if (line.cells.length > 2) return null;
  const weighted = GROUP_WEIGHT_RE.exec(line.cells[0].text);
  if (weighted && line.cells.length === 1) return collapse(weighted[1]);
  if (!cols.some((c) => c.role === 'category') && line.cells.length === 1 && KNOWN_CATEGORY_RE.test(text))
    return text;
  const nameCol = cols.find((c) => c.role === 'name');
  if (nameCol && line.cells.length === 1 && line.cells[0].x0 < nameCol.x0 - line.size && !f.byRole.comment)
    return text;
  return null;
}

export interface InterpretResult {
  courses: DraftCourse[];
  warnings: TranscriptWarning[];
}

/** Walks the reconstructed lines and builds courses with their assignments. */
export function readCourses(lines: Line[]): DraftCourse[] {
  const courses: DraftCourse[] = [];
  let course: DraftCourse | null = null;
  let cols: Column[] | null = null;
  let category: string | null = null;
  let last: Assignment | null = null;
  let lastField: 'name' | 'comment' = 'name';
  let lastLine: Line | null = null;
  const loose: Line[] = [];

  const open = (header: CourseHeader, page: number) => {
    course = { header, assignments: [], total: null, sawTable: false, firstPage: page };
    courses.push(course);
    cols = null;
    category = null;
    last = null;
    loose.length = 0;
  };
  const close = () => {
    course = null;
    cols = null;
    category = null;
    last = null;
  };

  for (const line of lines) {
    const prevLine = lastLine;
    lastLine = line;
    const total = parseTotalLine(line.text);
    if (total) {
      if (course) {
        course.total = { ...total, page: line.page };
        close();
      } else {
        const prev = courses[courses.length - 1];
        if (prev && !prev.total) prev.total = { ...total, page: line.page };
      }
      continue;
    }
    const header = detectHeader(line);
    if (header) {
      if (!course) {
        // No course header line was recognised: the closest loose line above names the course.
        const named = [...loose].reverse().find((l) => !/grades?\s*-\s*by|report/i.test(l.text));
        open(
          {
            name: named ? stripContinued(named.cells[0].text) : 'Course',
            teacher: null,
            period: null,
            term: null,
            year: null,
            strength: 'weak',
          },
          line.page,
        );
      }
      cols = header;
      course!.sawTable = true;
      continue;
    }
    const f = cols ? fieldsOf(line, cols) : null;
    const rowLike = f ? isRowLike(f) : false;
    if (!rowLike) {
      const ch = readCourseHeader(line);
      if (ch && (ch.strength === 'strong' || !cols || !f?.byRole.name || line.cells.length > 1)) {
        const cur = course as DraftCourse | null;
        if (cur && !cur.total && stripContinued(cur.header.name).toLowerCase() === ch.name.toLowerCase()) {
          continue; // the same course resumed after a page break
        }
        const prev = courses[courses.length - 1];
        if (!cur && prev && prev.header.name.toLowerCase() === ch.name.toLowerCase() && !prev.total) {
          course = prev;
          continue;
        }
        open(ch, line.page);
        continue;
      }
    }
    if (!course || !cols || !f) {
      if (!course) {
        loose.push(line);
        if (loose.length > 3) loose.shift();
      }
      continue;
    }
    const cur = course as DraftCourse;
    if (rowLike) {
      if (SUBTOTAL_RE.test(line.text) && !(f.byRole.date && parseUsDate(f.byRole.date))) continue;
      const a = buildAssignment(f, category);
      if (!a.assignmentName && last && !f.byRole.date) continue;
      cur.assignments.push(a);
      last = a;
      lastField = 'name';
      continue;
    }
    const commentLabel = COMMENT_LABEL_RE.exec(line.text);
    if (commentLabel && last) {
      const text = collapse(line.text.slice(commentLabel[0].length));
      const target: Assignment = last;
      target.comment = target.comment ? `${target.comment} ${text}` : text;
      lastField = 'comment';
      continue;
    }
    const group = groupHeaderOf(line, cols, f);
    if (group) {
      category = group;
      last = null;
      continue;
    }
    if (/^(no (assignments|grades|scores)|nothing to report)/i.test(line.text)) continue;
    // A wrapped continuation of the previous row's name or comment.
    const near = prevLine && prevLine.page === line.page && line.y - prevLine.y < line.size * 2.6;
    if (last && (near || lastField === 'comment')) {
      const target: Assignment = last;
      const r = f.byRole;
      const nameText = r.name;
      const commentText = r.comment;
      if (lastField === 'comment' && !commentText) {
        const t = collapse(line.text);
        target.comment = target.comment ? `${target.comment} ${t}` : t;
        continue;
      }
      if (nameText) target.assignmentName = collapse(`${target.assignmentName} ${nameText}`);
      if (commentText) target.comment = target.comment ? `${target.comment} ${commentText}` : commentText;
      if (r.category && target.category !== null)
        target.category = collapse(`${target.category} ${r.category}`);
    }
  }
  for (const c of courses) c.assignments.forEach(applyNameMarks);
  return courses.filter((c) => c.sawTable || c.total || c.assignments.length);
}
