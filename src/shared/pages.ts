/**
 * The screens the client serves (spec section 2). The server answers these paths with the application and
 * any other page path with the same application under status 404, where it shows 'Page not found'.
 */
export const PAGE_PATHS = [
  '/',
  '/home',
  '/signin',
  '/upload',
  '/history',
  '/courses',
  '/admin',
  '/admin/users',
  '/admin/settings',
  '/admin/logs',
] as const;

const known = new Set<string>(PAGE_PATHS);

/** Whether a requested URL (query and a trailing slash ignored, as the client router does) names a screen. */
export function isPagePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0]!;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return known.has(trimmed || '/');
}
