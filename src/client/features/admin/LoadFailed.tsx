import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';

/** An admin screen whose data could not be read: the message in a card, announced at once. */
export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <Card className="p-6 text-sm text-red-700 dark:text-red-300" role="alert">
      {children}
    </Card>
  );
}
