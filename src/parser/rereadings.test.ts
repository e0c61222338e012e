import { describe, expect, it } from 'vitest';
import { REREADINGS } from './rereadings';

const [scoreInText, swapped] = REREADINGS;

describe('rereadings of a row', () => {
  it('takes a score that ran into a text cell as the row’s score', () => {
    expect(scoreInText.reread({ category: 'Classwork 132.00 out of 200.00', name: 'Quiz 2' })).toEqual({
      category: 'Classwork',
      name: 'Quiz 2',
      score: '132.00 out of 200.00',
    });
    expect(scoreInText.reread({ name: '18/20 Chapter Test 2' })).toEqual({
      name: 'Chapter Test 2',
      score: '18/20',
    });
  });

  it('leaves a row that has a score, or a text with no score at its edge', () => {
    expect(scoreInText.reread({ name: 'Quiz 2', score: '18/20' })).toBeNull();
    expect(scoreInText.reread({ name: 'Chapter 18 of 20 notes' })).toBeNull();
  });

  it('reads points earned and points possible the other way round', () => {
    expect(swapped.reread({ name: 'Quiz', earned: '20', max: '18' })).toEqual({
      name: 'Quiz',
      earned: '18',
      max: '20',
    });
    expect(swapped.reread({ name: 'Quiz', score: '18/20' })).toBeNull();
  });
});
