import { useState } from 'react';
import { LETTER_SCALE, type LetterGrade } from '../../../../shared/grades';
import {
  solvableRows,
  solveEvenSplit,
  solveForRow,
  type CategoryWeight,
  type FutureRow,
  type PlanRow,
  type SolveOutcome,
  type Target,
} from '../../../../shared/planning';
import { cn } from '../../../lib/cn';
import { parsePoints } from './scenarioState';
import { Section, SelectField, TextField } from './ui';

const NEW_ROW = 'new';
const PERCENT = 'percent';

const outcomeClass: Record<SolveOutcome, string> = {
  needed: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100',
  secured:
    'border-green-200 bg-green-50 text-green-900 dark:border-green-500/40 dark:bg-green-500/10 dark:text-green-100',
  unreachable:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100',
};

/** "I want at least [letter or %]": what a chosen future assignment needs, and the even split. */
export function TargetSolver({
  rows,
  weights,
  categories,
}: {
  rows: PlanRow[];
  weights: CategoryWeight[] | null;
  categories: string[];
}) {
  const candidates = solvableRows(rows);
  const [goal, setGoal] = useState<string>('B+');
  const [percentText, setPercentText] = useState('85');
  const [choice, setChoice] = useState<string>(candidates[0]?.key ?? NEW_ROW);
  const [maxText, setMaxText] = useState('100');
  const [newName, setNewName] = useState('');
  const [category, setCategory] = useState(categories[0] ?? '');

  const percent = parsePoints(percentText);
  const target: Target | null =
    goal === PERCENT
      ? typeof percent === 'number' && percent > 0 && percent <= 100
        ? { kind: 'percent', percent }
        : null
      : { kind: 'letter', letter: goal as LetterGrade };
  const chosen = choice !== NEW_ROW && candidates.some((r) => r.key === choice) ? choice : NEW_ROW;
  const max = parsePoints(maxText);
  const future: FutureRow | null =
    chosen !== NEW_ROW
      ? { kind: 'existing', row: chosen }
      : typeof max === 'number' && max > 0
        ? {
            kind: 'new',
            assignmentName: newName.trim() || 'the new assignment',
            category: category || null,
            maxPoints: max,
          }
        : null;
  const solution = target && future ? solveForRow(rows, future, target, weights) : null;
  const split = target ? solveEvenSplit(rows, target, weights) : null;

  return (
    <Section title="What do I need?" testId="target-solver">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="I want at least"
          value={goal}
          onChange={setGoal}
          options={[
            ...LETTER_SCALE.map(([min, letter]) => ({ value: letter, label: `${letter} (${min}%)` })),
            { value: PERCENT, label: 'A percentage' },
          ]}
        />
        {goal === PERCENT && (
          <TextField
            label="Percentage"
            value={percentText}
            onChange={setPercentText}
            numeric
            invalid={target === null}
          />
        )}
        <SelectField
          label="On"
          value={chosen}
          onChange={setChoice}
          options={[
            ...candidates.map((r) => ({
              value: r.key,
              label: `${r.assignmentName} (${r.maxPoints} points)`,
            })),
            { value: NEW_ROW, label: 'A new assignment' },
          ]}
        />
        {chosen === NEW_ROW && (
          <>
            <TextField label="New assignment" value={newName} onChange={setNewName} />
            <TextField
              label="Its points possible"
              value={maxText}
              onChange={setMaxText}
              numeric
              invalid={future === null}
            />
            {weights && (
              <SelectField
                label="Its category"
                value={category}
                onChange={setCategory}
                options={[...new Set([...weights.map((w) => w.category), ...categories])].map((c) => ({
                  value: c,
                  label: c,
                }))}
              />
            )}
          </>
        )}
      </div>
      <div aria-live="polite" className="space-y-2">
        {!target ? (
          <p className="text-sm text-red-700 dark:text-red-300">
            Enter a percentage above 0 and at most 100.
          </p>
        ) : !future ? (
          <p className="text-sm text-red-700 dark:text-red-300">
            Enter the points possible as a number above 0.
          </p>
        ) : (
          solution && (
            <p
              className={cn('rounded-md border p-2 text-sm font-medium', outcomeClass[solution.outcome])}
              data-testid="solver-result"
              data-outcome={solution.outcome}
            >
              {solution.sentence}
            </p>
          )
        )}
        {split && (
          <p
            className={cn('rounded-md border p-2 text-sm', outcomeClass[split.outcome])}
            data-testid="solver-split"
          >
            {split.sentence}
          </p>
        )}
      </div>
    </Section>
  );
}
