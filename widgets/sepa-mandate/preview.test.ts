// @vitest-environment jsdom
// The mandate goes through the sanitiser, and DOMPurify needs jsdom (it keeps <script> under happy-dom).
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import { ADDRESS, checkoutForm } from '../../test/fixtures/sepa-checkout';
import { mandateHeading, mandateHtml } from './preview';

const HOSTILE =
  '<div class="german-market-sepa-mandate-preview"><h3>SEPA-Lastschriftmandat</h3><p>Kontoinhaber: Erika<img src="x" onerror="window.__xss=1"></p><script>window.__xss=2</script><a href="javascript:alert(1)">x</a><div data-island="lazy-scripts" data-flag="fetch"></div><form action="https://evil.example/"><input name="iban"></form><style>*{display:none}</style></div>';

vi.mock('../../src/wp/ajax', () => ({ adminAjax: () => Promise.resolve(HOSTILE) }));

afterEach(() => {
  document.querySelectorAll('dialog').forEach((element) => element.remove());
  document.body.innerHTML = '';
});

describe('the mandate preview', () => {
  it('shows the mandate HTML sanitised, labelled by its heading', async () => {
    const island = (await import('./index')).default;
    // what the first preview fetches, loaded ahead: on a busy machine a first import takes seconds
    await Promise.all([import('./MandateDialog'), import('../../src/ui/sanitize').then((module) => module.sanitizer())]);
    const host = checkoutForm({
      values: { ...ADDRESS, holder: 'Erika', iban: 'DE89370400440532013000' },
    });
    const unmount = await mountedInAct(() => island.mount(host, { bicRequired: 'auto' }));
    act(() => document.querySelector<HTMLButtonElement>('.si-sepa__preview-button')!.click());
    await vi.waitFor(
      async () => {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
        expect(document.querySelector('dialog.si-sepa-dialog .si-sepa-mandate h3')).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    const dialog = document.querySelector('dialog.si-sepa-dialog')!;
    expect(dialog.textContent).toContain('Kontoinhaber: Erika');
    expect(
      dialog.querySelector('.si-sepa-mandate script, .si-sepa-mandate style, [onerror], [data-island], a[href], form[action]'),
    ).toBeNull();
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h3')!.id);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    act(unmount);
    expect(document.querySelector('dialog.si-sepa-dialog')).toBeNull();
  }, 20_000);

  it('takes only HTML from the reply, and names the dialog by the heading (keeping its own id)', () => {
    expect(mandateHtml('  <div>x</div>\n')).toBe('<div>x</div>');
    for (const reply of ['', '0', '-1', '{"success":false}', 'Warning: …', null, 42]) expect(() => mandateHtml(reply)).toThrow();
    const content = document.createElement('div');
    content.innerHTML = '<h2 id="own">Mandat</h2>';
    expect(mandateHeading(content)?.id).toBe('own');
    expect(mandateHeading(content)?.tabIndex).toBe(-1);
    content.innerHTML = '<p>ohne Überschrift</p>';
    expect(mandateHeading(content)).toBeNull();
    content.innerHTML = '<h3>Mandat</h3>';
    expect(mandateHeading(content)?.id).toBe('si-sepa-mandate-title');
  });
});
