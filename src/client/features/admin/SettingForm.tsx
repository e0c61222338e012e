import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { useUpdateSetting } from './api';
import { toastAdminError, toastInvalid, toastSuccess } from './notify';
import { inputClasses } from './ui';

/** One setting's input and its save button; empty input is refused with the given message. */
export function SettingForm(props: {
  settingKey: string;
  initialValue: string;
  label: string;
  emptyMessage: string;
  buttonLabel: string;
  placeholder?: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
}) {
  const [value, setValue] = useState(props.initialValue);
  const update = useUpdateSetting();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) return toastInvalid(props.emptyMessage);
    update.mutate(
      { key: props.settingKey, value: value.trim() },
      {
        onSuccess: (saved) => {
          setValue(saved.settingValue);
          toastSuccess('Setting updated', `${saved.settingKey} is now ${saved.settingValue}.`);
        },
        onError: (err) => toastAdminError('Failed to update system setting.', err),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
          className={inputClasses}
        />
        <Button type="submit" disabled={update.isPending} className="shrink-0">
          {props.buttonLabel}
        </Button>
      </div>
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {props.hint}
        </p>
      )}
    </form>
  );
}
