import { createRoot } from 'react-dom/client';
import { t } from '../../src/i18n';
import { prop, type InferProps } from '../../src/islands/props';
import { PasswordToggle } from './PasswordToggle';

export const props = {
  showLabel: prop.string(),
  hideLabel: prop.string(),
};

/** Labels: host props, then WooCommerce's printed i18n, then our catalogue. */
function labels(own: InferProps<typeof props>) {
  const woo = (globalThis as { woocommerce_params?: Record<string, unknown> }).woocommerce_params ?? {};
  const pick = (own: string | undefined, printed: unknown, fallback: string) =>
    own || (typeof printed === 'string' && printed ? printed : fallback);
  return {
    showLabel: pick(own.showLabel, woo.i18n_password_show, t('password.show')),
    hideLabel: pick(own.hideLabel, woo.i18n_password_hide, t('password.hide')),
  };
}

export function mount(host: HTMLElement, values: InferProps<typeof props>) {
  const input = host.querySelector<HTMLInputElement>('input[type="password"], input[type="text"]');
  if (!input) throw new Error('holds no password input');
  // The input stays the server's own element (form binding, typed value); the button goes beside it.
  const slot = document.createElement('span');
  slot.className = 'si-password-toggle-slot';
  input.after(slot);
  const root = createRoot(slot);
  root.render(<PasswordToggle input={input} {...labels(values)} />);
  return () => {
    root.unmount();
    slot.remove();
    input.type = 'password';
  };
}
