import { cn } from '../../lib/cn';
import type { UploadStatus } from '../../../shared/api/admin';
import { UPLOAD_STATUS_LABELS } from '../../../shared/enums';

const statusStyles: Record<UploadStatus, string> = {
  success: 'bg-green-100 dark:bg-green-500/20 text-green-800 dark:text-green-200',
  error: 'bg-red-100 dark:bg-red-500/20 text-red-800 dark:text-red-200',
  processing: 'bg-amber-100 dark:bg-amber-500/20 text-amber-900 dark:text-amber-200',
};

/** An upload's status (success, error, processing) in its colour. */
export function StatusBadge({ status }: { status: UploadStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', statusStyles[status])}>
      {UPLOAD_STATUS_LABELS[status]}
    </span>
  );
}
