import { afterEach, describe, expect, it } from 'vitest';
import { askBeforeLeaving, orderFlow, stopAskingBeforeLeaving } from './order-flow';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A checkout form with its place-order button and a theme's own button it keeps disabled. */
function form() {
  document.body.innerHTML =
    '<form class="checkout"><button type="submit" id="place_order">Bestellen</button><button type="submit" class="theme" disabled>Später</button></form>';
  const element = document.querySelector('form')!;
  return {
    element,
    placeOrder: element.querySelector<HTMLButtonElement>('#place_order')!,
    theirs: element.querySelector<HTMLButtonElement>('.theme')!,
  };
}

describe('the order flow', () => {
  it('blocks the form in the press itself and gives it back when the order fails, leaving a theme’s disabled button be', () => {
    const { element, placeOrder, theirs } = form();
    const flow = orderFlow(element);
    expect(flow).toMatchObject({ phase: 'idle', busy: false });
    flow.place();
    expect(flow).toMatchObject({ phase: 'placing', busy: true });
    expect(placeOrder.disabled).toBe(true);
    expect(element.classList.contains('processing')).toBe(true);
    expect(element.getAttribute('aria-busy')).toBe('true');
    expect(flow.settled()).toBe(false);
    expect(flow).toMatchObject({ phase: 'idle', busy: false });
    expect(placeOrder.disabled).toBe(false);
    expect(theirs.disabled).toBe(true);
    expect(element.classList.contains('processing')).toBe(false);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  /** Whether leaving the page now asks first. */
  const leaving = () => {
    const event = new Event('beforeunload', { cancelable: true });
    dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('while the order is out, leaving the page asks first (checkout.js’s beforeunload); not once it failed, nor on the way to the order’s page', () => {
    const { element } = form();
    const flow = orderFlow(element);
    expect(leaving()).toBe(false);
    flow.place();
    expect(leaving()).toBe(true);
    flow.settled();
    expect(leaving()).toBe(false);
    flow.place();
    expect(leaving()).toBe(true);
    flow.placed();
    expect(leaving()).toBe(false);
  });

  it('asked to ask before leaving twice (a gateway through the checkout form API, then the press), one stop ends it', () => {
    let heard = 0;
    const count = () => heard++;
    addEventListener('beforeunload', count);
    askBeforeLeaving();
    askBeforeLeaving();
    expect(leaving()).toBe(true);
    stopAskingBeforeLeaving();
    expect(leaving()).toBe(false);
    stopAskingBeforeLeaving();
    askBeforeLeaving();
    expect(leaving()).toBe(true);
    stopAskingBeforeLeaving();
    expect(leaving()).toBe(false);
    expect(heard).toBe(4); // the page's own listener heard every leave: only ours went
    removeEventListener('beforeunload', count);
  });

  it('once placed, stays blocked and busy: settling changes nothing, and no refresh runs', () => {
    const { element, placeOrder } = form();
    const flow = orderFlow(element);
    flow.place();
    flow.placed();
    expect(flow.settled()).toBe(false);
    expect(flow).toMatchObject({ phase: 'placed', busy: true });
    expect(placeOrder.disabled).toBe(true);
    expect(flow.askRefresh()).toBe(false);
  });

  it('a refresh asked for while the order is on its way waits, and runs once the order has failed (once)', () => {
    const flow = orderFlow(form().element);
    expect(flow.askRefresh()).toBe(true);
    flow.place();
    expect(flow.askRefresh()).toBe(false);
    expect(flow.settled()).toBe(true);
    flow.place();
    expect(flow.settled()).toBe(false);
  });

  it('fresh place-order buttons (a fragment) are disabled while busy, and enabled again with the rest', () => {
    const { element } = form();
    const flow = orderFlow(element);
    flow.keepButtonsDisabled();
    expect(element.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false);
    flow.place();
    element.querySelector('#place_order')!.outerHTML = '<button type="submit" id="place_order">Bestellen</button>';
    const fresh = element.querySelector<HTMLButtonElement>('#place_order')!;
    expect(fresh.disabled).toBe(false);
    flow.keepButtonsDisabled();
    expect(fresh.disabled).toBe(true);
    flow.settled();
    expect(fresh.disabled).toBe(false);
  });

  it('knows the refresh running until it is answered and until it is drawn, and only the latest', async () => {
    const flow = orderFlow(form().element);
    let endFirst!: () => void;
    const first = new Promise<void>((resolve) => (endFirst = resolve));
    const second = new Promise<void>(() => undefined);
    let drawFirst!: () => void;
    const firstDrawn = new Promise<void>((resolve) => (drawFirst = resolve));
    flow.refreshing(first, firstDrawn);
    expect(flow.refreshInFlight).toBe(first);
    expect(flow.refreshDrawn).toBe(firstDrawn);
    endFirst();
    await first;
    await Promise.resolve();
    // answered, still drawing
    expect(flow.refreshInFlight).toBeUndefined();
    expect(flow.refreshDrawn).toBe(firstDrawn);
    const secondDrawn = new Promise<void>(() => undefined);
    flow.refreshing(second, secondDrawn);
    drawFirst();
    await firstDrawn;
    await Promise.resolve();
    expect(flow.refreshInFlight).toBe(second);
    expect(flow.refreshDrawn).toBe(secondDrawn);
    const third = Promise.resolve();
    flow.refreshing(third, third);
    await third;
    await Promise.resolve();
    expect(flow.refreshInFlight).toBeUndefined();
    expect(flow.refreshDrawn).toBeUndefined();
  });
});
