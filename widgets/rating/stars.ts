/** How an average shows as five stars: a half star when the decimal part is 0.3–0.7, rounded up from 0.8. */
export type StarFill = 'full' | 'half' | 'empty';

export function starFills(average: number, scale = 5): StarFill[] {
  const clamped = Math.min(Math.max(Number.isFinite(average) ? average : 0, 0), scale);
  const whole = Math.floor(clamped);
  // one decimal, so 2.3 is not read as 2.2999…
  const decimal = Math.round((clamped - whole) * 10) / 10;
  const full = decimal >= 0.8 ? whole + 1 : whole;
  const half = decimal >= 0.3 && decimal <= 0.7;
  return Array.from({ length: scale }, (_, index) => (index < full ? 'full' : index === full && half ? 'half' : 'empty'));
}
