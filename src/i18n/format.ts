/** Numbers, prices and distances through Intl, with the formatters cached per options. */

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return formatter(locale, options).format(value);
}

export function formatPrice(amount: number, locale: string, currency: string, decimals = 2): string {
  return formatter(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

export type DistanceUnit = 'km' | 'mile';

/** 1,234 km → "1.234 km" (de) / "1,234 km" (en); below 10 one decimal. */
export function formatDistance(value: number, unit: DistanceUnit, locale: string): string {
  const digits = Math.abs(value) < 10 ? 1 : 0;
  return formatter(locale, {
    style: 'unit',
    unit: unit === 'km' ? 'kilometer' : 'mile',
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
