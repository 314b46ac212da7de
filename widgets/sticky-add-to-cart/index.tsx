/**
 * The sticky add-to-cart bar, as a React island: active once the main add-to-cart area has
 * scrolled fully out above the viewport (its spec loads this code only then). Its button submits
 * the main form (so the add-to-cart island handles it, woken first if the visitor never touched the
 * form), or takes the visitor to the form when options are still to be chosen.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { t } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { isAbove, productForm } from './target';

const props = {
  target: prop.string({ default: 'form.cart' }),
};

/** How long the bar waits for the form's add-to-cart island before leaving the submit to the browser. */
const WAKE_LIMIT_MS = 8000;

/** The form's add-to-cart island, mounted (woken through its wake event (`onWindow`) if it still waits for intent). */
function formReady(form: HTMLElement): Promise<void> {
  const settled = () => ['mounted', 'error'].includes(form.getAttribute('data-island-state') ?? '');
  if (form.getAttribute('data-island') !== 'add-to-cart' || settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => settled() && done());
    observer.observe(form, { attributes: true, attributeFilter: ['data-island-state'] });
    const timer = setTimeout(done, WAKE_LIMIT_MS);
    form.dispatchEvent(new Event('si-add-to-cart-wake', { bubbles: true }));
  });
}

/** The form's add button: WooCommerce prints it as a submit button, what `requestSubmit` takes as its submitter. */
const addButton = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button.single_add_to_cart_button');

function StickyAddToCart({ host, target }: IslandComponentProps<typeof props>) {
  const [form] = useState(() => productForm(target)!);
  const [active, setActive] = useState(false);
  const [hint, setHint] = useState(0);

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries.forEach((entry) => setActive(isAbove(entry))), { threshold: [0] });
    observer.observe(form);
    return () => observer.disconnect();
  }, [form]);

  useLayoutEffect(() => {
    host.classList.toggle('is-active', active);
    host.inert = !active;
    host.setAttribute('aria-hidden', String(!active));
  }, [host, active]);
  useEffect(
    () => () => {
      host.classList.remove('is-active');
      host.inert = false;
      host.removeAttribute('aria-hidden');
    },
    [host],
  );

  useDomEvent(host, 'click', (event) => {
    const button = (event.target as Element).closest('button, a');
    if (!button || !host.contains(button)) return;
    event.preventDefault();
    // the form's own add button is the submitter (a variable product's is unnamed, its `add-to-cart` a hidden input);
    // while the variation script keeps it disabled, options are still to be chosen
    const submitter = addButton(form);
    if (form.checkValidity() && !submitter?.matches(':disabled, .disabled')) {
      void formReady(form).then(() => form.requestSubmit(submitter ?? undefined));
      return;
    }
    form.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'center' });
    const invalid = form.querySelector<HTMLElement>(':invalid') ?? form.querySelector<HTMLElement>('select, input');
    invalid?.focus({ preventScroll: true });
    form.reportValidity();
    setHint((count) => count + 1);
  });

  return hint > 0 ? (
    <p key={hint} className="si-sticky__hint screen-reader-text" role="status">
      {t('cart.chooseOptions')}
    </p>
  ) : null;
}

export default defineIsland(
  { name: 'sticky-add-to-cart' },
  {
    props,
    prepare(_host, { target }) {
      if (!productForm(target)) throw new Error(`finds no form.cart at ${target}`);
    },
    slot: (host) => makeSlot(host, 'si-sticky-root', undefined, 'span'),
    component: StickyAddToCart,
  },
);
