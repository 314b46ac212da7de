/** WooCommerce's coming-soon banner and the edit links: for editors only; the banner dismisses through REST. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { CONTRACT, islandsSettled, useShop } from '../support/harness';

const demo = useShop();
const { start, visit } = customer(demo);

describe('for editors', () => {
  it('edit links and the coming-soon banner are for editors; the banner dismisses through REST', CONTRACT, async () => {
    const visitor = await visit('/', { cart: false });
    expect(await visitor.page.locator('.si-edit-links').count()).toBe(0);
    expect(await visitor.page.locator('.woocommerce-coming-soon-banner').count()).toBe(0);
    await visitor.context.close();
    const w = await start({ login: ['admin', 'admin'], cart: false });
    await w.page.goto(`${demo.shop.url}/`);
    await islandsSettled(w.page);
    expect(await w.page.getByRole('link', { name: '„Startseite: Hero“ im UX Builder bearbeiten' }).getAttribute('href')).toContain(
      'app=uxbuilder',
    );
    const banner = w.page.locator('.woocommerce-coming-soon-banner');
    expect(await banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Hinweis ausblenden' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(w.requests.some((url) => url.includes('/wp-json/wp/v2/users/me'))).toBe(true);
    await w.page.reload();
    expect(await w.page.locator('.woocommerce-coming-soon-banner').count()).toBe(0);
    demo.shop.db.prepare("UPDATE users SET coming_soon_banner_dismissed = 'no' WHERE login = 'admin'").run();
  });

  it('a failed banner dismissal says so and the banner stays', async () => {
    const w = await start({ login: ['admin', 'admin'], cart: false, faults: 'wp/v2/users/me:500' });
    await w.page.goto(`${demo.shop.url}/`);
    await islandsSettled(w.page);
    const banner = w.page.locator('.woocommerce-coming-soon-banner');
    await banner.getByRole('button', { name: 'Hinweis ausblenden' }).click();
    await banner
      .getByRole('alert')
      .filter({ hasText: /Fehler aufgetreten/ })
      .waitFor();
    expect(await banner.isVisible()).toBe(true);
  });
});
