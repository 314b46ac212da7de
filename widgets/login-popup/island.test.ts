// jsdom has no HTMLDialogElement.showModal: the popup opens through ModalDialog's fallback (the `open` attribute).
// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime, type IslandRuntime } from '../../src/islands/runtime';
import { loginPopup } from './island';

let runtime: IslandRuntime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.si-login-dialog');
const popup = () => document.getElementById('login-form-popup')!;

describe('login popup loader spec', () => {
  // the runtime mounts outside act(): React renders as it would in the page
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));
  function start(load: () => Promise<unknown>) {
    document.body.innerHTML = `<a href="/my-account/" data-open="#login-form-popup" id="opener">Konto</a><div id="login-form-popup" data-island="login-popup" hidden><h2>Anmelden</h2><form><input name="username"></form></div>`;
    runtime = createIslandRuntime([{ ...loginPopup, load }]);
    runtime.start();
  }

  it('loads nothing until a link to it is pointed at or pressed; a press before hydration opens the popup once mounted', async () => {
    let release!: () => void;
    const code = new Promise<void>((resolve) => (release = resolve)).then(() => import('./index'));
    const load = vi.fn(() => code);
    start(load);
    await runtime!.idle();
    expect(load).not.toHaveBeenCalled();
    const opener = document.getElementById('opener') as HTMLAnchorElement;
    const pressed = new MouseEvent('click', { bubbles: true, cancelable: true });
    opener.dispatchEvent(pressed);
    // the link is not followed: the press waits for the popup
    expect(pressed.defaultPrevented).toBe(true);
    // focused, so that focus goes back to it once the popup closes
    expect(document.activeElement).toBe(opener);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(dialog()).toBeNull();
    release();
    await code;
    await runtime!.idle();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.contains(popup())).toBe(true);
  });

  it('pointing at the link wakes it without opening', async () => {
    const load = vi.fn(() => import('./index'));
    start(load);
    document.getElementById('opener')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await runtime!.idle();
    expect(popup().getAttribute('data-island-state')).toBe('mounted');
    expect(dialog()).toBeNull();
  });

  it('a host holding a failed log-in hydrates at once', async () => {
    document.body.innerHTML =
      '<div id="login-form-popup" data-island="login-popup"><ul class="woocommerce-error"><li>Falsch</li></ul></div>';
    const load = vi.fn(() => import('./index'));
    runtime = createIslandRuntime([{ ...loginPopup, load }]);
    runtime.start();
    await runtime!.idle();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
  });

  it('when its code cannot be loaded, the pressed link is followed (online) and later presses are the link’s', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });
    start(() => Promise.reject(new TypeError('Failed to fetch')));
    const opener = document.getElementById('opener') as HTMLAnchorElement;
    opener.click();
    await vi.waitFor(() => expect(popup().getAttribute('data-island-state')).toBe('error'), { timeout: 5000 });
    expect(assign).toHaveBeenCalledWith(opener.href);
    // the browser would follow it (jsdom cannot: stopped here once seen)
    let followed = false;
    window.addEventListener('click', (event) => ((followed = !event.defaultPrevented), event.preventDefault()), { once: true });
    opener.click();
    expect(followed).toBe(true);
    vi.unstubAllGlobals();
  });
});
