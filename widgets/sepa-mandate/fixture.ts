/** Test fixture: the checkout form around German Market's SEPA fields, as the demo prints it. */
export const MANDATE =
  '<div class="german-market-sepa-mandate-preview"><h3>SEPA-Lastschriftmandat</h3><p>Kontoinhaber: Erika Mustermann</p><p>IBAN: DE89 **** **** 3000</p></div>';

export function checkoutForm({ saved = false, bicRequired = false, values = {} as Record<string, string> } = {}) {
  const value = (name: string) => (values[name] ? ` value="${values[name]}"` : '');
  document.body.innerHTML = `<form class="checkout">
<input name="billing_address_1"${value('billing_address_1')}><input name="billing_postcode"${value('billing_postcode')}>
<input name="billing_city"${value('billing_city')}><select name="billing_country"><option value="DE" selected>Deutschland</option></select>
<fieldset class="german-market-sepa-fields" id="host" data-island="sepa-mandate">
${saved ? '<p><label><input type="checkbox" name="german_market_sepa_use_saved_data" value="1" checked> Gespeicherte Bankverbindung verwenden</label></p>' : ''}
<div class="german-market-sepa-entry">
<input id="german-market-sepa-holder" name="german-market-sepa-holder" aria-required="true"${value('holder')}>
<input id="german-market-sepa-iban" name="german-market-sepa-iban" aria-required="true" aria-describedby="iban-note"${value('iban')}>
<input id="german-market-sepa-bic" name="german-market-sepa-bic"${bicRequired ? ' required' : ''}${value('bic')}>
</div></fieldset></form>`;
  return document.getElementById('host')!;
}

export const ADDRESS = { billing_address_1: 'Speicherstadt 1', billing_postcode: '20457', billing_city: 'Hamburg' };
