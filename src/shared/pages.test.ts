import { describe, expect, it } from 'vitest';
import { isPagePath } from './pages';

describe('isPagePath', () => {
  it('knows every screen of the spec', () => {
    for (const path of [
      '/',
      '/home',
      '/signin',
      '/upload',
      '/history',
      '/courses',
      '/admin',
      '/admin/logs',
    ]) {
      expect(isPagePath(path)).toBe(true);
    }
  });

  it('ignores the query, the fragment and a trailing slash', () => {
    expect(isPagePath('/upload?from=landing')).toBe(true);
    expect(isPagePath('/courses/')).toBe(true);
    expect(isPagePath('/admin/users/#top')).toBe(true);
  });

  it('refuses paths no screen answers', () => {
    expect(isPagePath('/nothing-here')).toBe(false);
    expect(isPagePath('/admin/unknown')).toBe(false);
    expect(isPagePath('/upload/extra')).toBe(false);
    expect(isPagePath('/Upload')).toBe(false);
  });
});
