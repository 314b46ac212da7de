import Cookies from 'js-cookie';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import storeNotice from './index';

let unmountLast: (() => void) | undefined;
async function mount(host: HTMLElement, props: { noticeId: string }) {
  const unmount = await mountedInAct(() => storeNotice.mount(host, props));
  unmountLast = unmount;
  return () => {
    unmountLast = undefined;
    act(() => unmount());
  };
}

const notice = () => {
  document.body.innerHTML =
    '<p class="woocommerce-store-notice demo_store" data-island="store-notice" data-notice-id="4b1f">Kostenloser Versand ab 50 €</p>';
  return document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
};

afterEach(() => {
  if (unmountLast) act(() => unmountLast!());
  unmountLast = undefined;
  Cookies.remove('store_notice4b1f', { path: '/' });
  Cookies.remove('store_notice0000', { path: '/' });
  document.body.innerHTML = '';
});

describe('store notice', async () => {
  it('offers a dismiss button that hides it and sets WooCommerce’s cookie', async () => {
    const host = notice();
    await mount(host, { noticeId: '4b1f' });
    expect(host.hidden).toBe(false);
    expect(host.getAttribute('role')).toBe('region');
    const button = host.querySelector('button')!;
    expect(button.type).toBe('button');
    act(() => button.click());
    expect(host.hidden).toBe(true);
    expect(Cookies.get('store_notice4b1f')).toBe('hidden');
  });

  it('makes WooCommerce’s printed dismiss link act as a button, keyboard included', async () => {
    document.body.innerHTML =
      '<p class="woocommerce-store-notice demo_store" data-notice-id="4b1f">Versand frei <a href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></p>';
    const host = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    const unmount = await mount(host, { noticeId: '4b1f' });
    const link = host.querySelector('a')!;
    expect(host.querySelectorAll('a, button')).toHaveLength(1);
    expect(link.getAttribute('role')).toBe('button');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    act(() => void link.dispatchEvent(space));
    expect(space.defaultPrevented).toBe(true);
    expect(host.hidden).toBe(true);
    expect(Cookies.get('store_notice4b1f')).toBe('hidden');
    unmount();
    // the printed markup comes back as it was
    expect(host.querySelector('a.woocommerce-store-notice__dismiss-link')!.hasAttribute('role')).toBe(false);
    expect(host.hidden).toBe(false);
  });

  it('keeps a landmark the theme printed, also after unmounting', async () => {
    document.body.innerHTML =
      '<div class="woocommerce-store-notice" data-notice-id="4b1f" role="complementary" aria-label="Shop-Hinweis">Versand frei</div>';
    const host = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    const unmount = await mount(host, { noticeId: '4b1f' });
    expect(host.getAttribute('role')).toBe('complementary');
    unmount();
    expect(host.getAttribute('role')).toBe('complementary');
    expect(host.getAttribute('aria-label')).toBe('Shop-Hinweis');
  });

  it('a click on the printed link does not follow its #', async () => {
    document.body.innerHTML =
      '<p class="woocommerce-store-notice" data-notice-id="4b1f">Versand frei <a href="#" class="woocommerce-store-notice__dismiss-link">Ausblenden</a></p>';
    const host = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    await mount(host, { noticeId: '4b1f' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void host.querySelector('a')!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(host.hidden).toBe(true);
  });

  it('stays hidden once dismissed, with no button', async () => {
    Cookies.set('store_notice4b1f', 'hidden', { path: '/' });
    const host = notice();
    await mount(host, { noticeId: '4b1f' });
    expect(host.hidden).toBe(true);
    expect(host.querySelector('button')).toBeNull();
  });

  it('shows a new notice although an older one was dismissed', async () => {
    Cookies.set('store_notice0000', 'hidden', { path: '/' });
    const host = notice();
    await mount(host, { noticeId: '4b1f' });
    expect(host.hidden).toBe(false);
  });
});
