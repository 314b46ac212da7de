/**
 * WPC Name Your Price's normalisation of the shopper's amount: clamp to [min, max], align to whole
 * steps counted from min (rounding down or up), and print with the shop's price decimals.
 * Works in integer units of 10^-decimals so that 0.1 + 0.2 never shows up as 0.30000000000000004.
 */

export type Rounding = 'up' | 'down';

export interface PriceRules {
  min: number;
  max: number;
  step: number;
  rounding: Rounding;
  decimals: number;
}

/** Reads "12,50", "12.50" or " 12 " as a number; NaN for anything else. */
export function parseAmount(text: string): number {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return Number.NaN;
  const normalised = trimmed.includes(',') && !trimmed.includes('.') ? trimmed.replace(',', '.') : trimmed.replace(/,/g, '');
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** The rules as the plugin repairs them: step invalid or <= 0 is 1, min invalid or negative is the step, a max below min is none. */
export function repairRules(raw: { min: number; max: number; step: number; rounding?: string; decimals: number }): PriceRules {
  const decimals = Number.isInteger(raw.decimals) && raw.decimals >= 0 && raw.decimals <= 6 ? raw.decimals : 2;
  const step = Number.isFinite(raw.step) && raw.step > 0 ? raw.step : 1;
  const min = Number.isFinite(raw.min) && raw.min >= 0 ? raw.min : step;
  const max = Number.isFinite(raw.max) && raw.max >= min && raw.max > 0 ? raw.max : Number.POSITIVE_INFINITY;
  return { min, max, step, rounding: raw.rounding === 'up' ? 'up' : 'down', decimals };
}

const toUnits = (value: number, decimals: number) => Math.round(value * 10 ** decimals);

/** The normalised amount as a number. */
export function normaliseAmount(value: number, rules: PriceRules): number {
  const { min, max, step, rounding, decimals } = rules;
  const scale = 10 ** decimals;
  const minUnits = toUnits(min, decimals);
  const stepUnits = Math.max(1, toUnits(step, decimals));
  const maxUnits = Number.isFinite(max) ? toUnits(max, decimals) : Number.POSITIVE_INFINITY;
  // the highest amount that is a whole number of steps from min and not above max
  const topUnits = Number.isFinite(maxUnits)
    ? minUnits + Math.floor((maxUnits - minUnits) / stepUnits) * stepUnits
    : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(value)) return minUnits / scale;
  const units = toUnits(value, decimals);
  if (units <= minUnits) return minUnits / scale;
  if (units >= maxUnits) return topUnits / scale;
  const steps = (units - minUnits) / stepUnits;
  const whole = rounding === 'up' ? Math.ceil(steps - 1e-9) : Math.floor(steps + 1e-9);
  return Math.min(minUnits + whole * stepUnits, topUnits) / scale;
}

/** What goes back into the field: the normalised amount with the price decimals. */
export const formatAmount = (value: number, decimals: number) => value.toFixed(decimals);
