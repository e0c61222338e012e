import { FileText, X } from 'lucide-react';
import { formatMegabytes } from '../../../shared/grades';
import { Button } from '../../components/ui/Button';

export function SelectedFilePanel({
  file,
  onClear,
  onProcess,
  processDisabled,
}: {
  file: File;
  onClear: () => void;
  onProcess: () => void;
  processDisabled: boolean;
}) {
  return (
    <div
      data-testid="selected-file"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-red-50 dark:bg-red-500/10 text-red-600 dark:text-red-400">
          <FileText className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900 dark:text-slate-100" title={file.name}>
            {file.name}
          </p>
          <p className="text-sm text-slate-500 dark:text-slate-400">{formatMegabytes(file.size)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClear}
          aria-label={`Clear ${file.name}`}
          className="ml-auto"
        >
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
      <Button onClick={onProcess} disabled={processDisabled} className="w-full sm:w-auto">
        Process Transcript
      </Button>
    </div>
  );
}
