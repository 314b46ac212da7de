// @vitest-environment jsdom
// jsdom: the mandate goes through the sanitiser (DOMPurify). jsdom has no showModal, so the dialog
// uses ModalDialog's fallback (the `open` attribute).
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct, settle } from '../../test/fixtures/act';
import { TransportError } from '../../src/wp/errors';
import { ADDRESS, checkoutForm, MANDATE } from '../../test/fixtures/sepa-checkout';

const adminAjax = vi.fn<(action: string, fields: Record<string, unknown>, options: { signal?: AbortSignal }) => Promise<string>>();
vi.mock('../../src/wp/ajax', () => ({ adminAjax: (...args: Parameters<typeof adminAjax>) => adminAjax(...args) }));

const island = (await import('./index')).default;

const unmounts: Array<() => void> = [];
const $ = <T extends HTMLElement = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;
const holder = () => $('#german-market-sepa-holder');
const iban = () => $('#german-market-sepa-iban');
const bic = () => $('#german-market-sepa-bic');
const button = () => $<HTMLButtonElement>('.si-sepa__preview-button');
const line = () => $<HTMLElement>('.si-sepa__hint').textContent;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.si-sepa-dialog');

async function mount(options: Parameters<typeof checkoutForm>[0] = {}, bicRequired: 'auto' | 'yes' | 'no' = 'auto') {
  const host = checkoutForm(options);
  unmounts.push(await mountedInAct(() => island.mount(host, { bicRequired })));
  return host;
}

function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function leave(input: HTMLInputElement) {
  act(() => {
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    input.blur();
  });
}
const fillAddress = () => Object.entries(ADDRESS).forEach(([name, value]) => type($(`[name="${name}"]`), value));

/** A full mandate, ready for the preview. */
async function ready() {
  const host = await mount();
  fillAddress();
  type(holder(), 'Erika Mustermann');
  type(iban(), 'DE89370400440532013000');
  return host;
}

// what the first preview fetches, loaded once ahead: on a busy machine a first import takes seconds
beforeAll(async () => {
  await Promise.all([import('./MandateDialog'), import('../../src/ui/sanitize').then((module) => module.sanitizer())]);
}, 30_000);

beforeEach(() => {
  adminAjax.mockReset();
});
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
  delete (window as { __xss?: number }).__xss;
});

describe('sepa-mandate island: inline errors', () => {
  it('a wrong IBAN says why once the field is left, tied to it; typing a valid one clears it', async () => {
    await mount();
    type(iban(), 'DE88 3704 0044 0532 0130 00');
    // not while the shopper is still typing it for the first time
    expect($('#german-market-sepa-iban-error').textContent).toBe('');
    expect(iban().hasAttribute('aria-invalid')).toBe(false);
    leave(iban());
    const error = $('#german-market-sepa-iban-error');
    expect(error.textContent).toContain('Prüfziffer der IBAN stimmt nicht');
    expect(iban().getAttribute('aria-invalid')).toBe('true');
    expect(iban().getAttribute('aria-describedby')).toBe('iban-note german-market-sepa-iban-error');
    expect(iban().nextElementSibling).toBe(error);
    // from then on it updates while typing
    type(iban(), 'DE89 3704 0044 0532 0130');
    expect(error.textContent).toContain('nicht die richtige Länge');
    type(iban(), 'de89370400440532013000');
    expect(error.textContent).toBe('');
    expect(iban().hasAttribute('aria-invalid')).toBe(false);
    leave(iban());
    expect(iban().value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('the BIC may stay empty unless required; a malformed one is an error', async () => {
    await mount();
    type(bic(), 'COBA');
    leave(bic());
    expect($('#german-market-sepa-bic-error').textContent).toContain('8 oder 11 Zeichen');
    expect(bic().getAttribute('aria-invalid')).toBe('true');
    type(bic(), '');
    expect($('#german-market-sepa-bic-error').textContent).toBe('');
    expect(bic().hasAttribute('aria-invalid')).toBe(false);
  });

  it('a required BIC left empty after it was filled says it is missing', async () => {
    await mount({ bicRequired: true });
    type(bic(), 'COBADEFF');
    leave(bic());
    type(bic(), '');
    expect($('#german-market-sepa-bic-error').textContent).toContain('BIC Ihrer Bank');
  });

  it('values printed back after a failed order are checked at once', async () => {
    await mount({ values: { iban: 'DE00 1234' } });
    expect($('#german-market-sepa-iban-error').textContent).not.toBe('');
    expect(iban().getAttribute('aria-invalid')).toBe('true');
  });

  it('hostile text in the fields is only ever text', async () => {
    await mount();
    const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    type(iban(), hostile);
    leave(iban());
    type(holder(), hostile);
    expect(document.querySelector('.si-sepa__preview img, .si-sepa__error img, script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('saved bank data hides the entry fields and offers the preview; unticked, they come back', async () => {
    await mount({ saved: true });
    expect($<HTMLElement>('.german-market-sepa-entry').hidden).toBe(true);
    expect(button().hidden).toBe(false);
    const saved = $('[name="german_market_sepa_use_saved_data"]');
    act(() => {
      saved.checked = false;
      saved.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect($<HTMLElement>('.german-market-sepa-entry').hidden).toBe(false);
    expect(button().hidden).toBe(true);
  });

  it('unmounting gives the fields back as printed', async () => {
    const host = checkoutForm();
    const unmount = await mountedInAct(() => island.mount(host, { bicRequired: 'auto' }));
    type(iban(), 'XX');
    leave(iban());
    act(unmount);
    expect(document.querySelector('.si-sepa__error, .si-sepa__preview')).toBeNull();
    expect(iban().getAttribute('aria-describedby')).toBe('iban-note');
    expect(iban().hasAttribute('aria-invalid')).toBe(false);
  });

  it('refuses a host without the three fields', async () => {
    document.body.innerHTML = '<form><fieldset id="host"><input id="german-market-sepa-iban"></fieldset></form>';
    expect(() => island.mount($('#host'), { bicRequired: 'auto' })).toThrow(/german-market-sepa-holder/);
  });
});

describe('sepa-mandate island: the preview offer', () => {
  it('says nothing before the shopper starts, then what is missing, then offers the preview', async () => {
    await mount();
    expect(line()).toBe('');
    expect(button().hidden).toBe(true);
    type(iban(), 'DE89370400440532013000');
    expect(line()).toContain('Kontoinhaber, Straße und Hausnummer, Postleitzahl, Ort');
    fillAddress();
    type(holder(), 'Erika Mustermann');
    expect(line()).toBe('');
    expect(button().hidden).toBe(false);
    expect(button().style.display).toBe('');
  });

  it('an invalid IBAN keeps the preview back and says why', async () => {
    await mount();
    fillAddress();
    type(holder(), 'Erika Mustermann');
    type(iban(), 'DE88 3704 0044 0532 0130 00');
    expect(button().hidden).toBe(true);
    expect(line()).toContain('Keine Mandatsvorschau');
  });
});

describe('sepa-mandate island: the preview dialog', () => {
  it('posts the mandate fields and shows the mandate in a dialog named by its heading; closing gives focus back', async () => {
    (globalThis as { sepa_ajax_object?: object }).sepa_ajax_object = { nonce: 'n0nce' };
    adminAjax.mockResolvedValue(MANDATE);
    await ready();
    type(bic(), 'cobadeff xxx');
    act(() => button().focus());
    act(() => button().click());
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(adminAjax).toHaveBeenCalledWith(
      'gm_sepa_direct_debit_mandate_preview',
      {
        holder: 'Erika Mustermann',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        street: 'Speicherstadt 1',
        zip: '20457',
        city: 'Hamburg',
        country: 'DE',
        nonce: 'n0nce',
        saved_data: '',
      },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await vi.waitFor(async () => {
      await settle(5);
      expect(dialog()).not.toBeNull();
    }, 4000);
    const element = dialog()!;
    const heading = element.querySelector('h3')!;
    expect(element.textContent).toContain('Kontoinhaber: Erika Mustermann');
    expect(element.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.activeElement).toBe(heading);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    act(() => element.querySelector<HTMLButtonElement>('.si-dialog__close')!.click());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button());
    // Escape closes it too
    act(() => button().click());
    await settle(5);
    act(() => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button());
    delete (globalThis as { sepa_ajax_object?: object }).sepa_ajax_object;
  });

  it('a hostile account holder echoed by the server is shown as text (escaped) or defused (raw)', async () => {
    const hostile = '<img src=x onerror="window.__xss=1">';
    const escaped = hostile.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    adminAjax.mockImplementation(
      async (_action, fields) =>
        `<div><h3>SEPA-Lastschriftmandat</h3><p class="escaped">Kontoinhaber: ${escaped}</p><p class="raw">${String(fields.holder)}</p></div>`,
    );
    await mount();
    fillAddress();
    type(holder(), hostile);
    type(iban(), 'DE89370400440532013000');
    act(() => button().click());
    await vi.waitFor(async () => {
      await settle(5);
      expect(dialog()).not.toBeNull();
    }, 4000);
    expect(adminAjax.mock.calls[0]![1].holder).toBe(hostile);
    expect(dialog()!.querySelector('.escaped')!.textContent).toBe(`Kontoinhaber: ${hostile}`);
    expect(dialog()!.querySelector('[onerror]')).toBeNull();
    await settle(5);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  const failures: Array<[string, () => Promise<string>, RegExp]> = [
    [
      '-1 (expired nonce)',
      () => Promise.reject(new TransportError('protocol', '-1', { url: 'x', code: 'minus-one' })),
      /Sitzung ist abgelaufen/,
    ],
    ['0', () => Promise.reject(new TransportError('protocol', '0', { url: 'x', code: 'zero' })), /Mandatsvorschau konnte nicht geladen/],
    ['HTTP 500', () => Promise.reject(new TransportError('http', 'HTTP 500', { url: 'x', status: 500 })), /Mandatsvorschau konnte nicht/],
    ['a reply that is no HTML', () => Promise.resolve('{"success":false}'), /Mandatsvorschau konnte nicht geladen/],
    ['an empty reply', () => Promise.resolve('   '), /Mandatsvorschau konnte nicht geladen/],
    ['a timeout', () => Promise.reject(new TransportError('timeout', 'timeout', { url: 'x' })), /dauert|zu lange|Zeit/],
    ['offline', () => Promise.reject(new TransportError('network', 'offline', { url: 'x', code: 'offline' })), /offline/],
  ];
  for (const [name, reply, message] of failures)
    it(`${name}: says so under the button, opens no dialog, keeps the fields, and the next press tries again`, async () => {
      adminAjax.mockImplementation(reply);
      await ready();
      act(() => button().click());
      await settle(5);
      expect(line()).toMatch(message);
      expect(dialog()).toBeNull();
      expect(button().hasAttribute('aria-busy')).toBe(false);
      expect(holder().value).toBe('Erika Mustermann');
      expect(iban().value).toBe('DE89370400440532013000');
      adminAjax.mockResolvedValue(MANDATE);
      act(() => button().click());
      await settle(5);
      expect(dialog()).not.toBeNull();
      expect(line()).toBe('');
    });

  it('a second press while the first is on its way asks once', async () => {
    adminAjax.mockReturnValue(new Promise(() => undefined));
    await ready();
    act(() => button().click());
    act(() => button().click());
    expect(adminAjax).toHaveBeenCalledTimes(1);
  });
});
