import { useId, useState, type FormEvent } from 'react';
import { formatFixed, sum } from '../../../../shared/numbers';
import { weightsProblem, type CategoryWeight } from '../../../../shared/planning';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useSaveWeights } from './api';
import { parsePoints } from './scenarioState';
import { Section } from './ui';
import { fieldClasses } from '../../../components/ui/inputStyles';

/**
 * The course's category weights, when the teacher weights categories: one percentage per category, adding
 * up to 100. Saved weights grade the course everywhere; "Use points" goes back to the report's way.
 */
export function WeightsEditor({
  courseId,
  categories,
  saved,
}: {
  courseId: string;
  categories: string[];
  saved: CategoryWeight[] | null;
}) {
  const id = useId();
  const save = useSaveWeights(courseId);
  const names = [...new Set([...categories, ...(saved ?? []).map((w) => w.category)])];
  const [texts, setTexts] = useState<Record<string, string>>({});
  const textOf = (c: string) => texts[c] ?? saved?.find((w) => w.category === c)?.weight.toString() ?? '';
  const parsed = names.map((category) => ({ category, value: parsePoints(textOf(category)) }));
  const invalid = parsed.filter((p) => p.value === 'invalid').map((p) => p.category);
  const weights: CategoryWeight[] = parsed.map((p) => ({
    category: p.category,
    weight: typeof p.value === 'number' ? p.value : 0,
  }));
  const edited = Object.keys(texts).length > 0;
  const problem = invalid.length
    ? `Enter each weight as a number (${invalid.join(', ')}).`
    : weightsProblem(weights);
  const total = sum(weights.map((w) => w.weight));

  function run(next: CategoryWeight[] | null, done: string) {
    save.mutate(next, {
      onSuccess: () => {
        setTexts({});
        toast({ title: 'Weights updated', description: done });
      },
      onError: (error) =>
        toast({
          title: 'Update failed',
          description: errorMessage(error, 'The weights could not be saved.'),
          variant: 'destructive',
        }),
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!problem) run(weights, 'The course grade is now weighted by your categories.');
  }

  return (
    <Section title="Category weights" testId="weights-editor">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {saved
          ? 'This course is weighted by your categories.'
          : "The course grade counts points, like the report's total. If your teacher weights categories, enter the weights here."}
      </p>
      <form onSubmit={submit} className="space-y-3">
        <div className="grid gap-2 sm:grid-cols-2">
          {names.map((c, i) => (
            <label key={c} htmlFor={`${id}-${i}`} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">{c}</span>
              <span className="flex items-center gap-1">
                <input
                  id={`${id}-${i}`}
                  inputMode="decimal"
                  value={textOf(c)}
                  placeholder="0"
                  onChange={(e) => setTexts((t) => ({ ...t, [c]: e.target.value }))}
                  className={cn(fieldClasses, 'h-9 w-20 px-2 text-right tabular-nums')}
                />
                <span aria-hidden>%</span>
              </span>
            </label>
          ))}
        </div>
        <p
          className={cn(
            'text-sm',
            problem ? 'text-amber-900 dark:text-amber-200' : 'text-slate-700 dark:text-slate-300',
          )}
          aria-live="polite"
          data-testid="weights-total"
        >
          Total: {formatFixed(total, 2)}%{problem && (edited || saved) ? ` · ${problem}` : ''}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          {saved && (
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => run(null, "The course grade counts points again, like the report's total.")}
            >
              Use points
            </Button>
          )}
          <Button type="submit" disabled={problem !== null || save.isPending}>
            Save weights
          </Button>
        </div>
      </form>
    </Section>
  );
}
