import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { ApiError } from '../../lib/api';
import { useUpdateSetting } from './api';
import { toastAdminError, toastInvalid, toastSuccess } from './notify';
import { adoptServerValue } from './settingDraft';
import { inputClasses } from '../../components/ui/inputStyles';

/**
 * One setting's input and its save button. A refused value (empty, or one the server's rule refuses) puts
 * the saved value back in the input and says why under it, besides the spec's error toast. When the
 * server's value is read again (`initialValue` changes), the input shows it unless it holds an unsaved edit.
 */
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
  const [saved, setSaved] = useState(props.initialValue);
  const [value, setValue] = useState(props.initialValue);
  const [serverValue, setServerValue] = useState(props.initialValue);
  if (props.initialValue !== serverValue) {
    // Adjusted while rendering (no effect, no remount): nothing typed meanwhile is lost.
    const next = adoptServerValue({ saved, value }, props.initialValue);
    setServerValue(props.initialValue);
    setSaved(next.saved);
    setValue(next.value);
  }
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateSetting();
  const id = useId();
  const refuse = (reason: string) => {
    setValue(saved);
    setRefusal(reason);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    if (!value.trim()) {
      refuse(props.emptyMessage);
      return toastInvalid(props.emptyMessage);
    }
    update.mutate(
      { key: props.settingKey, value: value.trim() },
      {
        onSuccess: (stored) => {
          setSaved(stored.settingValue);
          // What was typed while the save ran is an edit of its own: it stays.
          setValue((current) => (current === value ? stored.settingValue : current));
          toastSuccess('Setting updated', `${stored.settingKey} is now ${stored.settingValue}.`);
        },
        onError: (err) => {
          refuse((err instanceof ApiError && err.serverMessage) || 'Failed to update system setting.');
          toastAdminError('Failed to update system setting.', err);
        },
      },
    );
  };
  const describedBy = [props.hint && `${id}-hint`, refusal && `${id}-refusal`].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {props.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setRefusal(null);
          }}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          aria-describedby={describedBy || undefined}
          className={inputClasses}
        />
        <Button type="submit" disabled={update.isPending} className="shrink-0">
          {props.buttonLabel}
        </Button>
      </div>
      {refusal && (
        <p id={`${id}-refusal`} role="alert" className="text-xs text-red-700 dark:text-red-300">
          Not saved: {refusal}{' '}
          {saved ? `The saved value, ${saved}, is shown again.` : 'Nothing is saved yet.'}
        </p>
      )}
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {props.hint}
        </p>
      )}
    </form>
  );
}
