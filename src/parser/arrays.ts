/**
 * `items.flatMap(fn)` for a callback that returns arrays, as a plain loop. V8's `flatMap` (and `flat`) take a
 * generic path many times slower than this, and the reading flattens the cells and words of every line.
 */
export function concatMap<T, U>(items: readonly T[], fn: (item: T, index: number) => readonly U[]): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) {
    const part = fn(items[i], i);
    for (let k = 0; k < part.length; k++) out.push(part[k]);
  }
  return out;
}

/** `lists.flat()` as a plain loop (see concatMap). */
export function concatAll<T>(lists: readonly (readonly T[])[]): T[] {
  return concatMap(lists, (list) => list);
}
