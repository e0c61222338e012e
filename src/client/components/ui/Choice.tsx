import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

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
