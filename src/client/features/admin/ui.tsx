import type { ReactNode } from 'react';
import { Select, Switch } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/cn';
import type { UploadStatus } from '../../../shared/api/admin';
import { UPLOAD_STATUS_LABELS } from '../../../shared/enums';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

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

const statusStyles: Record<UploadStatus, string> = {
  success: 'bg-green-100 dark:bg-green-500/20 text-green-800 dark:text-green-200',
  error: 'bg-red-100 dark:bg-red-500/20 text-red-800 dark:text-red-200',
  processing: 'bg-amber-100 dark:bg-amber-500/20 text-amber-900 dark:text-amber-200',
};

export function StatusBadge({ status }: { status: UploadStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium', statusStyles[status])}>
      {UPLOAD_STATUS_LABELS[status]}
    </span>
  );
}

export const inputClasses =
  'h-10 w-full rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 text-sm text-slate-900 dark:text-slate-100 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A labelled on/off switch (Radix Switch). */
export function ToggleSwitch(props: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Switch.Root
      checked={props.checked}
      onCheckedChange={props.onCheckedChange}
      disabled={props.disabled}
      aria-label={props.label}
      className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 dark:bg-slate-600 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-600"
    >
      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </Switch.Root>
  );
}

/** A small Radix Select of fixed options. */
export function Choice<T extends string>(props: {
  value: T;
  onValueChange: (value: T) => void;
  options: ReadonlyArray<{ value: T; label: string }>;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select.Root
      value={props.value}
      onValueChange={(v) => props.onValueChange(v as T)}
      disabled={props.disabled}
    >
      <Select.Trigger
        aria-label={props.label}
        className={cn(
          'inline-flex h-9 min-w-28 items-center justify-between gap-2 rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 text-sm text-slate-900 dark:text-slate-100 disabled:opacity-50',
          props.className,
        )}
      >
        <Select.Value />
        <Select.Icon>
          <ChevronDown className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-1 shadow-lg"
        >
          <Select.Viewport>
            {props.options.map((o) => (
              <Select.Item
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer select-none items-center rounded px-7 py-1.5 text-sm text-slate-800 dark:text-slate-200 outline-none data-[highlighted]:bg-brand-50 dark:data-[highlighted]:bg-brand-500/15 data-[highlighted]:text-brand-800 dark:data-[highlighted]:text-brand-200"
              >
                <Select.ItemIndicator className="absolute left-2">
                  <Check className="h-4 w-4" aria-hidden />
                </Select.ItemIndicator>
                <Select.ItemText>{o.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
