/** The look of a single-line text input: full width, 40 px high, the brand outline on keyboard focus. */
export const inputClasses =
  'h-10 w-full rounded-md border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 text-sm text-slate-900 dark:text-slate-100 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-600';
