/**
 * Flatsome's quantity plus/minus around a server `input.qty`, as a React island. Flatsome's
 * template prints the buttons itself (`input.minus` / `input.plus`), which keeps the first paint
 * still: the island binds those from an effect and renders nothing of its own into the page (its
 * root is a hidden span). Only where the theme printed no buttons does it add its own.
 */
import { useEffect } from 'react';
import { formatQuantity, raiseToMin, readBounds, stepQuantity } from '../../src/cart/quantity';
import { t } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';

const props = {};
const INPUT = 'input.qty, input[type="number"]';

function fire(input: HTMLInputElement) {
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const boundsOf = (input: HTMLInputElement) =>
  readBounds({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });

/** The printed button, or one made here (a host with only the input; this shifts the layout once). */
function buttonFor(host: HTMLElement, input: HTMLInputElement, direction: 1 | -1): { button: HTMLElement; made: boolean } {
  const name = direction > 0 ? 'plus' : 'minus';
  const printed = host.querySelector<HTMLElement>(`.${name}`);
  if (printed) return { button: printed, made: false };
  const button = host.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = `si-qty__button ${name}`;
  button.textContent = direction > 0 ? '+' : '−';
  if (direction > 0) input.after(button);
  else input.before(button);
  return { button, made: true };
}

/** One press of plus or minus: the next quantity on the steps and within the bounds, fired only when it changed. */
function step(input: HTMLInputElement, direction: 1 | -1) {
  const limits = boundsOf(input);
  const next = formatQuantity(stepQuantity(Number(input.value), direction, limits), limits.step);
  if (next === input.value) return;
  input.value = next;
  fire(input);
}

/** A quantity below the input's min is raised to the min (an empty field is left). */
function raise(input: HTMLInputElement) {
  const limits = boundsOf(input);
  const value = Number(input.value);
  if (input.value !== '' && raiseToMin(value, limits) !== value) {
    input.value = formatQuantity(limits.min, limits.step);
    fire(input);
  }
}

/** One direction's button (the printed one or one made here), named and stepping the input; returns how to undo that. */
function bindButton(host: HTMLElement, input: HTMLInputElement, direction: 1 | -1, signal: AbortSignal) {
  const { button, made } = buttonFor(host, input, direction);
  // Flatsome's buttons are named "-" and "+" by their value; say what they do
  const labelled = button.hasAttribute('aria-label');
  if (!labelled) button.setAttribute('aria-label', t(direction > 0 ? 'cart.increase' : 'cart.decrease'));
  button.addEventListener('click', () => step(input, direction), { signal });
  return () => {
    if (made) button.remove();
    else if (!labelled) button.removeAttribute('aria-label');
  };
}

/** The plus and minus buttons step the host's input, and a quantity below its min is raised (now and on change). */
function useQuantityButtons(host: HTMLElement) {
  useEffect(() => {
    const input = host.querySelector<HTMLInputElement>(INPUT)!;
    const printedByTheme = host.classList.contains('buttons_added');
    const listening = new AbortController();
    const { signal } = listening;
    const cleanups = ([-1, 1] as const).map((direction) => bindButton(host, input, direction, signal));
    host.classList.add('si-qty', 'buttons_added');
    raise(input);
    input.addEventListener('change', () => raise(input), { signal });
    return () => {
      listening.abort();
      cleanups.forEach((cleanup) => cleanup());
      host.classList.remove('si-qty');
      if (!printedByTheme) host.classList.remove('buttons_added');
    };
  }, [host]);
}

function Quantity({ host }: IslandComponentProps<typeof props>) {
  useQuantityButtons(host);
  return null;
}

export default defineIsland(
  { name: 'quantity' },
  {
    props,
    prepare(host) {
      if (!host.querySelector(INPUT)) throw new Error('holds no quantity input');
    },
    // nothing is rendered into the page: a hidden span holds the root, so the printed row does not move
    slot: (host) => {
      const slot = makeSlot(host, 'si-qty-root', undefined, 'span');
      slot.hidden = true;
      return slot;
    },
    component: Quantity,
  },
);
