/** Where each object keeps the answers of the per-object questions asked of it (one slot per question). */
const ANSWERS = Symbol('answers');
/** A slot whose question has not been asked yet. */
const UNASKED = Symbol('unasked');
let questions = 0;

/**
 * Remembers a function's answer per object for as long as the object lives. The reading asks the same
 * questions of the same line many times (is it a row, a detail, a header?); lines never change once built.
 * The answers live on the object itself, in one hidden array: a copy made by spreading it starts afresh, and
 * looking an answer up costs an array read, not a weak-map probe.
 */
export function perObject<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const slot = questions++;
  return (key) => {
    const holder = key as K & { [ANSWERS]?: unknown[] };
    let answers = holder[ANSWERS];
    if (answers === undefined) {
      answers = [];
      Object.defineProperty(holder, ANSWERS, { value: answers });
    }
    while (answers.length <= slot) answers.push(UNASKED);
    let value = answers[slot];
    if (value === UNASKED) answers[slot] = value = fn(key);
    return value as V;
  };
}

/**
 * Remembers a function's answer per text. The same cell texts recur on every page and are judged many times;
 * past `limit` texts the memory starts afresh, so a huge document cannot grow it without bound.
 */
export function perText<V>(fn: (text: string) => V, limit = 50_000): (text: string) => V {
  const answers = new Map<string, V>();
  return (text) => {
    let value = answers.get(text);
    if (value === undefined && !answers.has(text)) {
      value = fn(text);
      if (answers.size >= limit) answers.clear();
      answers.set(text, value);
    }
    return value as V;
  };
}
