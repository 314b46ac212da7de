/** The login popup: opened from the header, on intent, and again with the error after a failed log-in. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { CONTRACT, islandsSettled, useShop } from '../support/harness';

const demo = useShop();
const { visit } = customer(demo);

describe('login popup', () => {
  it('the login popup opens from the header and opens itself with the error after a failed log-in', CONTRACT, async () => {
    const w = await visit('/shop/', { cart: false });
    await w.page.getByRole('link', { name: 'Mein Konto' }).click();
    const dialog = w.page.locator('dialog.si-login-dialog');
    await dialog.waitFor();
    expect(w.page.url()).toContain('/shop/');
    await dialog.locator('#popup-username').fill('kunde');
    await dialog.locator('#popup-password').fill('falsch');
    await Promise.all([w.page.waitForLoadState('load'), dialog.getByRole('button', { name: 'Anmelden' }).click()]);
    await islandsSettled(w.page);
    await w.page.locator('dialog.si-login-dialog').waitFor();
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.closest('.woocommerce-error') !== null)).toBe(true);
    expect(await w.page.locator('dialog.si-login-dialog .woocommerce-error').textContent()).toContain(
      'Benutzername oder Passwort ist falsch',
    );
    await w.page.locator('dialog.si-login-dialog #popup-password').fill('demo');
    await w.page.locator('dialog.si-login-dialog').getByRole('button', { name: 'Anmelden' }).click();
    // the page is on /shop/ already, so waiting for that URL would not wait for the log-in
    await w.page.locator('body.logged-in').waitFor({ state: 'attached' });
    expect(new URL(w.page.url()).pathname).toBe('/shop/');
  });

  it('the login popup loads on intent: nothing before, and a press that comes before its code opens it once mounted', async () => {
    const w = await visit('/shop/', { cart: false });
    const popup = w.page.locator('#login-form-popup');
    expect(await popup.getAttribute('data-island-state')).toBe('pending');
    expect(w.requests.some((url) => url.includes('/islands/login-popup-'))).toBe(false);
    // a click that comes alone (assistive technology, a script): no pointer over the link first
    await w.page.evaluate(() => document.querySelector<HTMLElement>('a[data-open="#login-form-popup"]')!.click());
    await w.page.locator('dialog.si-login-dialog').waitFor();
    expect(new URL(w.page.url()).pathname).toBe('/shop/');
    expect(await popup.getAttribute('data-island-state')).toBe('mounted');
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.id)).toBe('popup-username');
    await w.page.keyboard.press('Escape');
    await w.page.locator('dialog.si-login-dialog').waitFor({ state: 'detached' });
    expect(await popup.isHidden()).toBe(true);
    // closed, focus is back on the link that opened it
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('data-open'))).toBe('#login-form-popup');
  });
});
