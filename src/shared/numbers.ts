/**
 * Exact arithmetic for every figure the product computes and shows. Grades are decimal numbers as printed
 * (85.62, 58.5); in binary floating point their mean 85.625 may come out as 85.62499999999999 and round
 * down. Here sums, means and ratios are computed in decimal, and every figure is rounded half up (a tie
 * goes away from zero) on its decimal value, by `round` and `formatFixed` only.
 */
import DecimalBase from 'decimal.js-light';

/** 40 significant digits: sums and means of grades are exact, a division stops far beyond any tie. */
const Decimal = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
type Decimal = InstanceType<typeof Decimal>;

/**
 * A number as the decimal it stands for (0.1 is one tenth, not the binary fraction nearest to it). NaN and
 * the infinities are no figure: they throw rather than show as one.
 */
export function decimal(value: number | Decimal): Decimal {
  return new Decimal(value);
}

/** Rounds half up (away from zero at .5) to `decimals` places: 1.005 -> 1.01, 3.425 -> 3.43, -0.125 -> -0.13. */
export function round(value: number | Decimal, decimals: number): number {
  return decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber() || 0;
}

/** `round`, written with exactly `decimals` places: 3.425 -> "3.43", 2 -> "2.00"; never "-0.00". */
export function formatFixed(value: number | Decimal, decimals: number): string {
  const text = decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

/** The exact sum, 0 for none. */
export function sum(values: ReadonlyArray<number>): number {
  return values.reduce((s, v) => s.plus(v), decimal(0)).toNumber();
}

/** The exact mean (the nearest number to it when it does not end), 0 for none. */
export function mean(values: ReadonlyArray<number>): number {
  if (values.length === 0) return 0;
  return values
    .reduce((s, v) => s.plus(v), decimal(0))
    .div(values.length)
    .toNumber();
}

/** `part` of `whole` in percent, unrounded; null when either is missing or `whole` is 0. */
export function percentOf(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole === 0) return null;
  return decimal(part).div(whole).times(100).toNumber();
}
