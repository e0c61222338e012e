/**
 * Whether a reading's warning is about a course: the parser writes each as "<course name>: ...", or, of a
 * scan's words read with low confidence, as "<course name>, row "<assignment>": ..." and
 * "<course name>, the course's heading: ...".
 */
export function warningNamesCourse(message: string, courseName: string): boolean {
  if (!courseName) return false;
  return [`${courseName}: `, `${courseName}, row "`, `${courseName}, the course's heading: `].some((p) =>
    message.startsWith(p),
  );
}
