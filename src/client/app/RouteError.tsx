import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/Button';

export function RouteError() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-400">
        This page could not be shown. Please reload, or go back to the start.
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to GradeLens
      </Link>
    </div>
  );
}
