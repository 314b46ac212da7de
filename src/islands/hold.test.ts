/** Presses before an island mounts: held, then the island's, or the browser's if it never mounts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_MARK, claimBusy } from './busy';
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
    seen.push(`click ${(event.target as Element).classList[0] ?? (event.target as Element).tagName}`);
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

  it("replays a click on the server's fresh copy of its control (same id) when a fragment replaced it meanwhile", () => {
    const { host, seen } = page();
    host.insertAdjacentHTML(
      'beforeend',
      '<div class="payment"><button type="button" id="place_order" class="place">Bestellen</button></div>',
    );
    const held = holdPresses(host, '#place_order');
    host.querySelector<HTMLElement>('#place_order')!.click();
    expect(seen).toEqual([]);
    // the checkout's refresh answers: its payment area (the button with it) is the server's again
    host.querySelector('.payment')!.outerHTML =
      '<div class="payment"><button type="button" id="place_order" class="fresh">Bestellen</button></div>';
    held.release();
    expect(seen).toEqual(['click fresh']);
  });

  it('drops a click whose control is gone without a copy (no id to know it by, or none in the page)', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add, #gone');
    host.insertAdjacentHTML('beforeend', '<button type="button" id="gone" class="gone">X</button>');
    host.querySelector<HTMLElement>('a.add')!.click();
    host.querySelector<HTMLElement>('#gone')!.click();
    host.querySelector('a.add')!.replaceWith(document.createElement('span'));
    host.querySelector('#gone')!.remove();
    held.release();
    expect(seen).toEqual([]);
  });

  it('submits with the fresh copy of the submitter when a fragment replaced it meanwhile', () => {
    const { host, seen } = page();
    const form = host.querySelector('form')!;
    form.insertAdjacentHTML('beforeend', '<button type="submit" id="buy" value="old">Kaufen</button>');
    const held = holdPresses(host, 'form.cart');
    form.requestSubmit(form.querySelector<HTMLElement>('#buy')!);
    form.querySelector('#buy')!.outerHTML = '<button type="submit" id="buy" value="fresh">Kaufen</button>';
    held.release();
    expect(seen).toEqual(['submit fresh']);
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

  it("takes a select's change (its form busy) without stopping it: other scripts hear it as it happens, once; never its clicks", () => {
    const { host, seen } = page();
    host.insertAdjacentHTML(
      'beforeend',
      '<form class="ordering"><select class="orderby"><option value="a" selected>A</option><option value="b">B</option></select></form>',
    );
    const select = host.querySelector('select')!;
    const form = host.querySelector<HTMLFormElement>('form.ordering')!;
    const changes: string[] = [];
    document.addEventListener('change', () => changes.push(select.value));
    const held = holdPresses(host, 'select.orderby');
    select.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).toEqual(['click orderby']);
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toEqual(['b']);
    expect(form.classList.contains('loading')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    // released (offline too): the busy state goes, nothing is heard twice; the island reads the choice as it mounts
    held.release(true);
    expect(changes).toEqual(['b']);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toEqual(['b', 'b']);
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

  it('released offline, drops later presses that would leave the page too, until released again; the rest are not held', () => {
    // the island's code failed offline before the press came (its fetch on intent): the link would lead nowhere
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add, form.cart, form.cart [type="submit"], .plus');
    held.release(true);
    const link = host.querySelector<HTMLElement>('a.add')!;
    const followed: boolean[] = [];
    link.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    link.click();
    (host.querySelector('form.cart button') as HTMLElement).click();
    (host.querySelector('.plus') as HTMLElement).click();
    expect(followed).toEqual([false]);
    // not stopped (other scripts hear them), not shown busy, nothing posted
    expect(seen).toEqual(['click add', 'click BUTTON', 'click plus']);
    expect(link.hasAttribute('aria-busy')).toBe(false);
    // the host starting anew (back online) releases it: a press is the browser's again
    held.release();
    link.click();
    expect(followed).toEqual([false, true]);
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

  it('shows the press at once: the control gets `loading` and aria-busy, cleared when it goes back to the browser', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add');
    const link = host.querySelector<HTMLElement>('a.add')!;
    link.click();
    expect(link.classList.contains('loading')).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    // no island took it over (the press went back): nothing is left busy
    held.release();
    expect(seen).toEqual(['click add']);
    expect(link.classList.contains('loading')).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(link.hasAttribute(BUSY_MARK)).toBe(false);
  });

  it('a held submit shows the busy state on its submitter', () => {
    const { host } = page();
    holdPresses(host, 'form.cart');
    const button = host.querySelector<HTMLButtonElement>('form button')!;
    host.querySelector('form')!.requestSubmit(button);
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('an island that claims the state on the replayed press keeps it: never removed and added again', () => {
    const { host } = page();
    const held = holdPresses(host, 'a.add');
    const link = host.querySelector<HTMLElement>('a.add')!;
    link.click();
    // the mounted island's own listener: it takes the busy state over
    link.addEventListener('click', () => claimBusy(link));
    const changes: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => changes.push(record.attributeName ?? '')));
    observer.observe(link, { attributes: true, attributeFilter: ['class', 'aria-busy'] });
    held.release();
    observer.takeRecords().forEach((record) => changes.push(record.attributeName ?? ''));
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(link.classList.contains('loading')).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.hasAttribute(BUSY_MARK)).toBe(false);
  });

  it('clears the busy state of a press that the limit gives back, and of one dropped offline', () => {
    vi.useFakeTimers();
    const { host } = page();
    holdPresses(host, 'a.add', 100);
    const link = host.querySelector<HTMLElement>('a.add')!;
    link.click();
    vi.advanceTimersByTime(100);
    expect(link.classList.contains('loading')).toBe(false);
    const other = page();
    const held = holdPresses(other.host, 'a.add');
    const offlineLink = other.host.querySelector<HTMLElement>('a.add')!;
    offlineLink.click();
    held.release(true);
    expect(other.seen).toEqual([]);
    expect(offlineLink.classList.contains('loading')).toBe(false);
    expect(offlineLink.hasAttribute('aria-busy')).toBe(false);
  });

  it('a press taken early is never replayed nor given back, and its busy state stays for whoever answers it', async () => {
    const { host, seen } = page();
    const take = vi.fn(() => Promise.resolve(true));
    const held = holdPresses(host, 'a.add', 8000, take);
    const link = host.querySelector<HTMLElement>('a.add')!;
    link.click();
    expect(take).toHaveBeenCalledWith({ type: 'click', control: link }, expect.any(MouseEvent));
    await Promise.resolve();
    await Promise.resolve();
    held.release();
    expect(seen).toEqual([]);
    expect(link.classList.contains('loading')).toBe(true);
    expect(link.hasAttribute(BUSY_MARK)).toBe(true);
  });

  it('a press the early module refuses, or whose module fails, is replayed as usual, after its answer when that comes late', async () => {
    const { host, seen } = page();
    let answer!: (taken: boolean) => void;
    const offers = [new Promise<boolean>((resolve) => (answer = resolve)), Promise.reject(new Error('offline'))];
    const held = holdPresses(host, 'a.add', 8000, () => offers.shift());
    const link = host.querySelector<HTMLElement>('a.add')!;
    link.click();
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    held.release();
    // the failed module's press goes at once; the one still waiting for its answer once it says no
    expect(seen).toEqual(['click add']);
    answer(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['click add', 'click add']);
    expect(link.classList.contains('loading')).toBe(false);
  });

  it('a throwing early module is no answer: the press is held as usual', () => {
    const { host, seen } = page();
    const held = holdPresses(host, 'a.add', 8000, () => {
      throw new Error('broken');
    });
    host.querySelector<HTMLElement>('a.add')!.click();
    held.release();
    expect(seen).toEqual(['click add']);
  });
});
