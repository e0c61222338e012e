import { useId, useMemo, useState, type FormEvent } from 'react';
import { RotateCcw, Trash2, Undo2 } from 'lucide-react';
import type { Assignment, CourseWithChecks } from '../../../../shared/api/student';
import { ASSIGNMENT_STATUS_LABELS } from '../../../../shared/enums';
import { categoryOf } from '../../../../shared/grades';
import { formatFixed } from '../../../../shared/numbers';
import { checkSentence } from '../../../../shared/reconciliation';
import {
  formatGrade,
  formatPoints,
  planRows,
  rowKeyName,
  whatIf,
  type CourseGrade,
  type PlannedRow,
} from '../../../../shared/planning';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { assignmentTextClass, gradeTextClass } from '../../../components/ui/gradeStyles';
import { LetterBadge } from '../../../components/ui/LetterBadge';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { useWeights } from './api';
import { ScenarioList } from './ScenarioList';
import { EMPTY_STATE, parsePoints, pointsText, scenarioOf, stateOf, type WhatIfState } from './scenarioState';
import { TargetSolver } from './TargetSolver';
import { WeightsEditor } from './WeightsEditor';
import { Section, TextField } from './ui';
import { fieldClasses } from '../../../components/ui/inputStyles';

/** The grade as the What-If tab shows it: percentage in its colour, the letter in its family's. */
function GradeFigure({ grade, testId }: { grade: CourseGrade; testId: string }) {
  return (
    <span className="flex items-center gap-2" data-testid={testId}>
      <span
        className={cn(
          'text-2xl font-bold tabular-nums',
          grade.percentage === null ? 'text-slate-500 dark:text-slate-400' : gradeTextClass(grade.percentage),
        )}
      >
        {formatGrade(grade.percentage)}
      </span>
      {grade.percentage !== null && <LetterBadge percentage={grade.percentage} />}
    </span>
  );
}

/** What the weighted grade leaves out, said plainly (never a silent difference). */
function GradeNotes({ grade }: { grade: CourseGrade }) {
  if (!grade.weighted) return null;
  return (
    <ul className="space-y-1 text-xs text-amber-900 dark:text-amber-200">
      {grade.ungradedCategories.length > 0 && (
        <li>
          No graded points yet in {grade.ungradedCategories.join(', ')}: the other weights are scaled up to
          100%.
        </li>
      )}
      {grade.unweightedCategories.length > 0 && (
        <li>
          {grade.unweightedCategories.join(', ')} {grade.unweightedCategories.length === 1 ? 'has' : 'have'}{' '}
          no weight: {grade.unweightedCategories.length === 1 ? 'its' : 'their'} assignments do not count.
        </li>
      )}
    </ul>
  );
}

function statusText(row: PlannedRow): string {
  if (row.percentage !== null) return `${formatFixed(row.percentage, 2)}%`;
  return row.status === 'graded' ? 'N/A' : ASSIGNMENT_STATUS_LABELS[row.status];
}

/** The What-If tab: edit, excuse, remove and add rows; the grade follows as you type. */
export function WhatIfPanel({
  course,
  assignments,
}: {
  course: CourseWithChecks;
  assignments: Assignment[];
}) {
  const weights = useWeights(course.id);
  const rows = useMemo(() => planRows(assignments), [assignments]);
  const original = useMemo(() => new Map(rows.map((r) => [r.key, r])), [rows]);
  const [state, setState] = useState<WhatIfState>(EMPTY_STATE);
  const { scenario, invalid } = scenarioOf(state, (key) => original.get(key)?.pointsEarned ?? null);
  const result = whatIf(rows, scenario, weights.data ?? null);
  const categories = [...new Set(rows.map(categoryOf))];

  const setScore = (key: string, text: string) =>
    setState((s) => ({ ...s, scores: { ...s.scores, [key]: text } }));
  const toggleExcused = (row: PlannedRow) =>
    setState((s) => ({ ...s, excused: { ...s.excused, [row.key]: row.status !== 'excused' } }));
  const remove = (key: string) => setState((s) => ({ ...s, removed: [...s.removed, key] }));
  const restore = (key: string) => setState((s) => ({ ...s, removed: s.removed.filter((k) => k !== key) }));
  const removeAdded = (key: string) =>
    setState((s) => ({ ...s, added: s.added.filter((a) => a.key !== key) }));
  const setAddedScore = (key: string, score: string) =>
    setState((s) => ({ ...s, added: s.added.map((a) => (a.key === key ? { ...a, score } : a)) }));

  const scoreText = (row: PlannedRow) =>
    row.change === 'added'
      ? (state.added.find((a) => a.key === row.key)?.score ?? '')
      : (state.scores[row.key] ?? pointsText(original.get(row.key)?.pointsEarned ?? null));

  // A weighted course's figures wait for its weights rather than show points for a moment.
  if (weights.isPending) return <Spinner className="py-10" label="Loading your category weights" />;

  return (
    <div className="space-y-5" data-testid="what-if">
      <section
        aria-label="What-if grade"
        className="sticky -top-4 z-10 space-y-2 sm:-top-5 rounded-lg border border-slate-200 bg-slate-50 p-3 shadow-sm dark:border-slate-700 dark:bg-slate-800"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              What-if grade
            </p>
            <GradeFigure grade={result.after} testId="what-if-grade" />
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setState(EMPTY_STATE)}
            disabled={result.changedCount === 0 && invalid.length === 0}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            Reset
          </Button>
        </div>
        <p
          className="text-sm text-slate-700 dark:text-slate-300"
          aria-live="polite"
          data-testid="what-if-change"
        >
          {result.changedCount === 0
            ? `Your grade from the report: ${formatGrade(result.before.percentage)}${result.before.letter ? ` (${result.before.letter})` : ''}. Change a score to see what it does.`
            : `${result.sentence} (${result.changedCount} ${result.changedCount === 1 ? 'change' : 'changes'})`}
        </p>
        {weights.isError && (
          <p role="alert" className="text-xs text-red-700 dark:text-red-300">
            Your category weights could not be loaded: these figures count points. Close the dialog and try
            again.
          </p>
        )}
        {result.after.weighted && (
          <p className="text-xs font-medium text-brand-700 dark:text-brand-200" data-testid="weighted-note">
            Weighted by your categories
          </p>
        )}
        <GradeNotes grade={result.after} />
        {course.check.status === 'differs' && (
          <p className="text-xs text-amber-900 dark:text-amber-200">
            These figures start from the course's rows, which do not add up to the report's total:{' '}
            {checkSentence(course.check)}.
          </p>
        )}
        {result.unmatched.length > 0 && (
          <p role="status" className="text-xs text-amber-900 dark:text-amber-200">
            Not applied: {result.unmatched.map((e) => rowKeyName(e.row)).join(', ')}{' '}
            {result.unmatched.length === 1 ? 'is' : 'are'} no longer in this course's report.
          </p>
        )}
        {invalid.length > 0 && (
          <p role="alert" className="text-xs text-red-700 dark:text-red-300">
            Enter scores as numbers of 0 or more (
            {invalid
              .map(
                (k) =>
                  original.get(k)?.assignmentName ?? state.added.find((a) => a.key === k)?.assignmentName,
              )
              .join(', ')}
            ).
          </p>
        )}
      </section>

      <ScrollRegion label="What-if assignments">
        <table className="w-full min-w-[18rem] text-left text-sm">
          <caption className="sr-only">What-if assignments: change a score, excuse or remove a row</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium">
                Assignment
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Score
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                Percentage
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {result.rows.map((row) => (
              <tr
                key={row.key}
                data-testid="what-if-row"
                data-changed={row.change ?? undefined}
                className={cn(row.change && 'bg-amber-50/70 dark:bg-amber-500/10')}
              >
                <td className="py-2 pr-2 text-slate-900 dark:text-slate-100">
                  <span className="[overflow-wrap:anywhere]">{row.assignmentName}</span>
                  {row.change === 'edited' && (
                    <Badge tone="amber" className="ml-2 align-middle">
                      Changed
                    </Badge>
                  )}
                  {row.change === 'added' && (
                    <Badge tone="sky" className="ml-2 align-middle">
                      Added
                    </Badge>
                  )}
                  {row.isExtraCredit && (
                    <Badge tone="sky" className="ml-2 align-middle">
                      Extra Credit
                    </Badge>
                  )}
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {categoryOf(row)}
                    <span className="sm:hidden"> · {statusText(row)}</span>
                  </span>
                </td>
                <td className="whitespace-nowrap px-2 py-2">
                  <input
                    type="text"
                    inputMode="decimal"
                    aria-label={`Score for ${row.assignmentName}`}
                    aria-invalid={parsePoints(scoreText(row)) === 'invalid' || undefined}
                    value={scoreText(row)}
                    placeholder="—"
                    onChange={(e) =>
                      row.change === 'added'
                        ? setAddedScore(row.key, e.target.value)
                        : setScore(row.key, e.target.value)
                    }
                    className={cn(
                      fieldClasses,
                      'h-8 w-14 px-2 text-right tabular-nums aria-[invalid]:border-red-600 sm:w-16',
                    )}
                  />
                  <span className="ml-1 tabular-nums text-slate-600 dark:text-slate-400">
                    / {row.maxPoints === null ? '—' : formatPoints(row.maxPoints)}
                  </span>
                </td>
                <td className="hidden whitespace-nowrap px-2 py-2 text-right sm:table-cell">
                  <span
                    className={cn(
                      'tabular-nums',
                      row.percentage === null
                        ? 'text-slate-500 dark:text-slate-400'
                        : assignmentTextClass(row.percentage),
                    )}
                  >
                    {statusText(row)}
                  </span>
                </td>
                <td className="py-2 pl-2">
                  <div className="flex flex-col items-end sm:flex-row sm:items-center sm:justify-end">
                    {row.change !== 'added' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="px-2 aria-pressed:bg-amber-100 aria-pressed:text-amber-900 dark:aria-pressed:bg-amber-500/20 dark:aria-pressed:text-amber-100"
                        aria-pressed={row.status === 'excused'}
                        aria-label={`Excuse ${row.assignmentName}`}
                        onClick={() => toggleExcused(row)}
                      >
                        Excuse
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${row.assignmentName}`}
                      onClick={() => (row.change === 'added' ? removeAdded(row.key) : remove(row.key))}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      {result.removed.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Removed assignments" data-testid="what-if-removed">
          {result.removed.map((r) => (
            <li
              key={r.key}
              className="flex items-center justify-between gap-2 text-slate-600 dark:text-slate-400"
            >
              <span>
                <Badge tone="amber" className="mr-2">
                  Removed
                </Badge>
                <span className="line-through">{r.assignmentName}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => restore(r.key)}>
                <Undo2 className="h-4 w-4" aria-hidden />
                Restore {r.assignmentName}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <AddAssignment
        categories={categories}
        onAdd={(draft) =>
          setState((s) => ({
            ...s,
            added: [...s.added, { ...draft, key: `added-${Date.now()}-${s.added.length}` }],
          }))
        }
      />

      <TargetSolver rows={result.rows} weights={weights.data ?? null} categories={categories} />

      <ScenarioList
        courseId={course.id}
        scenario={scenario}
        canSave={invalid.length === 0}
        onLoad={(s) => setState(stateOf(s))}
      />

      <WeightsEditor courseId={course.id} categories={categories} saved={weights.data ?? null} />
    </div>
  );
}

/** The form that adds a hypothetical assignment: name, category, points possible and an optional score. */
function AddAssignment({
  categories,
  onAdd,
}: {
  categories: string[];
  onAdd: (draft: {
    assignmentName: string;
    category: string | null;
    maxPoints: number;
    score: string;
    isExtraCredit: boolean;
  }) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [max, setMax] = useState('');
  const [score, setScore] = useState('');
  const [extra, setExtra] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const maxPoints = parsePoints(max);
    const points = parsePoints(score);
    if (!name.trim()) return setProblem('Give the assignment a name.');
    if (maxPoints === null || maxPoints === 'invalid' || (maxPoints === 0 && !extra))
      return setProblem('Enter the points possible as a number above 0.');
    if (points === 'invalid')
      return setProblem('Enter the score as a number of 0 or more, or leave it empty.');
    setProblem(null);
    onAdd({
      assignmentName: name.trim(),
      category: category.trim() || null,
      maxPoints,
      score,
      isExtraCredit: extra,
    });
    setName('');
    setScore('');
  }

  return (
    <Section title="Add a hypothetical assignment" testId="add-assignment">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <TextField label="Name" value={name} onChange={setName} />
        <div>
          <TextField label="Category" value={category} onChange={setCategory} list={`${id}-categories`} />
          <datalist id={`${id}-categories`}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
        <TextField label="Points possible" value={max} onChange={setMax} numeric />
        <TextField label="Score (optional)" value={score} onChange={setScore} numeric />
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={extra}
            onChange={(e) => setExtra(e.target.checked)}
            className="h-4 w-4"
          />
          Extra credit
        </label>
        <div className="flex items-center justify-end">
          <Button type="submit" variant="secondary">
            Add assignment
          </Button>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">
            {problem}
          </p>
        )}
      </form>
    </Section>
  );
}
