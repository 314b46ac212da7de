/**
 * Flatsome's quantity plus/minus: step 1 when missing, "any" or invalid; min 0 when missing; no
 * max when missing. Plus clamps at max, minus at min; the result keeps the step's decimals.
 */

export interface QuantityBounds {
  min: number;
  max: number;
  step: number;
}

const numberOr = (raw: string | null | undefined, fallback: number) => {
  if (raw === null || raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
};

export function readBounds(attributes: { min?: string | null; max?: string | null; step?: string | null }): QuantityBounds {
  const step = numberOr(attributes.step, 1);
  const max = numberOr(attributes.max, Number.POSITIVE_INFINITY);
  return { min: numberOr(attributes.min, 0), max: max > 0 ? max : Number.POSITIVE_INFINITY, step: step > 0 ? step : 1 };
}

export const decimalsOf = (step: number) => {
  const text = String(step);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function stepQuantity(current: number, direction: 1 | -1, bounds: QuantityBounds): number {
  const decimals = decimalsOf(bounds.step);
  const start = Number.isFinite(current) ? current : bounds.min;
  let next = round(start + direction * bounds.step, decimals);
  if (direction > 0 && next > bounds.max) next = bounds.max;
  if (direction < 0 && next < bounds.min) next = bounds.min;
  return round(next, decimals);
}

export const formatQuantity = (value: number, step: number) => value.toFixed(decimalsOf(step));

/** "Any input.qty below its min is raised to the min." */
export const raiseToMin = (value: number, bounds: QuantityBounds) => (Number.isFinite(value) && value < bounds.min ? bounds.min : value);
