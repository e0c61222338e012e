import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center', className)}>
      <span
        aria-hidden
        className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 dark:border-brand-500/30 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return <Spinner className="min-h-[60vh]" label="Loading your account" />;
}
