/**
 * WooCommerce's `wc_order_attribution` global and the checkout's fields, as WooCommerce 10's
 * order-attribution.js uses them: `fields` maps each field to a `container.key` accessor into
 * sourcebuster's data, `params` holds the prefix, lifetimes and `allowTracking`. The classic
 * checkout prints an empty `<wc-order-attribution-inputs>` element that gets one hidden
 * `<prefix><field>` input per field; older templates printed the inputs themselves.
 */
import { DEFAULT_SETTINGS, FIELD_SOURCES, type TrackerSettings } from './sourcebuster';

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';
const DEFAULT_PREFIX = 'wc_order_attribution_';
/** An accessor WooCommerce's reader can follow: a sourcebuster container and one key. */
const ACCESSOR = /^(current|current_add|first|first_add|session|udata|promo)\.[a-z_]+$/;
/** A field name that is safe in an input's name (WooCommerce's are snake_case). */
const FIELD_NAME = /^[a-z0-9_]{1,64}$/i;

export interface AttributionConfig {
  prefix: string;
  /** field → `container.key`, in the order WooCommerce printed them. */
  sources: Record<string, string>;
  settings: TrackerSettings;
  /** `params.allowTracking`: the shop's own switch, before the visitor's consent. */
  shopAllows: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** Reads the global as printed; anything missing or malformed falls back to WooCommerce's defaults. */
export function readAttributionConfig(raw: unknown): AttributionConfig {
  const global = isRecord(raw) ? raw : {};
  const params = isRecord(global.params) ? global.params : {};
  const printed = isRecord(global.fields) ? global.fields : {};
  const prefix = typeof params.prefix === 'string' && FIELD_NAME.test(params.prefix) ? params.prefix : DEFAULT_PREFIX;
  const sources: Record<string, string> = {};
  // without a printed list, WooCommerce's own; with one, exactly the fields it names
  for (const [field, accessor] of Object.entries(Object.keys(printed).length > 0 ? printed : FIELD_SOURCES)) {
    if (!FIELD_NAME.test(field) || typeof accessor !== 'string') continue;
    // an older form printed field → field: the accessor is then WooCommerce's for that field
    const path = ACCESSOR.test(accessor) ? accessor : FIELD_SOURCES[field];
    if (path) sources[field] = path;
  }
  return {
    prefix,
    sources,
    settings: {
      ...DEFAULT_SETTINGS,
      lifetimeMonths: positive(params.lifetime, DEFAULT_SETTINGS.lifetimeMonths),
      sessionMinutes: positive(params.session, DEFAULT_SETTINGS.sessionMinutes),
    },
    shopAllows: params.allowTracking !== false && params.allowTracking !== 'no' && params.allowTracking !== '',
  };
}

/**
 * Gives every `<wc-order-attribution-inputs>` element its hidden inputs, one per field (as
 * WooCommerce's element does when it connects). Returns a function that removes what it added.
 */
export function stampInputs(doc: Document, { prefix, sources }: AttributionConfig): () => void {
  const added: HTMLInputElement[] = [];
  for (const element of doc.querySelectorAll(INPUTS_ELEMENT)) {
    const present = new Set([...element.querySelectorAll('input')].map((input) => input.name));
    for (const field of Object.keys(sources)) {
      if (present.has(prefix + field)) continue;
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = prefix + field;
      element.append(input);
      added.push(input);
    }
  }
  return () => added.forEach((input) => input.remove());
}

/** Puts each field's value (text, whatever the cookie held) in its inputs; a field without one is emptied. */
export function fillInputs(doc: Document, prefix: string, values: Record<string, string>): void {
  for (const input of doc.querySelectorAll<HTMLInputElement>('input')) {
    if (!input.name.startsWith(prefix)) continue;
    const field = input.name.slice(prefix.length);
    input.value = Object.hasOwn(values, field) ? (values[field] ?? '') : '';
  }
}
