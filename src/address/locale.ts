/**
 * What WooCommerce's country-select.js and address-i18n.js decide from the data they print, as
 * plain functions: which state field a country takes, and how each address field looks for it.
 */

/** One address field for one country (WC_Countries::get_country_locale()). */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  class?: string[];
}

/** Each country's field changes, with the fields' defaults under `default`. */
export type CountryLocales = Record<string, Record<string, FieldLocale> | undefined>;

/** Each allowed country's states, code => name; an empty list: the country has none to choose. */
export type CountryStates = Record<string, Record<string, string> | unknown[] | undefined>;

/** The state field a country takes: a list, none (a hidden input), or free text (a country WooCommerce knows no states of). */
export type StateKind = 'select' | 'hidden' | 'text';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON object the plugins print as a string (wp_localize_script; the old scripts also undo
 * `&quot;`); null when it is missing or malformed, so the fields stay as the server printed them.
 */
export function parsePrintedJson(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string') return isRecord(raw) ? raw : null;
  try {
    const parsed: unknown = JSON.parse(raw.replace(/&quot;/g, '"'));
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function stateKind(states: CountryStates, country: string): StateKind {
  const list = states[country];
  if (list === undefined || list === null || typeof list !== 'object') return 'text';
  return Object.keys(list).length === 0 ? 'hidden' : 'select';
}

/** The states to list for a country, in the printed order, names as text. */
export function stateOptions(states: CountryStates, country: string): Array<[code: string, name: string]> {
  const list = states[country];
  if (!isRecord(list)) return [];
  return Object.entries(list).map(([code, name]) => [code, String(name)]);
}

/** A field's look for a country: the defaults, then the country's own (address-i18n.js's deep `$.extend`). */
export function fieldLocale(locales: CountryLocales, country: string, key: string): FieldLocale {
  const defaults = locales.default?.[key];
  const own = (locales[country] ?? locales.default)?.[key];
  return { ...(isRecord(defaults) ? defaults : {}), ...(isRecord(own) ? own : {}) };
}

/**
 * The rows of a fieldset in the order their priorities say; a row without one goes after the row
 * before it (address-i18n.js gives it the previous priority + 1), and equal ones keep their order.
 */
export function byPriority<Row>(rows: readonly Row[], priorityOf: (row: Row) => number | undefined): Row[] {
  let last = 0;
  const ranked = rows.map((row, index) => {
    const own = priorityOf(row);
    const priority = own !== undefined && Number.isFinite(own) && own !== 0 ? own : last + 1;
    last = priority;
    return { row, priority, index };
  });
  return ranked.sort((a, b) => a.priority - b.priority || a.index - b.index).map(({ row }) => row);
}
