import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './index';

const notice = () => {
  document.body.innerHTML = '<p class="woocommerce-store-notice demo_store" data-island="store-notice" data-notice-id="4b1f">Kostenloser Versand ab 50 €</p>';
  return document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
};

afterEach(() => {
  Cookies.remove('store_notice4b1f', { path: '/' });
  Cookies.remove('store_notice0000', { path: '/' });
  document.body.innerHTML = '';
});

describe('store notice', () => {
  it('offers a dismiss button that hides it and sets WooCommerce’s cookie', () => {
    const host = notice();
    mount(host, { noticeId: '4b1f' });
    expect(host.hidden).toBe(false);
    expect(host.getAttribute('role')).toBe('region');
    const button = host.querySelector('button')!;
    expect(button.type).toBe('button');
    button.click();
    expect(host.hidden).toBe(true);
    expect(Cookies.get('store_notice4b1f')).toBe('hidden');
  });

  it('stays hidden once dismissed, with no button', () => {
    Cookies.set('store_notice4b1f', 'hidden', { path: '/' });
    const host = notice();
    mount(host, { noticeId: '4b1f' });
    expect(host.hidden).toBe(true);
    expect(host.querySelector('button')).toBeNull();
  });

  it('shows a new notice although an older one was dismissed', () => {
    Cookies.set('store_notice0000', 'hidden', { path: '/' });
    const host = notice();
    mount(host, { noticeId: '4b1f' });
    expect(host.hidden).toBe(false);
  });
});
