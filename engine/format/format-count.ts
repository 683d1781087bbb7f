/**
 * A whole number with English thousands separators: 12000 -> "12,000".
 *
 * Used by what renders while a page hydrates (character counters, the fair-use
 * answer) instead of `toLocaleString('en')`: the first Intl call of a page
 * loads the ICU number data, 10-20 ms of main thread on a desktop and several
 * times that on a phone, inside the hydration task.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && whole !== 0 ? `-${digits}` : digits;
}
