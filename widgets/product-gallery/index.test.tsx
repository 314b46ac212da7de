import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountedInAct, settle } from '../../test/fixtures/act';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import island, { ZOOM_ERROR_MS } from './index';

const GALLERY = `<div class="woocommerce-product-gallery__wrapper">
${[1, 2, 3].map((n) => `<div class="woocommerce-product-gallery__image"><a href="/img/full-${n}.jpg"><img src="/img/600-${n}.jpg" alt="Bild ${n}" width="600" height="600"></a></div>`).join('')}
</div><ol class="product-thumbnails">${[1, 2, 3].map((n) => `<li><a href="/img/full-${n}.jpg"><img src="/img/100-${n}.jpg" alt="" width="80" height="80"></a></li>`).join('')}</ol>`;

/** Without the theme's slider WooCommerce prints no thumbnails (and the plugin none either). */
const STACKED = GALLERY.replace(/<ol class="product-thumbnails">.*<\/ol>/s, '');

let unmount: (() => void) | undefined;

/** WooCommerce's lightbox trigger, as its script prepends it and the plugin prints it. */
const TRIGGER =
  '<a href="#" role="button" class="woocommerce-product-gallery__trigger" aria-haspopup="dialog" aria-label="View full-screen image gallery"><span aria-hidden="true">🔍</span></a>';

async function mount(before = '', features: { zoom: boolean; lightbox: boolean; slider?: boolean } = { zoom: true, lightbox: true }) {
  const host = document.createElement('div');
  host.className = 'woocommerce-product-gallery';
  host.dataset.island = 'product-gallery';
  // as the plugin prints it: the props are the host's attributes (prepare reads the slider's before the first render)
  if (features.slider === false) host.dataset.slider = 'false';
  host.innerHTML = before + (features.slider === false ? STACKED : GALLERY);
  document.body.append(host);
  unmount = await mountedInAct(() => island.mount(host, { slider: true, ...features }));
  return host;
}

const frames = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')];
const pointer = (type: string, target: Element) =>
  act(() => {
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', clientX: 10, clientY: 10 }));
  });

afterEach(() => {
  vi.useRealTimers();
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

// the lightbox's chunk, which the gallery imports on the first opening: loaded here, that import settles inside the act() that waits for it
beforeAll(() => import('./Lightbox'));

describe('product gallery island', () => {
  it('renders the enlarge button over the image, labels thumbnails and shows the first image', async () => {
    const host = await mount();
    expect(host.querySelectorAll('.si-gallery__open')).toHaveLength(1);
    expect(frames(host).map((frame) => frame.hidden)).toEqual([false, true, true]);
    const thumbnails = host.querySelectorAll('.product-thumbnails a');
    expect(thumbnails[0]!.getAttribute('aria-label')).toBe('Bild 1 anzeigen');
    expect(thumbnails[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('announces its set-up as single-product.js does: before-init, then after-init, on the gallery with WooCommerce’s params', async () => {
    const heard: Array<[string, unknown]> = [];
    (globalThis as { wc_single_product_params?: unknown }).wc_single_product_params = { zoom_enabled: '1' };
    const listening = new AbortController();
    for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init'])
      document.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail]), { signal: listening.signal });
    const host = await mount();
    listening.abort();
    delete (globalThis as { wc_single_product_params?: unknown }).wc_single_product_params;
    expect(heard.map(([name]) => name)).toEqual(['wc-product-gallery-before-init', 'wc-product-gallery-after-init']);
    expect(heard[1]![1]).toEqual([host, { zoom_enabled: '1' }]);
  });

  it('hands a jQuery listener the gallery’s element itself, as single-product.js does (`this`, not a jQuery object)', async () => {
    const takeOff = useRealJQuery();
    const handed: unknown[] = [];
    realJQuery(document).on('wc-product-gallery-before-init wc-product-gallery-after-init', (_event, ...args: never[]) =>
      handed.push(args[0]),
    );
    const host = await mount();
    realJQuery(document).off('wc-product-gallery-before-init wc-product-gallery-after-init');
    takeOff();
    expect(handed).toEqual([host, host]);
  });

  it('a thumbnail switches the image instead of following its link', async () => {
    const host = await mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      host.querySelectorAll('.product-thumbnails a')[2]!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(frames(host).map((frame) => frame.hidden)).toEqual([true, true, false]);
  });

  it('after a variation swapped the first image, goes back to it and zooms into the variation’s large image, as flexslider does', async () => {
    const host = await mount();
    act(() => {
      host.querySelectorAll('.product-thumbnails a')[2]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(frames(host).map((frame) => frame.hidden)).toEqual([true, true, false]);
    // what the variations form does: the first frame's image and link swapped, then 20 ms on the two events on the gallery
    const first = frames(host)[0]!;
    first.querySelector('a')!.setAttribute('href', '/img/full-blau.jpg');
    act(() => {
      host.dispatchEvent(new CustomEvent('woocommerce_gallery_reset_slide_position', { bubbles: true }));
      host.dispatchEvent(new CustomEvent('woocommerce_gallery_init_zoom', { bubbles: true }));
    });
    expect(frames(host).map((frame) => frame.hidden)).toEqual([false, true, true]);
    expect(host.querySelectorAll('.product-thumbnails a')[0]!.getAttribute('aria-current')).toBe('true');
    pointer('pointerover', first.querySelector('img')!);
    expect(first.querySelector('.si-gallery__zoom-image')!.getAttribute('src')).toContain('/img/full-blau.jpg');
  });

  it('slides to a thumbnail’s image when the variations form sends flexslider’s click to it', async () => {
    const host = await mount();
    act(() => {
      host.querySelectorAll('.product-thumbnails img')[1]!.dispatchEvent(new CustomEvent('flexslider-click', { bubbles: true }));
    });
    expect(frames(host).map((frame) => frame.hidden)).toEqual([true, false, true]);
  });

  it('zoom says "Bild wird geladen" while loading and "Das Bild konnte nicht geladen werden" for 2500 ms on failure', async () => {
    const host = await mount();
    const frame = frames(host)[0]!;
    pointer('pointerover', frame.querySelector('img')!);
    const badge = frame.querySelector('.si-gallery__badge')!;
    expect(badge.textContent).toBe('Bild wird geladen');
    const zoomed = frame.querySelector<HTMLImageElement>('.si-gallery__zoom-image')!;
    expect(zoomed.getAttribute('src')).toContain('/img/full-1.jpg');
    vi.useFakeTimers();
    act(() => {
      zoomed.dispatchEvent(new Event('error'));
    });
    expect(badge.textContent).toBe('Das Bild konnte nicht geladen werden');
    expect(frame.querySelector('.si-gallery__zoom-image')).toBeNull();
    act(() => vi.advanceTimersByTime(ZOOM_ERROR_MS - 10));
    expect(badge.textContent).toBe('Das Bild konnte nicht geladen werden');
    act(() => vi.advanceTimersByTime(20));
    expect(badge.textContent).toBe('');
  });

  it('zooms only an image whose large file is wider than the gallery (data-large_image_width), as single-product.js does', async () => {
    const host = await mount();
    vi.spyOn(host, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 600));
    const [small, large] = frames(host);
    small!.querySelector('img')!.setAttribute('data-large_image_width', '600');
    large!.querySelector('img')!.setAttribute('data-large_image_width', '1200');
    pointer('pointerover', small!.querySelector('img')!);
    expect(small!.querySelector('.si-gallery__zoom-image')).toBeNull();
    expect(small!.querySelector('.si-gallery__badge')!.textContent).toBe('');
    pointer('pointerover', large!.querySelector('img')!);
    expect(large!.querySelector('.si-gallery__zoom-image')!.getAttribute('src')).toContain('/img/full-2.jpg');
  });

  it('where the theme has no lightbox (data-lightbox false), a click on the image follows its link to the file, as without WooCommerce’s PhotoSwipe; no enlarge button', async () => {
    const host = await mount('', { zoom: true, lightbox: false });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      frames(host)[0]!.querySelector('img')!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
    expect(host.querySelector('.si-gallery__open')).toBeNull();
  });

  it('where the theme has no zoom (data-zoom false): the pointer zooms nothing, there is no enlarge button, and a tap opens the lightbox, as single-product.js binds PhotoSwipe to every image then', async () => {
    const host = await mount('', { zoom: false, lightbox: true });
    expect(host.querySelector('.si-gallery__open')).toBeNull();
    const image = frames(host)[0]!.querySelector('img')!;
    pointer('pointerover', image);
    expect(host.querySelector('.si-gallery__zoom-image')).toBeNull();
    act(() => {
      image.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    });
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      image.dispatchEvent(tap);
    });
    expect(tap.defaultPrevented).toBe(true);
    expect(host.querySelector('.si-gallery__zoom-image')).toBeNull();
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('dialog.si-lightbox-dialog')).not.toBeNull();
    });
    expect(document.querySelector('.si-lightbox__counter')!.textContent).toBe('Bild 1 von 3');
  });

  it('where the theme has neither zoom nor lightbox, a tap and a click follow the image’s link to the file', async () => {
    const host = await mount('', { zoom: false, lightbox: false });
    const image = frames(host)[0]!.querySelector('img')!;
    act(() => {
      image.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    });
    for (const press of [
      new MouseEvent('click', { bubbles: true, cancelable: true }),
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    ]) {
      act(() => {
        image.dispatchEvent(press);
      });
      expect(press.defaultPrevented).toBe(false);
    }
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('opens the lightbox from WooCommerce’s printed trigger, at the current image, and adds no button of its own', async () => {
    const host = await mount(TRIGGER);
    expect(host.querySelectorAll('.si-gallery__open')).toHaveLength(0);
    act(() => {
      host.querySelectorAll('.product-thumbnails a')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      host.querySelector('.woocommerce-product-gallery__trigger span')!.dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(true);
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('dialog.si-lightbox-dialog')).not.toBeNull();
    });
    expect(document.querySelector('.si-lightbox__counter')!.textContent).toBe('Bild 2 von 3');
  });

  it('a click on the image opens the lightbox: counter, arrows, an image that fails says so with a link', async () => {
    const host = await mount();
    act(() => frames(host)[0]!.querySelector('a')!.click());
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('dialog.si-lightbox-dialog')).not.toBeNull();
    });
    const box = document.querySelector<HTMLDialogElement>('dialog.si-lightbox-dialog')!;
    const counter = () => box.querySelector('.si-lightbox__counter')!.textContent;
    expect(counter()).toBe('Bild 1 von 3');
    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
    });
    expect(counter()).toBe('Bild 3 von 3');
    act(() => box.querySelector<HTMLButtonElement>('.si-lightbox__next')!.click());
    expect(counter()).toBe('Bild 1 von 3');
    act(() => box.querySelector<HTMLButtonElement>('.si-lightbox__next')!.click());
    act(() => {
      box.querySelector('.si-lightbox__image')!.dispatchEvent(new Event('error'));
    });
    const error = box.querySelector('.si-lightbox__error')!;
    expect(error.textContent).toContain('Das Bild #2 konnte nicht geladen werden.');
    expect(error.querySelector('a')!.getAttribute('href')).toMatch(/\/img\/full-2\.jpg$/);
    // the gallery follows; Escape closes
    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(document.querySelector('dialog.si-lightbox-dialog')).toBeNull();
    expect(frames(host).map((frame) => frame.hidden)).toEqual([true, false, true]);
  });

  it('without the theme’s slider, every image shows, only the first zooms, and a click or a tap on another opens the lightbox at it', async () => {
    const host = await mount(TRIGGER, { zoom: true, lightbox: true, slider: false });
    expect(frames(host).map((frame) => frame.hidden)).toEqual([false, false, false]);
    const [first, second] = frames(host);
    pointer('pointerover', second!.querySelector('img')!);
    expect(second!.querySelector('.si-gallery__zoom-image')).toBeNull();
    pointer('pointerover', first!.querySelector('img')!);
    expect(first!.querySelector('.si-gallery__zoom-image')).not.toBeNull();
    // a tap on the second image (it does not zoom) opens it
    act(() => {
      second!.querySelector('img')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    });
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      second!.querySelector('img')!.dispatchEvent(tap);
    });
    expect(tap.defaultPrevented).toBe(true);
    await vi.waitFor(async () => {
      await settle();
      expect(document.querySelector('dialog.si-lightbox-dialog')).not.toBeNull();
    });
    const box = document.querySelector<HTMLDialogElement>('dialog.si-lightbox-dialog')!;
    expect(box.querySelector('.si-lightbox__counter')!.textContent).toBe('Bild 2 von 3');
    act(() => box.querySelector<HTMLButtonElement>('.si-lightbox__next')!.click());
    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    // still every image: browsing the lightbox hides none
    expect(frames(host).map((frame) => frame.hidden)).toEqual([false, false, false]);
  });
});
