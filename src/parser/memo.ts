/**
 * Remembers a function's answer per object for as long as the object lives. The reading asks the same
 * questions of the same line many times (is it a row, a detail, a header?); lines never change once built.
 */
export function perObject<K extends object, V>(fn: (key: K) => V): (key: K) => V {
  const answers = new WeakMap<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const value = fn(key);
    answers.set(key, value);
    return value;
  };
}
