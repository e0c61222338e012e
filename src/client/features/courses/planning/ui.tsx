import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClasses } from '../../../components/ui/inputStyles';

/** A titled block of the What-If tab. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {children}
    </section>
  );
}

/** A labelled control: the label above it, tied to it by id. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
    </div>
  );
}

type InputRest = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled text field; `numeric` brings up the number keyboard, `invalid` marks it for assistive tech. */
export function TextField({
  label,
  value,
  onChange,
  numeric,
  invalid,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  numeric?: boolean;
  invalid?: boolean;
} & InputRest) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        value={value}
        inputMode={numeric ? 'decimal' : undefined}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses}
        {...rest}
      />
    </Field>
  );
}

/** A labelled select of `options` (value and label). */
export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
