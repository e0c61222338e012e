import { describe, expect, it } from 'vitest';
import { adoptServerValue, hasUnsavedEdit } from './settingDraft';

describe('a setting form adopting the value the server holds', () => {
  it('shows the new value when the input holds no edit', () => {
    expect(adoptServerValue({ saved: '10', value: '10' }, '25')).toEqual({ saved: '25', value: '25' });
  });

  it('keeps a value typed after a save while the saved settings are read again', () => {
    // Saved 20; 30 typed before the refetch answered with 20.
    expect(adoptServerValue({ saved: '20', value: '30' }, '20')).toEqual({ saved: '20', value: '30' });
  });

  it("keeps an unsaved edit when another admin's value arrives, and takes theirs as the saved one", () => {
    const draft = adoptServerValue({ saved: '10', value: '15' }, '40');
    expect(draft).toEqual({ saved: '40', value: '15' });
    expect(hasUnsavedEdit(draft)).toBe(true);
  });

  it('treats an input equal to the saved value as no edit', () => {
    expect(hasUnsavedEdit({ saved: 'pdf', value: 'pdf' })).toBe(false);
    expect(hasUnsavedEdit({ saved: 'pdf', value: 'pdf,png' })).toBe(true);
  });
});
