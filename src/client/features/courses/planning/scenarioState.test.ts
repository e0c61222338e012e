import { describe, expect, it } from 'vitest';
import { parsePoints, scenarioOf, stateOf, type WhatIfState } from './scenarioState';

describe('what-if editing state', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['18', 18],
    ['18.5', 18.5],
    ['.5', 0.5],
    ['0', 0],
    ['-1', 'invalid'],
    ['1e3', 'invalid'],
    ['9x', 'invalid'],
    ['1,5', 'invalid'],
  ])('reads %j as %j', (text, points) => {
    expect(parsePoints(text)).toBe(points);
  });

  it('turns what was typed into a scenario: changed scores only, invalid ones named, not counted', () => {
    const original: Record<string, number | null> = { a: 18, b: null, c: 5 };
    const state: WhatIfState = {
      scores: { a: '18', b: '7', c: 'x' },
      excused: { d: true },
      removed: ['e'],
      added: [
        {
          key: 'n1',
          assignmentName: 'Final',
          category: 'Tests',
          maxPoints: 100,
          score: '',
          isExtraCredit: false,
        },
        {
          key: 'n2',
          assignmentName: 'Quiz',
          category: null,
          maxPoints: 10,
          score: '-2',
          isExtraCredit: false,
        },
      ],
    };
    const { scenario, invalid } = scenarioOf(state, (key) => original[key] ?? null);
    expect(scenario).toEqual({
      edits: [
        { row: 'b', pointsEarned: 7 },
        { row: 'd', excused: true },
        { row: 'e', removed: true },
      ],
      added: [
        {
          key: 'n1',
          assignmentName: 'Final',
          category: 'Tests',
          maxPoints: 100,
          pointsEarned: null,
          isExtraCredit: false,
        },
      ],
    });
    expect(invalid).toEqual(['c', 'n2']);
  });

  it('a saved scenario loads back into the state it was saved from', () => {
    const scenario = {
      edits: [
        { row: 'a', pointsEarned: 20, excused: false },
        { row: 'b', pointsEarned: null },
        { row: 'c', removed: true },
      ],
      added: [
        {
          key: 'n1',
          assignmentName: 'Final',
          category: null,
          maxPoints: 100,
          pointsEarned: 90,
          isExtraCredit: true,
        },
      ],
    };
    const state = stateOf(scenario);
    expect(state).toEqual({
      scores: { a: '20', b: '' },
      excused: { a: false },
      removed: ['c'],
      added: [
        {
          key: 'n1',
          assignmentName: 'Final',
          category: null,
          maxPoints: 100,
          score: '90',
          isExtraCredit: true,
        },
      ],
    });
    // the original scores: a was 18, b was 15
    const back = scenarioOf(state, (key) => ({ a: 18, b: 15 })[key] ?? null).scenario;
    expect(back).toEqual(scenario);
  });
});
