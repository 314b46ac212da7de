import jQueryFactory from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heardArgs, listen, on, trigger, triggerHandler } from './events';

afterEach(() => {
  delete (globalThis as Record<string, unknown>).jQuery;
  document.body.innerHTML = '';
});

const useJQuery = () => {
  const $ = jQueryFactory as unknown as JQueryStatic;
  (globalThis as Record<string, unknown>).jQuery = $;
  return $;
};

type JQueryStatic = ((target: unknown) => {
  on: (...args: unknown[]) => void;
  off: (...args: unknown[]) => void;
  trigger: (...args: unknown[]) => void;
}) & {
  fn: { jquery: string };
};

describe('heardArgs: what a legacy listener was given, as the islands take it', () => {
  it("reads jQuery's extra arguments (a jQuery object as its element), a native event's detail through jQuery or without it", () => {
    const $ = useJQuery();
    const button = document.body.appendChild(document.createElement('button'));
    const heard: unknown[][] = [];
    $(document.body).on('added_to_cart', (event: unknown, ...args: unknown[]) => heard.push(heardArgs(event, args)));
    $(document.body).trigger('added_to_cart', [{ a: '1' }, 'h1', $(button)]);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [{ b: '2' }, 'h2', button] }));
    expect(heard).toEqual([
      [{ a: '1' }, 'h1', button],
      [{ b: '2' }, 'h2', button],
    ]);
    expect(heardArgs(new CustomEvent('added_to_cart', { detail: [{ c: '3' }, 'h3'] }), [])).toEqual([{ c: '3' }, 'h3']);
    expect(heardArgs(new Event('wc_fragment_refresh'), [])).toEqual([]);
    expect(heardArgs(null, [])).toEqual([]);
  });
});

describe('event bridge with jQuery', () => {
  it('a real jQuery listener receives the original arguments, elements as jQuery objects', () => {
    const $ = useJQuery();
    const button = document.createElement('button');
    button.id = 'add';
    document.body.append(button);
    const listener = vi.fn();
    $(document.body).on('added_to_cart', listener);
    const fragments = { 'div.widget_shopping_cart_content': '<div></div>' };
    trigger('added_to_cart', [fragments, 'abc123', button]);
    expect(listener).toHaveBeenCalledTimes(1);
    const [event, receivedFragments, hash, $button] = listener.mock.calls[0]!;
    expect((event as { type: string }).type).toBe('added_to_cart');
    expect(receivedFragments).toBe(fragments);
    expect(hash).toBe('abc123');
    expect(($button as { jquery?: string }).jquery).toBe($.fn.jquery);
    expect(($button as { get: (i: number) => Element }).get(0)).toBe(button);
  });

  it('islands hear events legacy scripts trigger through jQuery, with jQuery objects unwrapped', () => {
    const $ = useJQuery();
    const handler = vi.fn();
    const refresh = vi.fn();
    const off = on('update_checkout', handler);
    on('wc_fragment_refresh', refresh);
    on('added_to_cart', refresh);
    const button = document.createElement('a');
    $(document.body).trigger('update_checkout', [{ update_shipping_method: true }]);
    $(document.body).trigger('wc_fragment_refresh');
    $(document.body).trigger('added_to_cart', [{}, 'hash', $(button)]);
    expect(handler).toHaveBeenCalledWith({ update_shipping_method: true });
    expect(refresh).toHaveBeenNthCalledWith(1);
    expect(refresh).toHaveBeenNthCalledWith(2, {}, 'hash', button);
    off();
    $(document.body).trigger('update_checkout');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('islands also hear native CustomEvents (WooCommerce Blocks) while jQuery is present', () => {
    useJQuery();
    const handler = vi.fn();
    on('wc-blocks_added_to_cart', handler);
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { detail: [{ preserveCartData: true }] }));
    expect(handler).toHaveBeenCalledWith({ preserveCartData: true });
  });

  it('triggerHandler returns false when a listener cancels', () => {
    const $ = useJQuery();
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(triggerHandler('should_send_ajax_request.adding_to_cart', [document.createElement('a')])).toBe(false);
  });

  it('triggerHandler asks the listeners of the element given (gateways bind on form.checkout), not those of body', () => {
    const $ = useJQuery();
    const form = document.createElement('form');
    document.body.append(form);
    const onBody = vi.fn();
    $(document.body).on('checkout_place_order_stripe', onBody);
    $(form).on('checkout_place_order_stripe', () => false);
    expect(triggerHandler('checkout_place_order_stripe', [], form)).toBe(false);
    expect(triggerHandler('checkout_place_order_bacs', [], form)).toBeUndefined();
    // triggerHandler does not bubble
    expect(onBody).not.toHaveBeenCalled();
  });

  it("listen() hears a change jQuery triggers (selectWoo's) and a native one, once each", () => {
    const $ = useJQuery();
    const form = document.createElement('form');
    const select = document.createElement('select');
    form.append(select);
    document.body.append(form);
    const handler = vi.fn();
    const off = listen(form, 'change', handler);
    $(select).trigger('change');
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledWith(select, expect.objectContaining({ type: 'change' }));
    off();
    $(select).trigger('change');
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("listen()'s handler can keep a submit jQuery triggers from posting the form (a gateway's re-submit)", () => {
    const $ = useJQuery();
    const form = document.createElement('form');
    document.body.append(form);
    const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const off = listen(form, 'submit', (_origin, event) => event.preventDefault());
    $(form).trigger('submit');
    expect(posted).not.toHaveBeenCalled();
    off();
    $(form).trigger('submit');
    expect(posted).toHaveBeenCalledTimes(1);
    posted.mockRestore();
  });
});

describe('event bridge without jQuery', () => {
  it('fires CustomEvents on document.body carrying the arguments', () => {
    const listener = vi.fn((event: Event) => (event as CustomEvent).detail);
    document.body.addEventListener('removed_from_cart', listener);
    trigger('removed_from_cart', [{ a: '1' }, 'hash']);
    expect(listener.mock.results[0]!.value).toEqual([{ a: '1' }, 'hash']);
  });

  it('on() receives the detail as arguments and unsubscribes', () => {
    const handler = vi.fn();
    const off = on('updated_checkout', handler);
    trigger('updated_checkout', [{ result: 'success' }]);
    off();
    trigger('updated_checkout', [{}]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ result: 'success' });
  });

  it('triggerHandler returns false when a listener calls preventDefault', () => {
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault());
    expect(triggerHandler('should_send_ajax_request.adding_to_cart')).toBe(false);
  });

  it('listen() hears native events from inside the target and stops on unsubscribe', () => {
    const form = document.createElement('form');
    const input = document.createElement('input');
    form.append(input);
    document.body.append(form);
    const handler = vi.fn();
    const off = listen(form, 'change', handler);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    off();
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(input, expect.objectContaining({ type: 'change' }));
  });
});
