import { describe, expect, it } from 'vitest';
import { concatAll, concatMap } from './arrays';

describe('concatMap and concatAll', () => {
  it('flatten one level as flatMap and flat do, in order, with the index', () => {
    const cells = [{ words: ['a', 'b'] }, { words: [] }, { words: ['c'] }];
    expect(concatMap(cells, (c) => c.words)).toEqual(cells.flatMap((c) => c.words));
    expect(concatMap(['x', 'y'], (s, i) => [s, i])).toEqual(['x', 0, 'y', 1]);
    expect(concatMap([[1, [2]], [[3]]], (a) => a)).toEqual([1, [2], [3]]);
    expect(concatAll([[1, 2], [], [3]])).toEqual([1, 2, 3]);
    expect(concatMap([], () => [1])).toEqual([]);
  });
});
