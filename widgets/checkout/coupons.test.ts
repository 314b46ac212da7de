// @vitest-environment jsdom
// Notices go in through the sanitiser, and DOMPurify needs jsdom.
import { describe, expect, it } from 'vitest';
import { couponFailure, isErrorReply, noticeText } from './coupons';

describe('coupon replies', () => {
  it('tells errors from messages and reads their text only', () => {
    expect(isErrorReply('<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>')).toBe(true);
    expect(isErrorReply('<div class="wc-block-components-notice-banner is-error">x</div>')).toBe(true);
    expect(isErrorReply('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')).toBe(false);
    expect(
      noticeText('<ul class="woocommerce-error"><li>Coupon &quot;x&quot; <img src=x onerror="window.__xss=1">does not exist!</li></ul>'),
    ).toBe('Coupon "x" does not exist!');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('says why a request failed, in German', () => {
    expect(couponFailure(new Error('?'), false)).toBe('Der Gutschein konnte nicht eingelöst werden.');
  });
});
