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

export interface AttributionConfig {
  prefix: string;
  /** field → `container.key`, in the order WooCommerce printed them. */
  sources: Record<string, string>;
  settings: TrackerSettings;
  /** `params.allowTracking`: the shop's own switch, before the visitor's consent. */
  shopAllows: boolean;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value ? (value as Record<string, unknown>) : {});

const positive = (value: unknown, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

/**
 * Reads the global as printed; anything missing or malformed falls back to WooCommerce's defaults.
 * An accessor into no sourcebuster container gives an empty field (fieldValues), never another value.
 */
export function readAttributionConfig(raw: unknown): AttributionConfig {
  const params = record(record(raw).params);
  const printed = Object.entries(record(record(raw).fields)).filter(([, accessor]) => typeof accessor === 'string') as Array<
    [string, string]
  >;
  return {
    prefix: typeof params.prefix === 'string' ? params.prefix : DEFAULT_PREFIX,
    // an older form printed field → field: the accessor is then WooCommerce's for that field
    sources: printed.length
      ? Object.fromEntries(
          printed.map(([field, accessor]) => [field, accessor.includes('.') ? accessor : (FIELD_SOURCES[field] ?? accessor)]),
        )
      : FIELD_SOURCES,
    settings: {
      ...DEFAULT_SETTINGS,
      lifetimeMonths: positive(params.lifetime, DEFAULT_SETTINGS.lifetimeMonths),
      sessionMinutes: positive(params.session, DEFAULT_SETTINGS.sessionMinutes),
    },
    shopAllows: params.allowTracking !== false && params.allowTracking !== 'no',
  };
}

/**
 * Gives every `<wc-order-attribution-inputs>` element its hidden inputs, one per field (as
 * WooCommerce's element does when it connects). Returns a function that removes what it added.
 */
export function stampInputs(doc: Document, { prefix, sources }: AttributionConfig): () => void {
  const added: HTMLInputElement[] = [];
  for (const element of doc.querySelectorAll(INPUTS_ELEMENT)) {
    for (const field of Object.keys(sources)) {
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
  for (const input of doc.querySelectorAll('input'))
    if (input.name.startsWith(prefix))
      input.value = Object.hasOwn(values, input.name.slice(prefix.length)) ? values[input.name.slice(prefix.length)]! : '';
}
