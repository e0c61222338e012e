/**
 * Remembers a function's answer per object for as long as the object lives. The reading asks the same
 * questions of the same line many times (is it a row, a detail, a header?); lines never change once built.
 */
export function perObject<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const answers = new WeakMap<K, V>();
  return (key) => {
    let value = answers.get(key);
    if (value === undefined && !answers.has(key)) {
      value = fn(key);
      answers.set(key, value);
    }
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
