// @vitest-environment jsdom
// The mandate goes through the sanitiser, and DOMPurify needs jsdom (it keeps <script> under happy-dom).
import { afterEach, describe, expect, it } from 'vitest';
import { showMandate } from './preview';

afterEach(() => {
  document.querySelectorAll('dialog').forEach((element) => element.remove());
  document.body.innerHTML = '';
});

describe('the mandate preview', () => {
  it('shows the mandate HTML sanitised, labelled by its heading', () => {
    showMandate(
      '<div class="german-market-sepa-mandate-preview"><h3>SEPA-Lastschriftmandat</h3><p>Kontoinhaber: Erika<img src="x" onerror="window.__xss=1"></p><script>window.__xss=2</script><a href="javascript:alert(1)">x</a><div data-island="lazy-scripts" data-flag="fetch"></div><form action="https://evil.example/"><input name="iban"></form><style>*{display:none}</style></div>',
    );
    const dialog = document.querySelector('dialog.si-sepa-dialog')!;
    expect(dialog.textContent).toContain('Kontoinhaber: Erika');
    expect(
      dialog.querySelector('.si-sepa-mandate script, .si-sepa-mandate style, [onerror], [data-island], a[href], form[action]'),
    ).toBeNull();
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('h3')!.id);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
