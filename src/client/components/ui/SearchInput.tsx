import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './inputStyles';

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
        className={cn(fieldClasses, 'w-full pl-8', inputClassName)}
      />
    </div>
  );
}
