import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { storeNotice as spec } from './island';
import { hydrates, settled } from '../../test/fixtures/strategy';

afterEach(() => {
  Cookies.remove('store_notice4b1f', { path: '/' });
  document.body.innerHTML = '';
});

describe('store notice spec', () => {
  it('hydrates on intent and holds a press on the printed dismiss link', async () => {
    expect(spec).toMatchObject({ holdUntilMounted: '.woocommerce-store-notice__dismiss-link' });
    const host = document.createElement('p');
    const ready = hydrates(spec, host);
    expect(await settled(ready)).toBe(false);
    host.dispatchEvent(new Event('pointerover'));
    expect(await settled(ready)).toBe(true);
  });
});

describe('store notice spec: a press before the island mounted', () => {
  it('hides the notice and writes the cookie at once (the held press is replayed to the island later)', () => {
    document.body.innerHTML =
      '<p class="woocommerce-store-notice" data-notice-id="4b1f">Versand frei <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></p>';
    const host = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    spec.onFound(host);
    host.querySelector<HTMLElement>('a')!.click();
    expect(host.hidden).toBe(true);
    expect(Cookies.get('store_notice4b1f')).toBe('hidden');
  });
});
