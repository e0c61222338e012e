import { Upload } from 'lucide-react';

/** Shown while a file is dragged anywhere over the page; the drop area stays above it. */
export function DragOverlay() {
  return (
    <div
      aria-hidden
      data-testid="drag-overlay"
      className="pointer-events-none fixed inset-0 z-40 flex items-end justify-center bg-brand-800/40 p-6 backdrop-blur-[2px]"
    >
      <div className="mb-8 flex max-w-md flex-col items-center gap-2 rounded-2xl bg-white dark:bg-slate-900 px-8 py-6 text-center shadow-2xl">
        <Upload className="h-8 w-8 text-brand-600 dark:text-brand-300" aria-hidden />
        <p className="text-xl font-semibold text-slate-900 dark:text-slate-100">Drop your PDF here!</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Release your file anywhere on the page to upload
        </p>
      </div>
    </div>
  );
}
