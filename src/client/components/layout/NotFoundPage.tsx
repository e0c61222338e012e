import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../ui/Button';

/** Any path no screen answers (the server sends it with status 404). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <SearchX className="h-12 w-12 text-slate-400 dark:text-slate-500" aria-hidden />
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-slate-100">Page not found</h1>
      <p className="text-slate-600 dark:text-slate-400">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to GradeLens
      </Link>
    </div>
  );
}
