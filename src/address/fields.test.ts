import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jQueryFactory from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDED_DIR } from '../../test/fixtures/recorded';
import type { AddressData } from './fields';

/** The real checkout form and the globals WooCommerce 10 printed for country-select.js and address-i18n.js. */
const FORM = readFileSync(join(RECORDED_DIR, 'woocommerce/html/checkout-form.html'), 'utf8');
const printed = (name: string) =>
  (JSON.parse(readFileSync(join(RECORDED_DIR, `woocommerce/globals/${name}.json`), 'utf8')) as { value: Record<string, unknown> }).value;

/** A fresh module (it starts once per page). */
async function fresh() {
  vi.resetModules();
  return import('./fields');
}
const stops: Array<() => void> = [];
async function started(data?: AddressData | null) {
  const fields = await fresh();
  stops.push(fields.startAddressFields(document, data === undefined ? realData(fields.readAddressData) : data));
  return fields;
}
const realData = (read: typeof import('./fields').readAddressData) =>
  read(printed('wc_country_select_params') as never, printed('wc_address_i18n_params') as never);

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const choose = (country: string, id = '#billing_country') => {
  const select = $<HTMLSelectElement>(id);
  select.value = country;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const labelOf = (id: string) => $(`label[for="${id}"]`).textContent!.replace(/\u00a0/g, ' ');
const rowIds = () => [...document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > .form-row')].map((row) => row.id);
const shown = (id: string) => $<HTMLElement>(id).style.display !== 'none';

beforeEach(() => {
  document.body.innerHTML = FORM;
  // as printed (selected='selected'), which happy-dom's parser does not take
  for (const id of ['#billing_country', '#shipping_country']) $<HTMLSelectElement>(id).value = 'DE';
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  delete (globalThis as Record<string, unknown>).jQuery;
  vi.unstubAllGlobals();
});

describe('the address fields follow the country (country-select.js, address-i18n.js)', () => {
  it('at load leaves the printed German fields as they are, the chosen state included', async () => {
    $<HTMLSelectElement>('#billing_state').value = 'DE-HH';
    const before = rowIds();
    await started();
    expect($<HTMLSelectElement>('#billing_state').value).toBe('DE-HH');
    expect(rowIds()).toEqual(before);
    expect(labelOf('billing_postcode')).toBe('Postcode / ZIP *');
    expect(labelOf('billing_state')).toBe('State / County (optional)');
  });

  it('at load, a country the browser restored (not the one printed) gets its own states', async () => {
    $<HTMLSelectElement>('#billing_country').value = 'US';
    await started();
    expect($('#billing_state option[value="CA"]')).not.toBeNull();
    expect($('#billing_state option[value="DE-HH"]')).toBeNull();
    expect(labelOf('billing_postcode')).toBe('ZIP Code *');
  });

  it("the United States: a list of its states, its labels, the fields' order by its priorities", async () => {
    await started();
    choose('US');
    const state = $<HTMLSelectElement>('#billing_state');
    expect(state.tagName).toBe('SELECT');
    expect(state.name).toBe('billing_state');
    expect(state.querySelector('option[value="CA"]')!.textContent).toBe('California');
    expect(state.value).toBe('');
    expect(state.options[0]!.value).toBe('');
    expect(labelOf('billing_postcode')).toBe('ZIP Code *');
    expect(labelOf('billing_state')).toBe('State *');
    expect($('#billing_state_field').classList.contains('validate-required')).toBe(true);
    expect(state.getAttribute('aria-required')).toBe('true');
    // the default order: city (70), state (80), postcode (90)
    const ids = rowIds();
    expect(ids.indexOf('billing_city_field')).toBeLessThan(ids.indexOf('billing_state_field'));
    expect(ids.indexOf('billing_state_field')).toBeLessThan(ids.indexOf('billing_postcode_field'));
  });

  it('Austria: no state (a hidden input, its row hidden), the postcode before the city again', async () => {
    await started();
    choose('US');
    choose('AT');
    const state = $<HTMLInputElement>('#billing_state');
    expect(state.tagName).toBe('INPUT');
    expect(state.type).toBe('hidden');
    expect(state.name).toBe('billing_state');
    expect(shown('#billing_state_field')).toBe(false);
    expect(labelOf('billing_postcode')).toBe('Postcode / ZIP *');
    const ids = rowIds();
    expect(ids.indexOf('billing_postcode_field')).toBeLessThan(ids.indexOf('billing_city_field'));
  });

  it('a country WooCommerce knows no states of: free text, shown, keeping no old value', async () => {
    await started();
    choose('GB');
    const state = $<HTMLInputElement>('#billing_state');
    expect([state.tagName, state.type, state.className]).toEqual(['INPUT', 'text', 'input-text']);
    expect(shown('#billing_state_field')).toBe(true);
    expect(labelOf('billing_state')).toBe('County (optional)');
    expect(labelOf('billing_postcode')).toBe('Postcode *');
  });

  it('a field the country hides is hidden and emptied; a field it makes optional says so and is no longer invalid', async () => {
    await started();
    $<HTMLInputElement>('#billing_postcode').value = '20457';
    $('#billing_postcode_field').classList.add('woocommerce-invalid', 'woocommerce-invalid-required-field');
    choose('AE');
    expect(shown('#billing_postcode_field')).toBe(false);
    expect($<HTMLInputElement>('#billing_postcode').value).toBe('');
    expect($('#billing_postcode_field').className).not.toMatch(/validate-required|woocommerce-invalid/);
    expect($('#billing_postcode_field label .optional')).not.toBeNull();
    expect($<HTMLInputElement>('#billing_postcode').hasAttribute('aria-required')).toBe(false);
    choose('DE');
    expect(shown('#billing_postcode_field')).toBe(true);
    expect(labelOf('billing_postcode')).toBe('Postcode / ZIP *');
    expect($('#billing_postcode_field label .optional')).toBeNull();
  });

  it('back to a country with the state chosen before: it stays chosen', async () => {
    await started();
    $<HTMLSelectElement>('#billing_state').value = 'DE-BE';
    choose('AT');
    choose('DE');
    expect($<HTMLSelectElement>('#billing_state').value).toBe('');
    $<HTMLSelectElement>('#billing_state').value = 'DE-BY';
    choose('DE');
    expect($<HTMLSelectElement>('#billing_state').value).toBe('DE-BY');
  });

  it('says wc_address_i18n_ready once at start, as address-i18n.js does at load, with the fields already following their country', async () => {
    $<HTMLSelectElement>('#billing_country').value = 'US';
    const states: string[][] = [];
    const listening = new AbortController();
    document.body.addEventListener(
      'wc_address_i18n_ready',
      () =>
        states.push([...document.querySelectorAll<HTMLOptionElement>('#billing_state option')].map((option) => option.value).slice(0, 3)),
      { signal: listening.signal },
    );
    await started();
    choose('AT');
    listening.abort();
    expect(states).toEqual([['', 'AL', 'AK']]);
  });

  it('announces country_to_state_changed and country_to_state_changing with the country and its address group', async () => {
    await started();
    const heard: Array<[string, unknown[]]> = [];
    for (const name of ['country_to_state_changed', 'country_to_state_changing'])
      document.body.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail as unknown[]]));
    choose('AT');
    const group = $('.woocommerce-billing-fields');
    expect(heard).toEqual([
      ['country_to_state_changed', ['AT', group]],
      ['country_to_state_changing', ['AT', group]],
    ]);
  });

  it("hears a script's jQuery .trigger('change') and .trigger('refresh'), and jQuery listeners get the group as a jQuery object", async () => {
    const jQuery = jQueryFactory as unknown as (target: unknown) => {
      val(value: string): { trigger(name: string): unknown };
      on(name: string, handler: (...args: unknown[]) => void): unknown;
      off(name: string): unknown;
    };
    (globalThis as Record<string, unknown>).jQuery = jQuery;
    await started();
    const groups: unknown[] = [];
    jQuery(document.body).on('country_to_state_changing', (_event, country, group) =>
      groups.push([country, (group as { jquery?: string }).jquery]),
    );
    jQuery('#billing_country').val('US').trigger('change');
    expect($('#billing_state').tagName).toBe('SELECT');
    jQuery('#billing_country').val('AT').trigger('refresh');
    expect($<HTMLInputElement>('#billing_state').type).toBe('hidden');
    jQuery(document.body).off('country_to_state_changing');
    const version = (jQueryFactory as unknown as { fn: { jquery: string } }).fn.jquery;
    expect(groups).toEqual([
      ['US', version],
      ['AT', version],
    ]);
  });

  it('announces the state list as country-select.js does: a jQuery change on the state select, at load and after each country with states; native listeners hear none', async () => {
    const jQuery = jQueryFactory as unknown as (target: unknown) => {
      on(name: string, selector: string, handler: (this: HTMLSelectElement) => void): unknown;
    };
    (globalThis as Record<string, unknown>).jQuery = jQuery;
    const heard: string[] = [];
    jQuery(document.body).on('change', '#billing_state, #shipping_state', function () {
      heard.push(`${this.id} ${this.tagName} ${this.options.length}`);
    });
    const native: string[] = [];
    document.body.addEventListener('change', (event) => native.push((event.target as Element).id));
    await started();
    // Germany has states (hidden by its locale): both groups' lists are announced at load
    expect(heard.map((entry) => entry.split(' ')[0])).toEqual(['billing_state', 'shipping_state']);
    heard.length = 0;
    choose('US');
    expect(heard).toEqual([`billing_state SELECT ${$<HTMLSelectElement>('#billing_state').options.length}`]);
    expect($<HTMLSelectElement>('#billing_state').options.length).toBeGreaterThan(50);
    // Austria has no states (a hidden input): nothing to announce
    heard.length = 0;
    choose('AT');
    expect(heard).toEqual([]);
    expect(native).toEqual(['billing_country', 'billing_country']);
  });

  it("the cart's shipping calculator, printed again later, follows its own country", async () => {
    await started();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<form class="woocommerce-shipping-calculator"><section class="shipping-calculator-form">
        <p class="form-row form-row-wide" id="calc_shipping_country_field"><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select"><option value="DE" selected>Germany</option><option value="US">United States (US)</option></select></p>
        <p class="form-row form-row-wide" id="calc_shipping_state_field"><span><input type="hidden" name="calc_shipping_state" id="calc_shipping_state" class="hidden"></span></p>
        <p class="form-row form-row-wide" id="calc_shipping_postcode_field"><input type="text" class="input-text" name="calc_shipping_postcode" id="calc_shipping_postcode" placeholder="Postcode / ZIP"></p>
      </section></form>`,
    );
    choose('US', '#calc_shipping_country');
    expect($('#calc_shipping_state').tagName).toBe('SELECT');
    expect($('#billing_state').tagName).toBe('SELECT'); // the billing group is not touched
    expect($<HTMLSelectElement>('#billing_country').value).toBe('DE');
    // no label there: the locale's label is the placeholder
    expect($('#calc_shipping_postcode').getAttribute('placeholder')).toBe('ZIP Code');
  });

  it('state names and labels from the page are text, never markup', async () => {
    const fields = await fresh();
    const hostile = '<img src=x onerror="alert(1)">';
    stops.push(
      fields.startAddressFields(
        document,
        fields.readAddressData(
          { countries: JSON.stringify({ XX: { A: hostile } }), i18n_select_state_text: hostile },
          {
            locale: JSON.stringify({ default: {}, XX: { state: { label: hostile } } }),
            locale_fields: JSON.stringify({ state: '#billing_state_field' }),
          },
        ),
      ),
    );
    const country = $<HTMLSelectElement>('#billing_country');
    country.insertAdjacentHTML('beforeend', '<option value="XX">X</option>');
    choose('XX');
    expect(document.querySelector('img')).toBeNull();
    expect($('#billing_state option[value="A"]').textContent).toBe(hostile);
    expect(labelOf('billing_state')).toContain(hostile);
  });

  it.each([
    ['no countries printed', undefined],
    ['malformed countries', { countries: '{"DE":' }],
    ['countries "0"', { countries: '0' }],
  ])('%s: nothing is done, the fields stay as printed', async (_case, countrySelect) => {
    const fields = await fresh();
    stops.push(fields.startAddressFields(document, fields.readAddressData(countrySelect, printed('wc_address_i18n_params') as never)));
    choose('US');
    expect($('#billing_state').tagName).toBe('SELECT');
    expect($('#billing_state option[value="CA"]')).toBeNull();
    expect(labelOf('billing_postcode')).toBe('Postcode / ZIP *');
  });

  it('a malformed locale: the state field still follows, the labels stay', async () => {
    const fields = await fresh();
    stops.push(
      fields.startAddressFields(
        document,
        fields.readAddressData(printed('wc_country_select_params') as never, { locale: '-1', locale_fields: '{' }),
      ),
    );
    choose('US');
    expect($('#billing_state option[value="CA"]')).not.toBeNull();
    expect(labelOf('billing_postcode')).toBe('Postcode / ZIP *');
  });

  it("does nothing where the site kept WooCommerce's own country-select.js", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="text/x-kept" src="/wp-content/plugins/woocommerce/assets/js/frontend/country-select.min.js"></script>',
    );
    vi.stubGlobal('wc_country_select_params', printed('wc_country_select_params'));
    vi.stubGlobal('wc_address_i18n_params', printed('wc_address_i18n_params'));
    try {
      const fields = await fresh();
      stops.push(fields.startPageAddressFields(document));
      choose('US');
      expect($('#billing_state option[value="CA"]')).toBeNull();
      document.head.querySelector('script[src]')!.remove();
      stops.push(fields.startPageAddressFields(document));
      choose('US');
      expect($('#billing_state option[value="CA"]')).not.toBeNull();
    } finally {
      document.head.querySelector('script[src]')?.remove();
    }
  });
});
