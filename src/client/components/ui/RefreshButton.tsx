import { RefreshCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './Button';

/** "Refresh": reloads a screen's data; the icon spins and the button rests while a reload runs. */
export function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => unknown; refreshing: boolean }) {
  return (
    <Button variant="outline" onClick={() => void onRefresh()} disabled={refreshing}>
      <RefreshCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden />
      Refresh
    </Button>
  );
}
