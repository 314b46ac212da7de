// @vitest-environment jsdom
/** What a single-product form's add sends, and when it is left to the browser (form-add.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { planFormAdd, type FormAddPlan } from './form-add';

afterEach(() => {
  document.body.innerHTML = '';
});

/** WooCommerce's simple.php form (the add button carries the id). */
function simpleForm(extra = '', quantity = '2') {
  document.body.innerHTML = `<form class="cart" method="post" enctype="multipart/form-data">${extra}
    <div class="quantity"><input type="number" name="quantity" value="${quantity}"></div>
    <button type="submit" name="add-to-cart" value="13" class="single_add_to_cart_button">Add</button></form>`;
  return document.querySelector('form')!;
}

/** The Hoodie: WooCommerce's variable.php form, as its variation script leaves it after a choice. */
const HOODIE_VARIATIONS = [
  { variation_id: 21, attributes: { attribute_pa_groesse: 'm', attribute_pa_farbe: 'blau' } },
  { variation_id: 22, attributes: { attribute_pa_groesse: 'l', attribute_pa_farbe: '' } },
];
function variableForm(variationId: string, { groesse = 'm', farbe = 'blau', variations = JSON.stringify(HOODIE_VARIATIONS) } = {}) {
  document.body.innerHTML = `<form class="variations_form cart" method="post" enctype="multipart/form-data"
      data-product_id="20" data-product_variations="${variations.replace(/"/g, '&quot;')}">
    <select name="attribute_pa_groesse"><option value="">Wählen</option><option value="m"${groesse === 'm' ? ' selected' : ''}>M</option><option value="l"${groesse === 'l' ? ' selected' : ''}>L</option></select>
    <select name="attribute_pa_farbe"><option value="">Wählen</option><option value="blau"${farbe === 'blau' ? ' selected' : ''}>Blau</option><option value="schwarz"${farbe === 'schwarz' ? ' selected' : ''}>Schwarz</option></select>
    <div class="single_variation_wrap"><div class="quantity"><input type="number" name="quantity" value="3"></div>
    <button type="submit" class="single_add_to_cart_button">Add</button>
    <input type="hidden" name="add-to-cart" value="20"><input type="hidden" name="product_id" value="20">
    <input type="hidden" name="variation_id" class="variation_id" value="${variationId}"></div></form>`;
  return document.querySelector('form')!;
}

const pairs = (plan: FormAddPlan) => (plan.kind === 'send' ? [...plan.body] : []);

describe.each([true, false])('planFormAdd (flatsome: %s)', (flatsome) => {
  const endpoint = flatsome ? 'flatsome' : 'wc-ajax';

  it('a simple product: product_id and the quantity chosen, never a numeric add-to-cart field', () => {
    const plan = planFormAdd(simpleForm(), '13', flatsome);
    expect(plan).toMatchObject({ kind: 'send', endpoint });
    expect(pairs(plan)).toEqual([
      ['product_id', '13'],
      ['quantity', '2'],
    ]);
  });

  it('every other field goes along, repeated names all of them, in order', () => {
    const form = simpleForm(
      `<input type="checkbox" name="addon[]" value="gift" checked><input type="checkbox" name="addon[]" value="note">
       <input type="checkbox" name="addon[]" value="engraving" checked><input name="engraving_text" value="Für Oma">`,
    );
    expect(pairs(planFormAdd(form, '13', flatsome))).toEqual([
      ['product_id', '13'],
      ['quantity', '2'],
      ['addon[]', 'gift'],
      ['addon[]', 'engraving'],
      ['engraving_text', 'Für Oma'],
    ]);
  });

  it('a form with a file field is left to the browser, chosen or not', () => {
    expect(planFormAdd(simpleForm('<input type="file" name="upload">'), '13', flatsome)).toEqual({ kind: 'post', why: 'file' });
  });

  it('a grouped product (a quantity per child) is left to the browser', () => {
    document.body.innerHTML = `<form class="cart grouped_form"><input name="quantity[31]" value="1"><input name="quantity[32]" value="0">
      <input type="hidden" name="add-to-cart" value="30"><button type="submit">Add</button></form>`;
    expect(planFormAdd(document.querySelector('form')!, '30', flatsome)).toEqual({ kind: 'post', why: 'grouped' });
  });

  it('a variation: product_id is the variation, the quantity chosen; no add-to-cart field', () => {
    const plan = planFormAdd(variableForm('21'), '20', flatsome);
    expect(plan).toMatchObject({ kind: 'send', endpoint });
    const sent = pairs(plan);
    expect(sent.slice(0, 2)).toEqual([
      ['product_id', '21'],
      ['quantity', '3'],
    ]);
    expect(sent.filter(([name]) => name === 'add-to-cart' || name === 'product_id')).toEqual([['product_id', '21']]);
    expect(sent).toContainEqual(['attribute_pa_groesse', 'm']);
    expect(sent).toContainEqual(['attribute_pa_farbe', 'blau']);
    expect(sent).toContainEqual(['variation_id', '21']);
    // Flatsome's handler reads the attributes as variation[…]; WC_AJAX::add_to_cart takes the variation's own
    expect(sent.filter(([name]) => name.startsWith('variation['))).toEqual(
      flatsome
        ? [
            ['variation[attribute_pa_groesse]', 'm'],
            ['variation[attribute_pa_farbe]', 'blau'],
          ]
        : [],
    );
  });

  it.each(['', '0'])('no variation chosen (variation_id %j): left to the browser, WooCommerce says what is missing', (id) => {
    expect(planFormAdd(variableForm(id), '20', flatsome)).toEqual({ kind: 'post', why: 'no-variation' });
  });
});

describe('a variation wc-ajax add_to_cart cannot carry (no Flatsome)', () => {
  it('an "any" attribute: WC_AJAX::add_to_cart would drop the chosen value, so the form posts', () => {
    expect(planFormAdd(variableForm('22', { groesse: 'l', farbe: 'schwarz' }), '20', false)).toEqual({
      kind: 'post',
      why: 'variation-attributes',
    });
  });

  it('Flatsome’s handler reads variation[…]: an "any" attribute goes there', () => {
    const plan = planFormAdd(variableForm('22', { groesse: 'l', farbe: 'schwarz' }), '20', true);
    expect(pairs(plan)).toContainEqual(['variation[attribute_pa_farbe]', 'schwarz']);
  });

  it.each([
    ['false', 'more than 30 variations (loaded by ajax)'],
    ['{"broken', 'malformed'],
    ['[]', 'the variation is not listed'],
  ])('variations %j (%s): not known to be fixed, so the form posts', (variations) => {
    expect(planFormAdd(variableForm('21', { variations }), '20', false)).toEqual({ kind: 'post', why: 'variation-attributes' });
  });
});
