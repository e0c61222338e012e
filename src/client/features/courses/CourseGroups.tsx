import { Tooltip } from 'radix-ui';
import type { CourseWithChecks } from '../../../shared/api/student';
import { COURSE_SORTS, type CourseSort, type TermGroup } from '../../../shared/courseList';
import { SearchInput } from '../../components/ui/SearchInput';
import { CourseCard } from './CourseCard';
import { cn } from '../../lib/cn';
import { fieldClasses } from '../../components/ui/inputStyles';

/** The search box (course or teacher) and the sort choice above the course groups. */
export function CourseListControls({
  search,
  onSearch,
  sort,
  onSort,
}: {
  search: string;
  onSearch: (text: string) => void;
  sort: CourseSort;
  onSort: (sort: CourseSort) => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchInput
        value={search}
        onChange={onSearch}
        placeholder="Search by course or teacher..."
        label="Search courses by course or teacher"
        className="flex-1"
        inputClassName="h-10"
      />
      <div className="flex items-center gap-2">
        <label htmlFor="course-sort" className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
          Sort by
        </label>
        <select
          id="course-sort"
          value={sort}
          onChange={(e) => onSort(e.target.value as CourseSort)}
          className={cn(fieldClasses, 'h-10 min-w-0 flex-1 sm:flex-none')}
        >
          {COURSE_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The course cards under a heading per term, newest term first; rows of cards are of one height. */
export function TermGroups({
  groups,
  onOpen,
}: {
  groups: TermGroup<CourseWithChecks>[];
  onOpen: (course: CourseWithChecks) => void;
}) {
  return (
    <Tooltip.Provider delayDuration={400}>
      {groups.map((g, i) => (
        <section key={g.key} aria-labelledby={`term-heading-${i}`} data-testid="term-group">
          <h2
            id={`term-heading-${i}`}
            className="mb-3 flex items-baseline gap-2 border-b border-slate-200 pb-1 text-lg font-semibold text-slate-900 dark:border-slate-700 dark:text-slate-100"
          >
            {g.heading}
            <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
              {g.courses.length} {g.courses.length === 1 ? 'course' : 'courses'}
            </span>
          </h2>
          <ul className="grid auto-rows-fr grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {g.courses.map((c) => (
              <li key={c.id} className="min-w-0">
                <CourseCard course={c} onOpen={() => onOpen(c)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Tooltip.Provider>
  );
}
