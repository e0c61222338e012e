import { describe, expect, it } from 'vitest';
import { decimal, formatFixed, mean, percentOf, round, sum } from './numbers.js';

describe('round: half up on the decimal value', () => {
  it.each([
    // value, places, expected: ties go up (away from zero), whatever binary floating point makes of them
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [3.425, 2, 3.43],
    [3.635, 2, 3.64],
    [3.4249, 2, 3.42],
    [85.625, 2, 85.63],
    [80.125, 2, 80.13],
    [84.35, 1, 84.4],
    [84.349, 1, 84.3],
    [89.95, 1, 90],
    [0.5, 0, 1],
    [-1.005, 2, -1.01],
    [-0.004, 2, 0],
    [12, 2, 12],
  ])('%s to %s places is %s', (value, places, expected) => {
    expect(round(value, places)).toBe(expected);
  });

  it('rounds decimal results exactly: 85.625 / 100 * 4 is 3.425, which is 3.43', () => {
    expect(round(decimal(85.625).div(100).times(4), 2)).toBe(3.43);
    expect(round(decimal(90.875).div(100).times(4), 2)).toBe(3.64);
  });
});

describe('formatFixed: the rounded value with its places', () => {
  it.each([
    [3.425, 2, '3.43'],
    [3.635, 2, '3.64'],
    [1.005, 2, '1.01'],
    [84.35, 1, '84.4'],
    [80.36, 1, '80.4'],
    [2, 2, '2.00'],
    [0, 1, '0.0'],
    [99.5, 0, '100'],
    [-0.6, 2, '-0.60'],
    [-0.004, 2, '0.00'],
    [-0.04, 1, '0.0'],
  ])('%s with %s places is %s', (value, places, expected) => {
    expect(formatFixed(value, places)).toBe(expected);
  });
});

describe('no figure from what is not a number', () => {
  it('throws on NaN and the infinities rather than showing them', () => {
    expect(() => round(Number.NaN, 2)).toThrow();
    expect(() => formatFixed(Infinity, 1)).toThrow();
  });
});

describe('sum, mean and percentOf: exact', () => {
  it('adds and averages decimals without binary drift', () => {
    expect(sum([0.1, 0.2])).toBe(0.3);
    expect(sum([])).toBe(0);
    // (85.62 + 85.63) / 2 = 85.625 exactly
    expect(mean([85.62, 85.63])).toBe(85.625);
    expect(mean([90.75, 91])).toBe(90.875);
    expect(mean([])).toBe(0);
    // 100 / 3 does not end: the nearest number
    expect(mean([33.33, 33.33, 33.34])).toBeCloseTo(33.3333333333, 9);
  });

  it('gives a part of a whole in percent, null without a whole', () => {
    expect(percentOf(110.5, 137.5)).toBeCloseTo(80.363636, 5);
    // 1.1 / 16 = 0.06875 exactly
    expect(percentOf(1.1, 16)).toBe(6.875);
    expect(percentOf(3, 0)).toBeNull();
    expect(percentOf(null, 10)).toBeNull();
    expect(percentOf(5, null)).toBeNull();
  });
});
