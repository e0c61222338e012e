export function CoursesPage() {
  return null;
}
