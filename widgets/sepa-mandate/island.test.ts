import { afterEach, describe, expect, it } from 'vitest';
import { sepaMandate } from './island';
import { hydrates, settled } from '../../test/fixtures/strategy';

const fields = (iban = '', saved = false) =>
  `<fieldset data-island="sepa-mandate">${
    saved ? '<input type="checkbox" name="german_market_sepa_use_saved_data" value="1" checked>' : ''
  }<input id="german-market-sepa-holder"><input id="german-market-sepa-iban" value="${iban}"><input id="german-market-sepa-bic"></fieldset>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('sepa-mandate spec', () => {
  it('waits for intent while the fields are empty', async () => {
    document.body.innerHTML = fields();
    const host = document.querySelector<HTMLElement>('fieldset')!;
    sepaMandate.onFound(host);
    expect(host.hasAttribute('data-hydrate')).toBe(false);
    const ready = hydrates(sepaMandate, host);
    expect(await settled(ready)).toBe(false);
    host.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(ready)).toBe(true);
  });

  it('hydrates when shown where values were printed back or saved bank data is used', () => {
    document.body.innerHTML = fields('DE89 3704');
    const printed = document.querySelector<HTMLElement>('fieldset')!;
    sepaMandate.onFound(printed);
    expect(printed.getAttribute('data-hydrate')).toBe('visible');
    document.body.innerHTML = fields('', true);
    const saved = document.querySelector<HTMLElement>('fieldset')!;
    sepaMandate.onFound(saved);
    expect(saved.getAttribute('data-hydrate')).toBe('visible');
  });
});
