/** One setting's form: the value the server holds and the value in the input. */
interface SettingDraft {
  saved: string;
  value: string;
}

/** An input differing from the saved value holds an edit that is not saved yet. */
export function hasUnsavedEdit(draft: SettingDraft): boolean {
  return draft.value !== draft.saved;
}

/**
 * The server's value was read again (after a save here, or another admin's): it becomes the saved value, and
 * the input shows it unless it holds an unsaved edit, which stays as typed.
 */
export function adoptServerValue(draft: SettingDraft, serverValue: string): SettingDraft {
  return { saved: serverValue, value: hasUnsavedEdit(draft) ? draft.value : serverValue };
}
