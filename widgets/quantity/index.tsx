/**
 * Flatsome's quantity plus/minus around a server `input.qty`. Plain DOM. Flatsome's template
 * prints the buttons itself (`input.minus` / `input.plus`), which keeps the first paint still; the
 * island binds those, and adds its own only where the theme printed none.
 */
import { formatQuantity, raiseToMin, readBounds, stepQuantity } from '../../src/cart/quantity';
import { t } from '../../src/i18n';

export function mount(host: HTMLElement) {
  const input = host.querySelector<HTMLInputElement>('input.qty, input[type="number"]');
  if (!input) throw new Error('holds no quantity input');
  const bounds = () => readBounds({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });
  const fire = () => {
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const step = (direction: 1 | -1) => {
    const limits = bounds();
    const next = formatQuantity(stepQuantity(Number(input.value), direction, limits), limits.step);
    if (next === input.value) return;
    input.value = next;
    fire();
  };
  const created: HTMLElement[] = [];
  const bound: Array<() => void> = [];
  const bind = (direction: 1 | -1) => {
    const name = direction > 0 ? 'plus' : 'minus';
    let button = host.querySelector<HTMLElement>(`.${name}`);
    if (!button) {
      button = document.createElement('button');
      (button as HTMLButtonElement).type = 'button';
      button.className = `si-qty__button ${name}`;
      button.textContent = direction > 0 ? '+' : '−';
      if (direction > 0) input.after(button);
      else input.before(button);
      created.push(button);
    }
    // Flatsome's buttons are named "-" and "+" by their value; say what they do
    if (!button.hasAttribute('aria-label')) button.setAttribute('aria-label', t(direction > 0 ? 'cart.increase' : 'cart.decrease'));
    const onClick = () => step(direction);
    button.addEventListener('click', onClick);
    bound.push(() => button.removeEventListener('click', onClick));
  };
  const printedByTheme = host.classList.contains('buttons_added');
  bind(-1);
  bind(1);
  host.classList.add('si-qty', 'buttons_added');

  const raise = () => {
    const limits = bounds();
    const value = Number(input.value);
    if (input.value !== '' && raiseToMin(value, limits) !== value) {
      input.value = formatQuantity(limits.min, limits.step);
      fire();
    }
  };
  raise();
  input.addEventListener('change', raise);
  return () => {
    input.removeEventListener('change', raise);
    bound.forEach((unbind) => unbind());
    created.forEach((button) => button.remove());
    host.classList.remove('si-qty');
    if (!printedByTheme) host.classList.remove('buttons_added');
  };
}
