import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A search box with its magnifier icon; `className` places the box, `inputClassName` sizes the field. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  className,
  inputClassName,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  label: string;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400 dark:text-slate-500"
        aria-hidden
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className={cn(
          'w-full rounded-md border border-slate-300 bg-white pl-8 pr-3 text-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400',
          inputClassName,
        )}
      />
    </div>
  );
}
