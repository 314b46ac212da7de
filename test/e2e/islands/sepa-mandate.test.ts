/** The SEPA mandate at the checkout: the IBAN checked as typed, the mandate's preview in a dialog, and its failures. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { CONTRACT, fillBilling, useShop } from '../support/harness';

const demo = useShop();
const { visit } = customer(demo);

describe('SEPA mandate', () => {
  it('a valid IBAN offers the preview, which shows the mandate in a dialog', CONTRACT, async () => {
    const w = await visit('/checkout/');
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', 'Erika Mustermann');
    const button = w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' });
    expect(await button.isVisible()).toBe(false);
    await w.page.fill('#german-market-sepa-iban', 'DE89 3704 0044 0532 0130 00');
    await button.waitFor();
    await button.click();
    const dialog = w.page.locator('dialog.si-sepa-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('SEPA-Lastschriftmandat');
    expect(await dialog.textContent()).toContain('DE89 **** **** 3000');
    expect(await dialog.textContent()).toContain('Erika Mustermann');
  });

  it('the preview dialog is named by the mandate, closes with Escape and gives focus back to the button', async () => {
    const w = await visit('/checkout/');
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', '<img src=x onerror="window.__xss=1">');
    await w.page.fill('#german-market-sepa-iban', 'DE89370400440532013000');
    const button = w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' });
    await button.click();
    const dialog = w.page.getByRole('dialog', { name: 'SEPA-Lastschriftmandat' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('<img src=x onerror="window.__xss=1">');
    await w.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('an invalid IBAN explains why there is no preview', async () => {
    const w = await visit('/checkout/');
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', 'Erika Mustermann');
    await w.page.fill('#german-market-sepa-iban', 'DE88 3704 0044 0532 0130 00');
    await w.page.locator('#german-market-sepa-iban').blur();
    const error = w.page.locator('#german-market-sepa-iban-error');
    expect(await error.textContent()).toContain('Prüfziffer der IBAN stimmt nicht');
    expect(await w.page.locator('#german-market-sepa-iban').getAttribute('aria-invalid')).toBe('true');
    expect(await w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' }).isVisible()).toBe(false);
    expect(await w.page.locator('.si-sepa__hint').textContent()).toContain('Keine Mandatsvorschau');
  });

  it('names what is missing before offering the preview', async () => {
    const w = await visit('/checkout/');
    await w.page.fill('#german-market-sepa-iban', 'DE89370400440532013000');
    expect(await w.page.locator('.si-sepa__hint').textContent()).toContain('Kontoinhaber, Straße und Hausnummer, Postleitzahl, Ort');
  });

  /** The checkout with a full address, a holder and a valid IBAN, the preview asked for. */
  async function askForPreview(faults: string) {
    const w = await visit('/checkout/', { faults });
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', 'Erika Mustermann');
    await w.page.fill('#german-market-sepa-iban', 'DE89370400440532013000');
    await w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' }).click();
    return w;
  }

  it('an expired nonce (-1) asks for a reload and keeps the fields', async () => {
    const w = await askForPreview('gm_sepa_direct_debit_mandate_preview:minus-one');
    await w.page.locator('.si-sepa__hint').getByText('Ihre Sitzung ist abgelaufen').waitFor();
    expect(await w.page.locator('#german-market-sepa-holder').inputValue()).toBe('Erika Mustermann');
  });

  it('a failed preview says so and keeps the fields', async () => {
    const w = await askForPreview('gm_sepa_direct_debit_mandate_preview:500');
    await w.page.locator('.si-sepa__hint').getByText('Die Mandatsvorschau konnte nicht geladen werden').waitFor();
    expect(await w.page.locator('#german-market-sepa-iban').inputValue()).toBe('DE89 3704 0044 0532 0130 00');
  });
});
