import { decimal, round } from '../../../shared/numbers';
import { ProgressBar } from '../../components/ui/ProgressBar';

/** While bytes are sent: the upload bar; then the spec's processing texts. */
export function ProcessingState({
  phase,
  progress,
  scan = null,
}: {
  phase: 'uploading' | 'processing';
  progress: number;
  /** The scanned page being read by OCR, of how many (while the server reads a scan). */
  scan?: { page: number; pages: number } | null;
}) {
  const percent = round(decimal(progress).times(100), 0);
  const scanPercent = scan
    ? round(
        decimal(scan.page - 1)
          .div(scan.pages)
          .times(100),
        0,
      )
    : 0;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="processing"
      className="flex flex-col items-center gap-3 rounded-xl border border-brand-100 dark:border-brand-500/30 bg-white dark:bg-slate-900 p-6 text-center shadow-sm"
    >
      <span
        aria-hidden
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 dark:border-brand-500/30 border-t-brand-600"
      />
      {phase === 'uploading' ? (
        <>
          <p className="font-semibold text-slate-900 dark:text-slate-100">
            Uploading your transcript... {percent}%
          </p>
          <ProgressBar value={percent} label="Upload progress" className="max-w-sm" />
        </>
      ) : scan ? (
        <>
          <p className="font-semibold text-slate-900 dark:text-slate-100" data-testid="scan-progress">
            Reading page {scan.page} of {scan.pages} (scanned)
          </p>
          <ProgressBar value={scanPercent} label="Pages read" className="max-w-sm" />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This report is a scan: its text is recognised page by page, which takes a few seconds per page.
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900 dark:text-slate-100">Processing your transcript...</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Extracting grades from PDF document</p>
        </>
      )}
    </div>
  );
}
