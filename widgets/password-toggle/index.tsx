import { t } from '../../src/i18n';
import { defineIsland, makeSlot, useHost, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { PasswordToggle } from './PasswordToggle';
import { pageGlobal } from '../../src/wp/config';

const props = {
  showLabel: prop.string(),
  hideLabel: prop.string(),
};

const INPUT = 'input[type="password"], input[type="text"]';

/** Labels: host props, then WooCommerce's printed i18n, then our catalogue. */
function labels(own: { showLabel?: string; hideLabel?: string }) {
  const woo = pageGlobal('woocommerce_params') ?? {};
  const pick = (own: string | undefined, printed: unknown, fallback: string) =>
    own || (typeof printed === 'string' && printed ? printed : fallback);
  return {
    showLabel: pick(own.showLabel, woo.i18n_password_show, t('password.show')),
    hideLabel: pick(own.hideLabel, woo.i18n_password_hide, t('password.hide')),
  };
}

function PasswordToggleIsland({ showLabel, hideLabel }: IslandComponentProps<typeof props>) {
  // The input stays the server's own element (form binding, typed value); the button goes in a slot beside it.
  const input = useHost().querySelector<HTMLInputElement>(INPUT)!;
  return <PasswordToggle input={input} {...labels({ showLabel, hideLabel })} />;
}

export default defineIsland(
  { name: 'password-toggle' },
  {
    props,
    prepare(host) {
      if (!host.querySelector(INPUT)) throw new Error('holds no password input');
    },
    slot: (host) => makeSlot(host, 'si-password-toggle-slot', (slot) => host.querySelector(INPUT)!.after(slot), 'span'),
    component: PasswordToggleIsland,
  },
);
