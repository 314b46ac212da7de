/**
 * The address fields of the checkout and the cart's shipping calculator follow the country chosen,
 * as WooCommerce's country-select.js and address-i18n.js did with jQuery (the plugin switches them
 * off where this runs): the state field becomes a list of the country's states, free text, or a
 * hidden input; labels, placeholders, required markers, hidden rows, widths and the fields' order
 * follow the country's locale; `country_to_state_changed` and `country_to_state_changing` fire for
 * the scripts that listen (gateways, address plugins), with the same arguments, and a state list is
 * announced with a jQuery `change` on it, as country-select.js's `.trigger( 'change' )`.
 */
import { pageGlobal } from '../wp/config';
import { listen, trigger, triggerForJQuery } from '../wp/events';
import {
  byPriority,
  fieldLocale,
  parsePrintedJson,
  stateKind,
  stateOptions,
  type CountryLocales,
  type CountryStates,
  type FieldLocale,
} from './locale';

const WRAPPERS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';
const COUNTRY = 'select.country_to_state, input.country_to_state';
const STATE = '#billing_state, #shipping_state, #calc_shipping_state';
const FIELDSETS =
  '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';

/** What the plugins printed for their scripts, read once. */
export interface AddressData {
  states: CountryStates;
  locales: CountryLocales | null;
  /** field key => the rows' selector (WC_Countries::get_country_locale_field_selectors()) */
  selectors: Record<string, string>;
  selectStateText: string;
  optionalText: string;
}

export function readAddressData(
  countrySelect: { countries?: unknown; i18n_select_state_text?: unknown } | undefined,
  addressI18n: { locale?: unknown; locale_fields?: unknown; i18n_optional_text?: unknown } | undefined,
): AddressData | null {
  const states = parsePrintedJson(countrySelect?.countries);
  if (!states) return null;
  const selectors = parsePrintedJson(addressI18n?.locale_fields) ?? {};
  return {
    states: states as CountryStates,
    locales: parsePrintedJson(addressI18n?.locale) as CountryLocales | null,
    selectors: Object.fromEntries(Object.entries(selectors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    selectStateText: typeof countrySelect?.i18n_select_state_text === 'string' ? countrySelect.i18n_select_state_text : '',
    optionalText: typeof addressI18n?.i18n_optional_text === 'string' ? addressI18n.i18n_optional_text : 'optional',
  };
}

/** The fields that go with a country input: its address group, else the rows beside it. */
const groupOf = (country: Element): Element | null => country.closest(WRAPPERS) ?? country.closest('.form-row')?.parentElement ?? null;

const showRow = (row: HTMLElement | null | undefined, shown: boolean) => {
  if (!row) return;
  row.style.display = shown ? '' : 'none';
};

/** Replaces the state field with a new element of the kind the country takes, keeping its id, name and the theme's classes. */
function replaceState(state: HTMLInputElement | HTMLSelectElement, next: HTMLInputElement | HTMLSelectElement) {
  const classes = state.getAttribute('data-input-classes');
  next.id = state.id;
  next.name = state.name;
  if (classes !== null) next.setAttribute('data-input-classes', classes);
  for (const name of ['autocomplete', 'aria-required']) {
    const value = state.getAttribute(name);
    if (value !== null) next.setAttribute(name, value);
  }
  state
    .closest('.form-row')
    ?.querySelectorAll('.select2-container')
    .forEach((widget) => widget.remove());
  state.replaceWith(next);
}

/** Whether a state list holds exactly these states (and the blank choice): refilling it would only forget which option the server chose. */
function lists(select: HTMLSelectElement, states: ReadonlyArray<[code: string, name: string]>) {
  const values = new Set([...select.options].map((option) => option.value));
  return values.size === states.length + 1 && values.has('') && states.every(([code]) => values.has(code));
}

/** country-select.js's change handler (and its `refresh`, which the page's first pass is too). */
export function followCountry(country: HTMLInputElement | HTMLSelectElement, data: AddressData): void {
  const group = groupOf(country);
  if (!group) return;
  const code = country.value;
  const state = group.querySelector<HTMLInputElement | HTMLSelectElement>(STATE);
  const row = state?.closest<HTMLElement>('.form-row');
  let changed = false;
  if (state) {
    const classes = state.getAttribute('data-input-classes') ?? '';
    let placeholder = state.getAttribute('placeholder') || state.getAttribute('data-placeholder') || '';
    if (placeholder === data.selectStateText) placeholder = '';
    const value = state.value;
    const doc = state.ownerDocument;
    const kind = stateKind(data.states, code);
    if (kind === 'hidden') {
      if (!(state instanceof HTMLInputElement && state.type === 'hidden')) {
        const next = doc.createElement('input');
        next.type = 'hidden';
        next.className = `hidden ${classes}`.trim();
        replaceState(state, next);
        changed = true;
      }
      showRow(row, false);
    } else if (kind === 'select') {
      showRow(row, true);
      let select = state;
      if (!(select instanceof HTMLSelectElement)) {
        select = doc.createElement('select');
        select.className = `state_select ${classes}`.trim();
        select.setAttribute('data-placeholder', placeholder || data.selectStateText);
        replaceState(state, select);
      }
      const states = stateOptions(data.states, code);
      if (!lists(select, states)) fillStates(select, data, states, value);
      // country-select.js's `$statebox.val( value ).trigger( 'change' )`: a gateway's or address plugin's handler hears the state list
      triggerForJQuery(select, 'change');
      changed = true;
    } else if (!(state instanceof HTMLInputElement && state.type === 'text')) {
      const next = doc.createElement('input');
      next.type = 'text';
      next.className = `input-text ${classes}`.trim();
      next.placeholder = placeholder;
      replaceState(state, next);
      showRow(row, true);
      changed = true;
    }
  }
  if (changed) trigger('country_to_state_changed', [code, group]);
  if (data.locales) applyLocale(group, code, data);
  trigger('country_to_state_changing', [code, group]);
}

function fillStates(select: HTMLSelectElement, data: AddressData, states: ReadonlyArray<[code: string, name: string]>, value: string) {
  const doc = select.ownerDocument;
  const blank = doc.createElement('option');
  blank.value = '';
  blank.textContent = data.selectStateText;
  const options = states.map(([code, name]) => {
    const option = doc.createElement('option');
    option.value = code;
    option.textContent = name;
    return option;
  });
  select.replaceChildren(blank, ...options);
  // the state chosen before stays when this country has it; else the blank choice (jQuery's val() left none selected)
  select.value = options.some((option) => option.value === value) ? value : '';
}

/** address-i18n.js's `field_is_required`, with the input's aria-required kept in step. */
function markRequired(row: HTMLElement, required: boolean, data: AddressData) {
  const label = row.querySelector('label');
  const doc = row.ownerDocument;
  row.querySelectorAll('label .optional, label .required').forEach((marker) => {
    if (marker.classList.contains(required ? 'optional' : 'required')) marker.remove();
  });
  if (required) {
    row.classList.add('validate-required');
    if (label && !label.querySelector('.required[aria-hidden="true"]')) {
      const marker = doc.createElement('span');
      marker.className = 'required';
      marker.setAttribute('aria-hidden', 'true');
      marker.textContent = '*';
      label.append('\u00a0', marker);
    }
  } else {
    row.classList.remove('validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field');
    if (label && !label.querySelector('.optional')) {
      const marker = doc.createElement('span');
      marker.className = 'optional';
      marker.textContent = `(${data.optionalText})`;
      label.append('\u00a0', marker);
    }
  }
  row.querySelectorAll('input:not([type="hidden"]), select, textarea').forEach((input) => {
    if (required) input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
}

const inputsOf = (row: Element) =>
  row.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea, button');

function applyField(row: HTMLElement, key: string, look: FieldLocale, data: AddressData) {
  const label = row.querySelector('label');
  if (typeof look.label === 'string' && label) label.textContent = look.label;
  const placeholder =
    typeof look.placeholder === 'string'
      ? look.placeholder
      : typeof look.label === 'string' && !row.querySelector('label:not(.screen-reader-text)')
        ? look.label
        : undefined;
  if (placeholder !== undefined)
    inputsOf(row).forEach((input) => {
      input.setAttribute('placeholder', placeholder);
      input.setAttribute('data-placeholder', placeholder);
    });
  markRequired(row, look.required === true, data);
  if (typeof look.priority === 'number') row.setAttribute('data-priority', String(look.priority));
  if (key !== 'state') {
    if (look.hidden === true) {
      showRow(row, false);
      inputsOf(row).forEach((input) => {
        if (!(input instanceof HTMLButtonElement)) input.value = '';
      });
    } else showRow(row, true);
  }
  if (Array.isArray(look.class)) {
    row.classList.remove('form-row-first', 'form-row-last', 'form-row-wide');
    row.classList.add(...look.class.filter((name): name is string => typeof name === 'string' && name !== ''));
  }
}

/** address-i18n.js's handler: each field of the group as the country has it, then every fieldset in priority order. */
function applyLocale(group: Element, country: string, data: AddressData) {
  const locales = data.locales!;
  for (const [key, selector] of Object.entries(data.selectors)) {
    let rows: NodeListOf<HTMLElement>;
    try {
      rows = group.querySelectorAll<HTMLElement>(selector);
    } catch {
      continue; // a selector a filter made invalid
    }
    const look = fieldLocale(locales, country, key);
    rows.forEach((row) => applyField(row, key, look, data));
  }
  for (const fieldset of group.ownerDocument.querySelectorAll(FIELDSETS)) {
    const rows = [...fieldset.querySelectorAll<HTMLElement>('.form-row')];
    const parent = rows[0]?.parentElement;
    if (!parent) continue;
    const sorted = byPriority(rows, (row) => Number.parseInt(row.getAttribute('data-priority') ?? '', 10) || undefined);
    if (sorted.some((row, index) => row !== rows[index])) {
      // a moved element loses the focus: the keyboard's place (the country just chosen with its arrows) is given back
      const focused = parent.ownerDocument.activeElement as HTMLElement | null;
      parent.append(...sorted);
      focused?.focus({ preventScroll: true });
    }
  }
}

let stopStarted: (() => void) | null = null;

/**
 * Starts the fields on the page once: a country's change (native or jQuery's, e.g. a script's
 * `.trigger('change')`) and its `refresh`, in any address group now or printed later (the cart's
 * calculator comes back with the cart), a first pass over the groups with a country, then
 * `wc_address_i18n_ready`. Returns
 * what stops it again (a second start while one runs gets nothing to stop).
 */
export function startAddressFields(doc: Document, data: AddressData | null): () => void {
  if (stopStarted || !data) return () => undefined;
  const onCountry = (origin: Element) => {
    const country = origin.closest(COUNTRY);
    if (country) followCountry(country as HTMLSelectElement, data);
  };
  const stops = [listen(doc.body, 'change', onCountry), listen(doc.body, 'refresh', onCountry)];
  const stop = () => {
    stops.forEach((unlisten) => unlisten());
    if (stopStarted === stop) stopStarted = null;
  };
  stopStarted = stop;
  for (const group of doc.querySelectorAll(WRAPPERS)) {
    const country = group.querySelector<HTMLSelectElement | HTMLInputElement>(
      '#billing_country, #shipping_country, #calc_shipping_country',
    );
    if (country && country.value !== '') followCountry(country, data);
  }
  // address-i18n.js says so at load; country-select.js makes its first pass from it, so a later listener finds the fields done
  trigger('wc_address_i18n_ready');
  return stop;
}

/** The page's address fields, unless WooCommerce's own country-select.js is there (a site that kept it). */
export function startPageAddressFields(doc: Document): () => void {
  if (doc.querySelector('script[src*="/country-select."]')) return () => undefined;
  return startAddressFields(doc, readAddressData(pageGlobal('wc_country_select_params'), pageGlobal('wc_address_i18n_params')));
}
