/** Presses before an island mounts: held, then the island's, or the browser's if it never mounts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPresses } from './hold';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `<div id="host">
    <a class="add" href="/?add-to-cart=7"><span>In den Warenkorb</span></a>
    <a class="other" href="/elsewhere">Details</a>
    <form class="cart"><input name="quantity" value="2"><button type="submit" name="add-to-cart" value="9">Kaufen</button></form>
    <div class="quantity"><input type="button" class="plus" value="+"></div>
  </div>`;
  const host = document.getElementById('host')!;
  const seen: string[] = [];
  document.addEventListener('click', (event) => {
    seen.push(`click ${(event.target as Element).className || (event.target as Element).tagName}`);
    event.preventDefault(); // the test page never navigates
  });
  document.addEventListener('submit', (event) => {
    seen.push(`submit ${(event as SubmitEvent).submitter?.getAttribute('value') ?? 'none'}`);
    event.preventDefault();
  });
  return { host, seen };
}

describe('holdPresses', () => {
  it('stops a click on a held control (inner element too) and replays it on the control when released', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.querySelector('a.add span')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    held.release();
    expect(seen).toEqual(['click add']);
  });

  it('lets clicks on other controls through at once', () => {
    const { host, seen } = page();
    holdPresses(host, 'a.add');
    (host.querySelector('a.other') as HTMLElement).click();
    expect(seen).toEqual(['click other']);
  });

  it('holds a form submit and replays it with the same submitter', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'form.cart');
    host.querySelector('form')!.requestSubmit(host.querySelector('button')!);
    expect(seen).toEqual([]);
    held.release();
    expect(seen).toEqual(['submit 9']);
  });

  it('replays several presses in order, once, and holds nothing after release', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add, a.other');
    (host.querySelector('a.add') as HTMLElement).click();
    (host.querySelector('a.other') as HTMLElement).click();
    held.release();
    held.release();
    (host.querySelector('a.add') as HTMLElement).click();
    expect(seen).toEqual(['click add', 'click other', 'click add']);
  });

  it('gives presses back after the limit, even if the island never mounts', () => {
    vi.useFakeTimers();
    const { host, seen } = page();
    holdPresses(host, 'a.add', 8000);
    (host.querySelector('a.add') as HTMLElement).click();
    vi.advanceTimersByTime(7999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['click add']);
  });

  it('offline, forgets presses that would leave the page (link, form post) and gives the rest back', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add, form.cart, form.cart [type="submit"], .plus');
    (host.querySelector('a.add') as HTMLElement).click();
    (host.querySelector('form.cart button') as HTMLElement).click();
    (host.querySelector('.plus') as HTMLElement).click();
    expect(seen).toEqual([]);
    held.release(true);
    expect(seen).toEqual(['click plus']);
  });

  it('drops a press whose control left the page before release', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add');
    const link = host.querySelector<HTMLElement>('a.add')!;
    link.click();
    link.remove();
    held.release();
    expect(seen).toEqual([]);
  });
});
