/** How the parser names a course whose title it could not read: by the page its table starts on. */
export function unnamedCourseLabel(page: number): string {
  return `The course on page ${page}`;
}

const UNNAMED_COURSE_RE = /^The course on page \d+: /;

/**
 * Whether a reading's warning is about a course: the parser writes each as "<course name>: ...", or, of a
 * scan's words read with low confidence, as "<course name>, row "<assignment>": ..." and
 * "<course name>, the course's heading: ...". A course without a name is named as
 * `unnamedCourseLabel` says ("The course on page 2: its title could not be read").
 */
export function warningNamesCourse(message: string, courseName: string): boolean {
  if (!courseName) return UNNAMED_COURSE_RE.test(message);
  return [`${courseName}: `, `${courseName}, row "`, `${courseName}, the course's heading: `].some((p) =>
    message.startsWith(p),
  );
}
