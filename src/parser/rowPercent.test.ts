import { describe, expect, it } from 'vitest';
import {
  decimalReadings,
  droppedDigitReadings,
  earnedWithPointLost,
  givesPercent,
  lostDigitReadings,
  pointDecimals,
  pointsByPercent,
  pointsRunTogether,
  earnedByPercent,
  earnedByRowPercent,
  possibleByRowPercent,
  possibleByPercent,
  printedPercent,
  scoreBySlash,
} from './rowPercent';

describe("a row's printed percentage checks its points", () => {
  it('reads a printed percentage with its decimals', () => {
    expect(printedPercent('76.67%')).toEqual({ value: 76.67, decimals: 2 });
    expect(printedPercent('(50.0 %)')).toEqual({ value: 50, decimals: 1 });
    expect(printedPercent('95%')).toEqual({ value: 95, decimals: 0 });
    // A column of percents printed without their sign.
    expect(printedPercent('95.00')).toEqual({ value: 95, decimals: 2 });
    expect(printedPercent('9/10')).toBeNull();
    expect(printedPercent('Missing')).toBeNull();
  });

  it('compares at the precision printed, half a unit either way', () => {
    expect(givesPercent(11.5, 15, { value: 76.67, decimals: 2 })).toBe(true);
    expect(givesPercent(11.5, 15, { value: 76.7, decimals: 1 })).toBe(true);
    expect(givesPercent(11.5, 15, { value: 77, decimals: 0 })).toBe(true);
    expect(givesPercent(11.5, 15, { value: 76.6, decimals: 1 })).toBe(false);
    // Boundaries: 2/3 is 66.666..., printed 66.67 (within 0.005) but not 66.66.
    expect(givesPercent(2, 3, { value: 66.67, decimals: 2 })).toBe(true);
    expect(givesPercent(2, 3, { value: 66.66, decimals: 2 })).toBe(false);
    expect(givesPercent(1, 0, { value: 0, decimals: 0 })).toBe(false);
  });

  it('offers the readings of a number with its decimal point lost, moved or added', () => {
    expect(decimalReadings('25').sort()).toEqual([2.5]);
    expect(decimalReadings('475').sort((a, b) => a - b)).toEqual([4.75, 47.5]);
    expect(decimalReadings('20.6').sort((a, b) => a - b)).toEqual([2.06, 20, 206]);
    expect(decimalReadings('1.6').sort((a, b) => a - b)).toEqual([1, 16]);
    expect(decimalReadings('5')).toEqual([]);
    expect(decimalReadings('1,632')).toEqual([]);
    expect(decimalReadings('M')).toEqual([]);
  });

  it('reads a number with one digit fewer', () => {
    expect(droppedDigitReadings('237')).toEqual([37, 27, 23]);
    expect(droppedDigitReadings('12.5')).toEqual([2.5, 1.5]);
    expect(droppedDigitReadings('7')).toEqual([]);
    expect(droppedDigitReadings('M')).toEqual([]);
  });

  it('reads a number with one digit more', () => {
    expect(lostDigitReadings('1')).toContain(11);
    expect(lostDigitReadings('1')).toContain(10);
    expect(lostDigitReadings('1')).not.toContain(1);
    // No leading zero: "05" is not a reading of "5".
    expect(lostDigitReadings('5')).not.toContain(5);
    expect(
      lostDigitReadings('5')
        .sort((a, b) => a - b)
        .slice(0, 3),
    ).toEqual([15, 25, 35]);
    expect(lostDigitReadings('2.5')).toEqual(expect.arrayContaining([12.5, 22.5, 2.55, 25.5]));
    expect(lostDigitReadings('M')).toEqual([]);
    expect(lostDigitReadings('-5')).toEqual([]);
  });

  it('takes the one reading that gives the printed percentage', () => {
    // "11 / 20 55.00%" with one of the two ones lost: 1 / 20.
    expect(pointsByPercent(1, 20, { earned: '1', max: '20' }, '55.00%')).toEqual({ earned: 11, max: 20 });
    expect(pointsByPercent(1, 20, { earned: '1', max: '20' }, '55%')).toEqual({ earned: 11, max: 20 });
    // "2.5 / 5 50.0%" read as 25 / 5.
    expect(pointsByPercent(25, 5, { earned: '25', max: '5' }, '50.0%')).toEqual({
      earned: 2.5,
      max: 5,
    });
    // "23/25 92.00%" with the slash's mark read as a digit too: 237 / 25.
    expect(pointsByPercent(237, 25, { earned: '237', max: '25' }, '92.00%')).toEqual({ earned: 23, max: 25 });
    // "19 / 20 95.00%" with a speck read as a decimal: 19 / 20.6.
    expect(pointsByPercent(19, 20.6, { earned: '19', max: '20.6' }, '95.00%')).toEqual({
      earned: 19,
      max: 20,
    });
  });

  it('changes nothing where the points agree, or where no reading agrees', () => {
    expect(pointsByPercent(2.5, 5, { earned: '2.5', max: '5' }, '50.0%')).toBeNull();
    // The percentage read without its decimal point ("7900%" for "79.00%") agrees with 79 / 100 as read.
    expect(pointsByPercent(79, 100, { earned: '79', max: '100' }, '7900%')).toBeNull();
    expect(pointsByPercent(95, 100, { earned: '95', max: '100' }, '9.500%')).toBeNull();
    // The points' own point misplaced, the percentage right: "79 / 1.00 79.00%".
    expect(pointsByPercent(79, 1, { earned: '79', max: '1.00' }, '79.00%')).toEqual({ earned: 79, max: 100 });
    // A percentage the points cannot give however read (a curve, a misread percentage): left as read.
    expect(pointsByPercent(9, 10, { earned: '9', max: '10' }, '95%')).toBeNull();
    expect(pointsByPercent(7, 10, { earned: '7', max: '10' }, '75%')).toBeNull();
  });

  it("reads a course total's points by the percentage printed beside them, exactly as printed", () => {
    // "33.50 (40.60) 83.75%": 33.50 of 40.60 is 82.51%, within a point of 83 (the percentage's own point
    // lost), which a row's reading would allow; a total's percentage stands as printed.
    const texts = { earned: '33.50', max: '40.60' };
    expect(pointsByPercent(33.5, 40.6, texts, '83.75%')).toBeNull();
    expect(pointsByPercent(33.5, 40.6, texts, '83.75%', true)).toEqual({ earned: 33.5, max: 40 });
    // Points that give their percentage, or that no one reading makes give it: as read.
    expect(pointsByPercent(33.5, 40, { earned: '33.50', max: '40.00' }, '83.75%', true)).toBeNull();
    expect(pointsByPercent(33.5, 40, { earned: '33.50', max: '40.00' }, '12.00%', true)).toBeNull();
  });

  it("tells the decimals a course's points are printed with, where four in five show as many", () => {
    expect(pointDecimals(['20.00', '5.00', '17.50', '2000', '19.00'])).toBe(2);
    expect(pointDecimals(['20', '5', '17', '19', null])).toBe(0);
    expect(pointDecimals(['20.00', '5.0', '17', '19.00'])).toBe(0);
    // Too few to tell.
    expect(pointDecimals(['20.00', '5.00', '17.00'])).toBe(0);
    expect(pointDecimals(['Missing', '20.00', '5.00', '17.00', '1.00'])).toBe(2);
  });

  it('puts back the decimal point a scan lost in points earned above the points possible', () => {
    // "20.00 / 20.00" read as 2000 / 20, in a course printing two decimals.
    expect(earnedWithPointLost('2000', 2000, 20, 2)).toBe(20);
    // A bonus's "3.00 / 0.00" read as 300.
    expect(earnedWithPointLost('300', 300, 0, 2)).toBe(3);
    expect(earnedWithPointLost('1750', 1750, 20, 2)).toBe(17.5);
  });

  it('puts back the point of a half point in a course printing whole points, far above the points possible', () => {
    expect(earnedWithPointLost('125', 125, 15, 0)).toBe(12.5);
    expect(earnedWithPointLost('95', 95, 10, 0)).toBe(9.5);
    expect(earnedWithPointLost('305', 305, 50, 0)).toBe(30.5);
    // A bonus above the points possible, a whole number, a point that still leaves too many, a bonus row.
    expect(earnedWithPointLost('15', 15, 10, 0)).toBeNull();
    expect(earnedWithPointLost('120', 120, 15, 0)).toBeNull();
    expect(earnedWithPointLost('955', 955, 50, 0)).toBeNull();
    expect(earnedWithPointLost('25', 25, 0, 0)).toBeNull();
  });

  it('leaves points earned as read where they are within the points possible, printed so, or too short', () => {
    expect(earnedWithPointLost('100', 100, 100, 2)).toBeNull();
    expect(earnedWithPointLost('20.00', 20, 10, 2)).toBeNull();
    // "5" may be "5.00" with its decimals lost: as read.
    expect(earnedWithPointLost('5', 5, 0, 2)).toBeNull();
    // A course printing whole points.
    expect(earnedWithPointLost('300', 300, 20, 0)).toBeNull();
    // With the point put back, still above the points possible: as read.
    expect(earnedWithPointLost('5000', 5000, 20, 2)).toBeNull();
  });

  it('parts a score read as one number, its slash lost or read as a one, as its printed percentage says', () => {
    // "10/15 66.67%" read as "1015" (the slash as a one).
    expect(scoreBySlash('1015', '66.67%')).toEqual({ earned: 10, max: 15 });
    // "9/10 90.0%" read as "910" (the slash lost).
    expect(scoreBySlash('910', '90.0%')).toEqual({ earned: 9, max: 10 });
    // No parting gives the percentage, or more than one does: as read.
    expect(scoreBySlash('1015', '50.00%')).toBeNull();
    expect(scoreBySlash('12', '100%')).toBeNull();
    expect(scoreBySlash('1015', 'Missing')).toBeNull();
    expect(scoreBySlash('10.5', '70%')).toBeNull();
  });
});

describe('the points possible a percentage leaves', () => {
  it('is the one whole number over which the points earned round to the printed percentage', () => {
    expect(possibleByPercent(9, { value: 60, decimals: 2 })).toBe(15);
    expect(possibleByPercent(46, { value: 92, decimals: 0 })).toBe(50);
    expect(possibleByPercent(18.5, { value: 92.5, decimals: 1 })).toBe(20);
    // 2/3 printed to one decimal: 66.7% (66.65 to 66.75).
    expect(possibleByPercent(2, { value: 66.7, decimals: 1 })).toBe(3);
    // Extra points over 100%.
    expect(possibleByPercent(11, { value: 110, decimals: 0 })).toBe(10);
  });

  it('is none where more than one whole number, or none, rounds to it', () => {
    // 190 of 199, 200 and 201 are all 95% to no decimals.
    expect(possibleByPercent(190, { value: 95, decimals: 0 })).toBeNull();
    // 7 of no whole number is 55.55%.
    expect(possibleByPercent(7, { value: 55.55, decimals: 2 })).toBeNull();
    expect(possibleByPercent(0, { value: 0, decimals: 2 })).toBeNull();
    expect(possibleByPercent(5, { value: 0, decimals: 2 })).toBeNull();
  });
});

describe('the points earned a percentage leaves', () => {
  it('is the one number of quarter points that gives the printed percentage over the points possible', () => {
    expect(earnedByPercent(100, { value: 51, decimals: 2 })).toBe(51);
    expect(earnedByPercent(15, { value: 93.33, decimals: 2 })).toBe(14);
    expect(earnedByPercent(20, { value: 92.5, decimals: 1 })).toBe(18.5);
    expect(earnedByPercent(250, { value: 96.8, decimals: 1 })).toBe(242);
    expect(earnedByPercent(10, { value: 0, decimals: 2 })).toBe(0);
    expect(earnedByPercent(10, { value: 110, decimals: 0 })).toBe(11);
  });

  it('is none where more than one number of quarter points, or none, gives it', () => {
    // 169.75 to 170.75 of 200 are all 85% to no decimals.
    expect(earnedByPercent(200, { value: 85, decimals: 0 })).toBeNull();
    // No quarter point of 7 is 55.55%.
    expect(earnedByPercent(7, { value: 55.55, decimals: 2 })).toBeNull();
    expect(earnedByPercent(0, { value: 50, decimals: 2 })).toBeNull();
  });
});

describe("the points a row's printed percentage leaves", () => {
  it('reads a percentage past 100 on a row not of extra credit with its decimal point put back', () => {
    // "733%" is 73.3% or 7.33%: 11 of 15 is 73.3%, and no number of quarter points of 15 is 7.33%.
    expect(earnedByRowPercent(15, '733%', false)).toBe(11);
    expect(possibleByRowPercent(14, '9333%', false)).toBe(15);
    // As printed where it is 100 or less, or the row is of extra credit.
    expect(earnedByRowPercent(10, '70.0%', false)).toBe(7);
    expect(earnedByRowPercent(10, '110%', true)).toBe(11);
  });

  it('is none where its readings give different numbers, or none', () => {
    // "500%" of 10: 50% gives 5, 5.00% gives 0.5.
    expect(earnedByRowPercent(10, '500%', false)).toBeNull();
    // "733%" of 11 earned: 15 at 73.3%, 150 at 7.33%.
    expect(possibleByRowPercent(11, '733%', false)).toBeNull();
    expect(earnedByRowPercent(15, 'n/a', false)).toBeNull();
  });
});

describe('points earned and possible a scan read as one number', () => {
  it('are the two sides of its point where they give the printed percentage', () => {
    expect(pointsRunTogether('16.25', '64.0%')).toEqual({ earned: 16, max: 25 });
    expect(pointsRunTogether('9,10', '90%')).toEqual({ earned: 9, max: 10 });
  });

  it('are none where the sides do not give it, or the number has no point or more than one', () => {
    expect(pointsRunTogether('16.25', '65.0%')).toBeNull();
    expect(pointsRunTogether('1625', '64.0%')).toBeNull();
    expect(pointsRunTogether('16.2.5', '64.0%')).toBeNull();
    expect(pointsRunTogether('5.0', '100%')).toBeNull();
  });
});
