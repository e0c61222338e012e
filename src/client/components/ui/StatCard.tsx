import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './Card';

/** A figure with its label, an optional note under it and an icon in a tinted square (`tone`). */
export function StatCard(props: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon: ReactNode;
  tone?: string;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{props.label}</p>
          <p
            className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-100"
            data-testid={`stat-${props.label}`}
          >
            {props.value}
          </p>
          {props.note && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{props.note}</p>}
        </div>
        <span
          className={cn(
            'rounded-lg p-2',
            props.tone ?? 'bg-brand-50 dark:bg-brand-500/15 text-brand-700 dark:text-brand-200',
          )}
          aria-hidden
        >
          {props.icon}
        </span>
      </div>
    </Card>
  );
}
