import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrates } from '../../test/fixtures/strategy';

/** A fresh spec (its wait is module state). */
async function fresh() {
  vi.resetModules();
  const spec = (await import('./island')).notices;
  return { spec };
}
const wrapper = (inner = '') => {
  document.body.innerHTML = `<div class="woocommerce-notices-wrapper" data-island="notices">${inner}</div>`;
  return document.querySelector<HTMLElement>('[data-island="notices"]')!;
};
/** The loader runs while the document is still loading its subresources: hosts found then are the server's. */
const whileLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('notices spec', () => {
  it('waits until the wrapper holds notices: a page without notices loads nothing', async () => {
    const { spec } = await fresh();
    const host = wrapper();
    spec.onFound(host);
    let ready = false;
    void hydrates(spec).then(() => (ready = true));
    await tick();
    expect(ready).toBe(false);
    host.innerHTML = '<p>kein Hinweis</p>';
    await tick();
    expect(ready).toBe(false);
    host.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Fehler</li></ul>';
    await tick();
    expect(ready).toBe(true);
  });

  it('resolves at once when the server printed notices', async () => {
    whileLoading();
    const { spec } = await fresh();
    const host = wrapper('<div class="woocommerce-message">Hinzugefügt</div>');
    spec.onFound(host);
    await expect(hydrates(spec)).resolves.toBeUndefined();
    expect(host.hasAttribute('data-si-notices-printed')).toBe(true);
  });
});

describe('notices spec, late hosts', () => {
  it('a wrapper inserted later with its notices already in releases the wait', async () => {
    const { spec } = await fresh();
    spec.onFound(wrapper());
    let ready = false;
    void hydrates(spec).then(() => (ready = true));
    await tick();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-island="notices" id="late"><ul class="woocommerce-error"><li>x</li></ul></div>',
    );
    spec.onFound(document.querySelector<HTMLElement>('#late')!);
    await tick();
    expect(ready).toBe(true);
  });
});
