/**
 * The look every text field and native select shares: border, background, text, and the brand outline on
 * keyboard focus. Size and width are the caller's (cn() lets a caller's padding win).
 */
export const fieldClasses =
  'rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 text-sm text-slate-900 dark:text-slate-100 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A single-line text input: full width, 40 px high. */
export const inputClasses = `h-10 w-full ${fieldClasses}`;
