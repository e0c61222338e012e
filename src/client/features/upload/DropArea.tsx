import { forwardRef, useRef, useState } from 'react';
import { FileUp } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * Click (or Enter / Space) to browse, or drop a PDF here. A real file input (accept .pdf) does the browsing;
 * only the first of several files is passed on.
 */
export const DropArea = forwardRef<
  HTMLDivElement,
  { onFiles: (files: FileList | null) => void; disabled?: boolean; raised?: boolean; maxMb: number }
>(function DropArea({ onFiles, disabled, raised, maxMb }, ref) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  return (
    <div ref={ref} className={cn('relative', raised && 'z-50')}>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragEnter={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          if (!over) setOver(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) onFiles(e.dataTransfer.files);
        }}
        aria-describedby="drop-area-hint"
        data-testid="drop-area"
        data-dragging={over || undefined}
        className={cn(
          'flex w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors sm:py-14',
          over
            ? 'border-brand-600 bg-brand-50 dark:bg-brand-500/15 ring-4 ring-brand-100 dark:ring-brand-500/30'
            : raised
              ? 'border-brand-500 bg-white dark:bg-slate-900'
              : 'border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 hover:border-brand-500 hover:bg-brand-50/40 dark:hover:bg-brand-500/10',
        )}
      >
        <span
          className={cn(
            'flex h-14 w-14 items-center justify-center rounded-full',
            over
              ? 'bg-brand-600 text-white'
              : 'bg-brand-50 dark:bg-brand-500/15 text-brand-600 dark:text-brand-300',
          )}
        >
          <FileUp className="h-7 w-7" aria-hidden />
        </span>
        {over ? (
          <>
            <span className="text-lg font-semibold text-brand-700 dark:text-brand-200">
              Drop your PDF file now!
            </span>
            <span className="text-sm text-brand-700 dark:text-brand-200">Release to upload</span>
          </>
        ) : (
          <>
            {/* Touch screens (a coarse pointer) cannot drag a file here: they are asked to tap. */}
            <span className="text-lg font-semibold text-slate-900 pointer-coarse:hidden dark:text-slate-100">
              Drag and drop your PDF transcript here
            </span>
            <span className="hidden text-lg font-semibold text-slate-900 pointer-coarse:inline dark:text-slate-100">
              Tap to choose a PDF
            </span>
            <span className="text-sm text-slate-600 pointer-coarse:hidden dark:text-slate-400">
              or{' '}
              <span className="font-medium text-brand-700 dark:text-brand-200 underline underline-offset-2">
                click to browse
              </span>
            </span>
          </>
        )}
        <span id="drop-area-hint" className="text-xs text-slate-600 dark:text-slate-400">
          PDF files only, up to {maxMb}MB
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        tabIndex={-1}
        aria-label="Choose a PDF transcript"
        className="sr-only"
        data-testid="file-input"
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
});
