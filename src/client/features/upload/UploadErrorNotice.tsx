import { CircleX, X } from 'lucide-react';

export interface UploadProblem {
  title: string;
  description: string;
}

/**
 * Why the last file was refused, beside the drop area; it stays until the next action (choosing another
 * file, clearing, processing) or until dismissed.
 */
export function UploadErrorNotice({ problem, onDismiss }: { problem: UploadProblem; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      data-testid="upload-error"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200"
    >
      <CircleX className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-300" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{problem.title}</p>
        <p className="text-sm [overflow-wrap:anywhere]">{problem.description}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss this error"
        className="rounded-md p-1 text-red-700 hover:bg-red-100 hover:text-red-900 dark:text-red-300 dark:hover:bg-red-500/20 dark:hover:text-red-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
