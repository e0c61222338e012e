import { useState, type FormEvent } from 'react';
import { FolderOpen, Save, Trash2 } from 'lucide-react';
import type { Scenario } from '../../../../shared/planning';
import { MAX_SCENARIO_NAME_LENGTH } from '../../../../shared/limits';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api';
import { useDeleteScenario, useSaveScenario, useScenarios } from './api';
import { Section, TextField } from './ui';

/** Save the current what-if under a name; load or delete the course's saved ones. */
export function ScenarioList({
  courseId,
  scenario,
  canSave,
  onLoad,
}: {
  courseId: string;
  scenario: Scenario;
  canSave: boolean;
  onLoad: (scenario: Scenario) => void;
}) {
  const scenarios = useScenarios(courseId);
  const save = useSaveScenario(courseId);
  const remove = useDeleteScenario(courseId);
  const [name, setName] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    save.mutate(
      { name: trimmed, scenario },
      {
        onSuccess: () => {
          toast({ title: 'Scenario saved', description: `“${trimmed}” is saved with this course.` });
          setName('');
        },
        onError: (error) =>
          toast({
            title: 'Save failed',
            description: errorMessage(error, 'The scenario could not be saved.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Section title="Saved scenarios" testId="scenarios">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Scenario name"
            value={name}
            onChange={setName}
            maxLength={MAX_SCENARIO_NAME_LENGTH}
          />
        </div>
        <Button type="submit" disabled={!name.trim() || !canSave || save.isPending}>
          <Save className="h-4 w-4" aria-hidden />
          Save scenario
        </Button>
      </form>
      {scenarios.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Saved scenarios could not be loaded.
        </p>
      ) : scenarios.data && scenarios.data.length > 0 ? (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Saved scenarios">
          {scenarios.data.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
              data-testid="scenario"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium text-slate-900 dark:text-slate-100">{s.name}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  Saved {new Date(s.updatedAt).toLocaleString()}
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Load ${s.name}`}
                  onClick={() => {
                    onLoad(s.scenario);
                    toast({ title: 'Scenario loaded', description: `“${s.name}” is applied.` });
                  }}
                >
                  <FolderOpen className="h-4 w-4" aria-hidden />
                  Load
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${s.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(s.id, {
                      onSuccess: () =>
                        toast({ title: 'Scenario deleted', description: `“${s.name}” is deleted.` }),
                      onError: (error) =>
                        toast({
                          title: 'Delete failed',
                          description: errorMessage(error, 'The scenario could not be deleted.'),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {scenarios.isPending ? 'Loading saved scenarios…' : 'No saved scenarios for this course yet.'}
        </p>
      )}
    </Section>
  );
}
